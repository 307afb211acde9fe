import type { RunStats } from '@lottery/contracts';
import styles from './count-bars.module.css';
import card from './analytic-card.module.css';

/**
 * How often each value came, as bars scaled to the most frequent one; the value of the newest
 * draw is marked 最新. `keys` 'animal' for one-character keys (生肖), drawn bold in a narrow column.
 */
export function CountBars({
  title,
  note,
  rows,
  keys = 'value',
}: {
  title: string;
  note?: string;
  rows: readonly RunStats[];
  keys?: 'value' | 'animal';
}) {
  const most = Math.max(1, ...rows.map((row) => row.count));
  return (
    <section className={card.card} aria-label={title}>
      <h2 className={card.title}>{title}</h2>
      {note ? <p className={card.note}>{note}</p> : null}
      <ul className={keys === 'animal' ? `${styles.bars} ${styles.animals}` : styles.bars}>
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
