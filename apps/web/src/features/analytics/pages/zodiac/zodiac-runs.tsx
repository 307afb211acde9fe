import { colorOfBall, type RunStats, type ZodiacReference } from '@lottery/contracts';
import { CountBars } from '../../components/count-bars';
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
  const ballsOf = new Map<string, number[]>(
    reference.animals.map((animal) => [animal.zodiac, animal.balls.map((ball) => ball.ball)]),
  );
  return (
    <div className={shared.stack}>
      <CountBars title={`${title}出现次数`} note={note} rows={rows} keys="animal" />
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
