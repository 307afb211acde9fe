import { galleryGroupTypes } from '@lottery/contracts';
import type { GalleryGroupType } from '@lottery/contracts';
import styles from './filter-bar.module.css';

const types: { type: GalleryGroupType; label: string }[] = [
  { type: galleryGroupTypes.colour, label: '彩色' },
  { type: galleryGroupTypes.blackAndWhite, label: '黑白' },
];

/** Colour charts (groupType 1) or black-and-white ones (2). */
export function TypeSwitch({
  selected,
  onSelect,
}: {
  selected: GalleryGroupType;
  onSelect: (type: GalleryGroupType) => void;
}) {
  return (
    <div className={styles.types} role="group" aria-label="图纸类型">
      {types.map(({ type, label }) => (
        <button
          key={type}
          type="button"
          className={type === selected ? `${styles.type} ${styles.typeActive}` : styles.type}
          aria-pressed={type === selected}
          onClick={() => onSelect(type)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
