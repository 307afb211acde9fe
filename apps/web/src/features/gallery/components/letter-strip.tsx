import { allIndex, indexLabel, popularIndex } from '../model/gallery-filters';
import type { GalleryIndex } from '../model/gallery-filters';
import styles from './filter-bar.module.css';

interface LetterStripProps {
  /** The initials that have groups; undefined while they load (全部 and 热门 show already). */
  initials: readonly string[] | undefined;
  selected: GalleryIndex;
  onSelect: (index: GalleryIndex) => void;
}

/** The letter index in one row that scrolls sideways: 全部, 热门, then the initials with groups. */
export function LetterStrip({ initials, selected, onSelect }: LetterStripProps) {
  const entries: GalleryIndex[] = [allIndex, popularIndex, ...(initials ?? [])];
  return (
    <div className={styles.letters} role="group" aria-label="字母索引">
      {entries.map((index) => (
        <button
          key={index}
          type="button"
          className={
            index === selected
              ? `${styles.letter} ${styles.active}`
              : index.length > 1
                ? `${styles.letter} ${styles.word}`
                : styles.letter
          }
          aria-pressed={index === selected}
          onClick={() => onSelect(index)}
        >
          {indexLabel(index)}
        </button>
      ))}
    </div>
  );
}
