import { ballColorNames, bigSmallNames, drawBalls, oddEvenNames } from '@lottery/contracts';
import type { AnalyticsRow } from '@lottery/contracts';
import { DrawBalls } from '../../../../components/draws/draw-balls';
import { formatDrawTime } from '../../../../lib/draws/draw-time';
import { useAnalyticPage } from '../../components/analytic-section';
import styles from './history-page.module.css';

const sumNames = { big: '总大', small: '总小', odd: '总单', even: '总双' } as const;

function HistoryRow({ row }: { row: AnalyticsRow }) {
  const color = row.colors[drawBalls.normalCount];
  return (
    <li className={styles.row}>
      <div className={styles.top}>
        <span className={styles.turn}>第{row.turnNum}期</span>
        <time className={styles.time} dateTime={new Date(row.openTime).toISOString()}>
          {formatDrawTime(row.openTime)}
        </time>
      </div>
      <DrawBalls numbers={row.numbers} lunarYear={row.lunarYear} size="small" />
      <p className={styles.facts}>
        <span>特码</span>
        <span className={styles.fact}>{bigSmallNames[row.special.bigSmall]}</span>
        <span className={styles.fact}>{oddEvenNames[row.special.oddEven]}</span>
        {color ? (
          <span className={`${styles.fact} ${styles[color]}`}>{ballColorNames[color]}</span>
        ) : null}
        <span className={styles.sum}>总和 {row.sum.value}</span>
        <span className={styles.fact}>{sumNames[row.sum.bigSmall]}</span>
        <span className={styles.fact}>{sumNames[row.sum.oddEven]}</span>
      </p>
    </li>
  );
}

/** 特码历史: the period's draws, newest first, as the history list shows them. */
export default function SpecialHistoryPage() {
  const { analytics } = useAnalyticPage();
  return (
    <ul className={styles.list} aria-label="特码历史列表">
      {analytics.draws.map((row) => (
        <HistoryRow key={row.turnNum} row={row} />
      ))}
    </ul>
  );
}
