import { pinnedLabel, postSubNames } from '@lottery/contracts';
import type { TemplateItem } from '@lottery/contracts';
import { FireFill, StarFill } from 'antd-mobile-icons';
import styles from './post-badges.module.css';

const badgeClass: Record<TemplateItem['badges'][number], string | undefined> = {
  精: styles.featured,
  置顶: styles.pinned,
  高手贴: styles.expert,
};

/** A post's subName type (type1 icon, type2 label 置顶, type3 icon) and badges 精/置顶/高手贴. */
export function PostBadges({ item }: { item: TemplateItem }) {
  const type =
    item.subName === postSubNames.type1 ? (
      <FireFill className={styles.type1} aria-label="热帖" />
    ) : item.subName === postSubNames.type2 ? (
      <span className={`${styles.badge} ${styles.pinned}`}>{pinnedLabel}</span>
    ) : item.subName === postSubNames.type3 ? (
      <StarFill className={styles.type3} aria-label="推荐" />
    ) : null;
  const badges = item.badges.filter(
    (badge) => !(badge === pinnedLabel && item.subName === postSubNames.type2),
  );
  if (!type && badges.length === 0) return null;
  return (
    <span className={styles.badges}>
      {type}
      {badges.map((badge) => (
        <span key={badge} className={`${styles.badge} ${badgeClass[badge] ?? ''}`}>
          {badge}
        </span>
      ))}
    </span>
  );
}
