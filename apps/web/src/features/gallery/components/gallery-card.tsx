import type { GalleryGroup } from '@lottery/contracts';
import { defaultAspectRatio } from '../model/gallery-images';
import { FreshTag } from './fresh-tag';
import { ImageBox } from './image-box';
import styles from './gallery-card.module.css';

interface GalleryCardProps {
  group: GalleryGroup;
  now: number;
  /** In the first rows: the thumbnail loads at once. */
  eager: boolean;
  onOpen: (group: GalleryGroup) => void;
}

/** A group of the grid: its latest thumbnail, name and period, and 已更新 while it is new. */
export function GalleryCard({ group, now, eager, onOpen }: GalleryCardProps) {
  return (
    <li className={styles.item}>
      <button type="button" className={styles.card} onClick={() => onOpen(group)}>
        <span className={styles.picture}>
          <ImageBox
            src={group.imageUrl}
            alt={group.name}
            aspectRatio={defaultAspectRatio}
            eager={eager}
          />
          <FreshTag updatedTime={group.updatedTime} now={now} />
        </span>
        <span className={styles.name}>{group.name}</span>
        <span className={styles.turn}>{group.gameTurn ? `第${group.gameTurn}期` : '\u00a0'}</span>
      </button>
    </li>
  );
}
