import styles from './grid-skeleton.module.css';

/** The grid's place while it loads: cards of the same size, so nothing moves when they come. */
export function GridSkeleton({ count = 9, label }: { count?: number; label: string }) {
  return (
    <ul className={styles.grid} aria-busy="true" aria-label={label} data-testid="gallery-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.card}>
          <span className={`${styles.shimmer} ${styles.picture}`} />
          <span className={`${styles.shimmer} ${styles.name}`} />
          <span className={`${styles.shimmer} ${styles.turn}`} />
        </li>
      ))}
    </ul>
  );
}
