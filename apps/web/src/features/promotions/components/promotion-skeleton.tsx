import { Skeleton } from 'antd-mobile';
import styles from './promotion-skeleton.module.css';

/** Three cards' worth of grey while the list loads. */
export function PromotionSkeleton() {
  return (
    <ul className={styles.list} aria-label="活动加载中" aria-busy="true">
      {[0, 1, 2].map((key) => (
        <li key={key} className={styles.card}>
          <div className={styles.cover} />
          <Skeleton.Paragraph lineCount={2} animated />
        </li>
      ))}
    </ul>
  );
}
