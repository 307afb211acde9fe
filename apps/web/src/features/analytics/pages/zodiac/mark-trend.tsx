import { useMemo, type CSSProperties } from 'react';
import type { RunStats } from '@lottery/contracts';
import styles from './mark-trend.module.css';
import shared from './zodiac.module.css';

/** One draw of a trend: its turn and the column it marks (-1 for none), newest first. */
export interface TrendRow {
  turnNum: string;
  column: number;
  /** What the mark shows (the animal). */
  mark: string;
}

export interface TrendColumn {
  key: string;
  /** A small line under the column's name (the animals of a grouping). */
  note?: string;
}

/** Height of a row in px: the SVG's rows and the turn list's lines share it. */
const rowHeight = 28;

/** A daily game's turn is short enough (2026123); a fast game's shows its number of the day. */
const shortTurn = (turnNum: string) => turnNum.split('-').at(-1) ?? turnNum;

/** Each cell's 遗漏 at its draw: draws in a row, up to and including it, without a mark. */
const missesOf = (rows: readonly TrendRow[], columns: number): number[][] => {
  const misses: number[][] = [];
  let running = Array.from({ length: columns }, () => 0);
  for (let index = rows.length - 1; index >= 0; index -= 1) {
    const hit = rows[index]?.column ?? -1;
    running = running.map((miss, column) => (column === hit ? 0 : miss + 1));
    misses[index] = running;
  }
  return misses;
};

const footRows: readonly [string, keyof Omit<RunStats, 'key'>][] = [
  ['出现次数', 'count'],
  ['当前遗漏', 'currentMiss'],
  ['最大遗漏', 'longestMiss'],
  ['最长连出', 'longestStreak'],
];

/**
 * The classic trend chart: a column per value, a row per draw (newest on top), the drawn value
 * of each row marked and the marks joined by a line, every other cell showing its 遗漏. One SVG
 * drawn in percent of its width, so circles stay round at any width; the turns beside it are a
 * list that also tells screen readers each draw's value. `stats`, in the columns' order, adds the
 * counts and misses below, aligned with the columns.
 */
export function MarkTrend({
  title,
  columns,
  rows,
  stats,
}: {
  title: string;
  columns: readonly TrendColumn[];
  rows: readonly TrendRow[];
  stats?: readonly RunStats[];
}) {
  const misses = useMemo(() => missesOf(rows, columns.length), [rows, columns.length]);
  const x = (column: number) => `${((column + 0.5) / columns.length) * 100}%`;
  const y = (row: number) => row * rowHeight + rowHeight / 2;
  const hits = rows
    .map((row, index) => ({ ...row, index }))
    .filter((row) => row.column >= 0 && row.column < columns.length);
  const layout = { '--columns': columns.length, '--row-height': `${rowHeight}px` } as CSSProperties;

  return (
    <div className={styles.chart} style={layout}>
      <div className={styles.head} aria-hidden>
        <span className={styles.corner}>期号</span>
        {columns.map((column) => (
          <span key={column.key} className={styles.column}>
            {column.key}
            {column.note ? <small className={styles.columnNote}>{column.note}</small> : null}
          </span>
        ))}
      </div>
      <div className={styles.body}>
        <ol className={styles.turns} aria-label={`${title}（每期）`}>
          {rows.map((row) => (
            <li key={row.turnNum} title={row.turnNum}>
              {shortTurn(row.turnNum)}
              <span className={shared.srOnly}>
                ：{row.column >= 0 ? (columns[row.column]?.key ?? '') : '—'}
                {row.column >= 0 && columns[row.column]?.key !== row.mark ? `（${row.mark}）` : ''}
              </span>
            </li>
          ))}
        </ol>
        <svg className={styles.plot} width="100%" height={rows.length * rowHeight} aria-hidden>
          {misses.map((cells, index) =>
            cells.map((miss, column) =>
              rows[index]?.column === column ? null : (
                <text key={`${index}:${column}`} className={styles.miss} x={x(column)} y={y(index)}>
                  {miss}
                </text>
              ),
            ),
          )}
          {hits.slice(1).map((hit, i) => {
            const previous = hits[i] as (typeof hits)[number];
            return (
              <line
                key={`line:${hit.index}`}
                className={styles.join}
                x1={x(previous.column)}
                y1={y(previous.index)}
                x2={x(hit.column)}
                y2={y(hit.index)}
              />
            );
          })}
          {hits.map((hit) => (
            <g
              key={`hit:${hit.index}`}
              data-turn={hit.turnNum}
              data-column={columns[hit.column]?.key}
              data-mark={hit.mark}
            >
              <circle className={styles.dot} cx={x(hit.column)} cy={y(hit.index)} r={10} />
              <text className={styles.markText} x={x(hit.column)} y={y(hit.index)}>
                {hit.mark}
              </text>
            </g>
          ))}
        </svg>
      </div>
      {stats ? (
        <table className={styles.foot} aria-label={`${title}统计`}>
          <colgroup>
            <col className={styles.turnCol} />
            {columns.map((column) => (
              <col key={column.key} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th scope="col">项目</th>
              {stats.map((row) => (
                <th key={row.key} scope="col">
                  {row.key}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {footRows.map(([name, field]) => (
              <tr key={field}>
                <th scope="row">{name}</th>
                {stats.map((row) => (
                  <td
                    key={row.key}
                    className={
                      field === 'currentMiss' && row[field] >= 10 ? styles.cold : undefined
                    }
                  >
                    {row[field]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
