import { isFreshGalleryImage } from '@lottery/contracts';
import styles from './fresh-tag.module.css';

/** 已更新 while the item is younger than 86.4 s (updatedTime in unix seconds). */
export function FreshTag({ updatedTime, now }: { updatedTime: number; now: number }) {
  return isFreshGalleryImage(updatedTime, now) ? <span className={styles.tag}>已更新</span> : null;
}
