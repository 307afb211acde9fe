import type { ReactNode } from 'react';
import type { RunStats } from '@lottery/contracts';
import styles from './run-stats-table.module.css';

/**
 * 出现 / 当前遗漏 / 最大遗漏 / 当前连出 / 最长连出 of each value (analytics/runs.ts): the table under
 * every statistic. `label` draws a row's first cell (a ball, an animal) when the key alone is not
 * enough. The current miss is red from `coldFrom` draws on (the field's "cold" mark; 10 by
 * default, longer for a value that comes rarely, as one number of 49).
 */
export function RunStatsTable({
  caption,
  rows,
  label = (row) => row.key,
  coldFrom = 10,
}: {
  caption: string;
  rows: readonly RunStats[];
  label?: (row: RunStats) => ReactNode;
  coldFrom?: number;
}) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">项目</th>
          <th scope="col">出现</th>
          <th scope="col">当前遗漏</th>
          <th scope="col">最大遗漏</th>
          <th scope="col">当前连出</th>
          <th scope="col">最长连出</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{label(row)}</th>
            <td>{row.count}</td>
            <td className={row.currentMiss >= coldFrom ? styles.cold : undefined}>
              {row.currentMiss}
            </td>
            <td>{row.longestMiss}</td>
            <td>{row.currentStreak}</td>
            <td>{row.longestStreak}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
