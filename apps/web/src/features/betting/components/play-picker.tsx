import type { BetPlayCategory, Play } from '@lottery/contracts';
import { TabStrip } from '../../../components/tab-strip';
import styles from './play-picker.module.css';

export interface OpenCategory {
  category: BetPlayCategory;
  plays: Play[];
}

interface PlayPickerProps {
  categories: readonly OpenCategory[];
  categoryCode: string;
  playCode: string;
  /** How many options are picked in each play (a badge on its chip and tab). */
  pickedOf: (playCode: string) => number;
  onCategory: (code: string) => void;
  onPlay: (code: string) => void;
}

/** The play categories as tabs, and a row of chips for a category of several plays. */
export function PlayPicker({
  categories,
  categoryCode,
  playCode,
  pickedOf,
  onCategory,
  onPlay,
}: PlayPickerProps) {
  const current = categories.find((entry) => entry.category.code === categoryCode);
  return (
    <div className={styles.picker}>
      <TabStrip
        className={styles.tabs}
        activeKey={categoryCode}
        onChange={onCategory}
        items={categories.map(({ category, plays }) => {
          const picked = plays.reduce((sum, play) => sum + pickedOf(play.code), 0);
          return {
            key: category.code,
            title: (
              <>
                {category.name}
                {picked > 0 ? <span className={styles.dot} aria-label="已选" /> : null}
              </>
            ),
          };
        })}
      />
      {current && current.plays.length > 1 ? (
        <div className={styles.chips} role="group" aria-label="玩法">
          {current.plays.map((play) => {
            const active = play.code === playCode;
            const picked = pickedOf(play.code);
            return (
              <button
                key={play.code}
                type="button"
                className={active ? `${styles.chip} ${styles.active}` : styles.chip}
                aria-pressed={active}
                onClick={() => onPlay(play.code)}
              >
                {play.name}
                {picked > 0 ? <span className={styles.count}>{picked}</span> : null}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
