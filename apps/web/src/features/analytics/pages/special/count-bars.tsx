import type { RunStats } from '@lottery/contracts';
import styles from './count-bars.module.css';
import shared from './special.module.css';

/**
 * How often each value came, as bars scaled to the most frequent one; the value of the newest
 * draw is marked 最新.
 */
export function CountBars({ title, rows }: { title: string; rows: readonly RunStats[] }) {
  const most = Math.max(1, ...rows.map((row) => row.count));
  return (
    <section className={shared.card} aria-label={title}>
      <h2 className={shared.title}>{title}</h2>
      <ul className={styles.bars}>
        {rows.map((row) => {
          const latest = row.currentStreak > 0;
          return (
            <li key={row.key} className={styles.bar} aria-label={`${row.key} ${row.count}次`}>
              <span className={styles.key}>{row.key}</span>
              <span className={styles.track} aria-hidden>
                <span
                  className={latest ? `${styles.fill} ${styles.latest}` : styles.fill}
                  style={{ width: `${(row.count / most) * 100}%` }}
                />
              </span>
              <span className={styles.count} aria-hidden>
                {row.count}
              </span>
              <span className={styles.mark}>{latest ? '最新' : ''}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
