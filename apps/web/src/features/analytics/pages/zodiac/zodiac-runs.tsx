import { colorOfBall, type RunStats, type ZodiacReference } from '@lottery/contracts';
import { RunStatsTable } from '../../components/run-stats-table';
import styles from './zodiac-runs.module.css';
import shared from './zodiac.module.css';

/**
 * 特码生肖 and 正码一: how often each animal came (bars scaled to the most frequent, the newest
 * draw's animal marked 最新), then its streaks and misses, each animal with its balls of the year.
 */
export function ZodiacRuns({
  title,
  note,
  rows,
  reference,
}: {
  title: string;
  note: string;
  rows: readonly RunStats[];
  reference: ZodiacReference;
}) {
  const most = Math.max(1, ...rows.map((row) => row.count));
  const ballsOf = new Map<string, number[]>(
    reference.animals.map((animal) => [animal.zodiac, animal.balls.map((ball) => ball.ball)]),
  );
  return (
    <div className={shared.stack}>
      <section className={shared.card} aria-label={`${title}出现次数`}>
        <h2 className={shared.title}>{title}出现次数</h2>
        <p className={shared.note}>{note}</p>
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
      <RunStatsTable
        caption={`${title}遗漏`}
        rows={rows}
        label={(row) => (
          <span className={styles.label}>
            {row.key}
            <span className={styles.balls}>
              {(ballsOf.get(row.key) ?? []).map((ball) => (
                <span key={ball} className={shared[colorOfBall(ball)]}>
                  {String(ball).padStart(2, '0')}
                </span>
              ))}
            </span>
          </span>
        )}
      />
    </div>
  );
}
