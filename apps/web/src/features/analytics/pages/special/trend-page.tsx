import { analyticsPeriodNames, colorOfBall, drawBalls, formatOpenNum } from '@lottery/contracts';
import { useId, useLayoutEffect, useRef, type CSSProperties } from 'react';
import { NumberBall } from '../../../../components/draws/number-ball';
import { RunStatsTable } from '../../components/run-stats-table';
import { useAnalyticPage } from '../../components/analytic-section';
import shared from './special.module.css';
import styles from './trend-page.module.css';

/** A cell of the chart (px): a row per draw, a column per number. */
const cell = 22;
const turnWidth = 60;
const headHeight = 26;
const balls = Array.from({ length: drawBalls.max }, (_, index) => index + 1);
const gridWidth = balls.length * cell;
/** Lines between 10|11, 20|21 … so a column is found by its ten. */
const decades = [10, 20, 30, 40];

const centre = (index: number) => index * cell + cell / 2;

/**
 * The classic trend chart as three SVGs in one scrolling box: the numbers 01–49 (sticky on top),
 * the turns (sticky on the left) and the grid, where each draw's special is a ball in its
 * column and the balls are joined by one line. Newest draw on top, as every list of the site.
 */
function TrendChart({
  turns,
  specials,
}: {
  turns: readonly string[];
  specials: readonly number[];
}) {
  const pattern = useId();
  const box = useRef<HTMLDivElement>(null);
  const height = specials.length * cell;
  const newest = specials[0];
  const line = specials.map((ball, row) => `${centre(ball - 1)},${centre(row)}`).join(' ');

  // Open on the newest special: its column in the middle of what is visible beside the turns.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || newest === undefined) return;
    element.scrollTop = 0;
    element.scrollLeft = Math.max(0, centre(newest - 1) + (turnWidth - element.clientWidth) / 2);
  }, [newest, specials.length]);

  return (
    <div
      ref={box}
      className={styles.box}
      role="figure"
      aria-label={`特码走势图：${specials.length}期，最新一期在最上`}
    >
      <div
        className={styles.chart}
        style={
          {
            '--cell': `${cell}px`,
            gridTemplateColumns: `${turnWidth}px ${gridWidth}px`,
            gridTemplateRows: `${headHeight}px ${height}px`,
          } as CSSProperties
        }
      >
        <div className={styles.corner}>期号</div>
        <svg
          className={styles.head}
          width={gridWidth}
          height={headHeight}
          aria-hidden
          data-testid="trend-numbers"
        >
          {balls.map((ball) => (
            <text
              key={ball}
              x={centre(ball - 1)}
              y={headHeight / 2}
              className={styles[colorOfBall(ball)]}
            >
              {formatOpenNum([ball])}
            </text>
          ))}
          {decades.map((at) => (
            <line
              key={at}
              className={styles.decade}
              x1={at * cell}
              x2={at * cell}
              y2={headHeight}
            />
          ))}
        </svg>
        <svg
          className={styles.turns}
          width={turnWidth}
          height={height}
          aria-hidden
          data-testid="trend-turns"
        >
          {turns.map((turn, row) => (
            <text key={turn} x={turnWidth / 2} y={centre(row)}>
              {turn}
            </text>
          ))}
        </svg>
        <svg width={gridWidth} height={height} aria-hidden data-testid="trend-grid">
          <defs>
            <pattern id={pattern} width={cell} height={cell * 2} patternUnits="userSpaceOnUse">
              <rect width={cell} height={cell} fill="#fff" />
              <rect y={cell} width={cell} height={cell} fill="#f6f7f9" />
              <path
                className={styles.rule}
                d={`M${cell - 0.5} 0V${cell * 2}M0 ${cell - 0.5}H${cell}M0 ${cell * 2 - 0.5}H${cell}`}
              />
            </pattern>
          </defs>
          <rect width={gridWidth} height={height} fill={`url(#${pattern})`} />
          {decades.map((at) => (
            <line key={at} className={styles.decade} x1={at * cell} x2={at * cell} y2={height} />
          ))}
          <polyline className={styles.line} points={line} />
          {specials.map((ball, row) => (
            <g key={row} data-ball={ball}>
              <circle
                className={styles[colorOfBall(ball)]}
                cx={centre(ball - 1)}
                cy={centre(row)}
                r={cell / 2 - 1.5}
              />
              <text className={styles.hit} x={centre(ball - 1)} y={centre(row)}>
                {formatOpenNum([ball])}
              </text>
            </g>
          ))}
        </svg>
      </div>
    </div>
  );
}

/** 特码走势: the chart of the period's specials, then each number's count and misses. */
export default function TrendPage() {
  const { analytics, period } = useAnalyticPage();
  const { trend } = analytics.special;
  return (
    <div className={shared.stack}>
      <section className={shared.card} aria-label="特码走势">
        <p className={shared.note}>
          {`${analyticsPeriodNames[period]}（共${trend.specials.length}期），最新一期在最上，左右滑动查看 01–49`}
        </p>
        <TrendChart turns={analytics.draws.map((row) => row.turnNum)} specials={trend.specials} />
      </section>
      <RunStatsTable
        caption="号码遗漏"
        rows={trend.numbers}
        // One number of 49 comes once in 49 draws on average: cold when it has missed longer.
        coldFrom={drawBalls.max}
        label={(row) => <NumberBall ball={Number(row.key)} className={styles.ball} />}
      />
    </div>
  );
}
