import { ballColorNames, ballColors, specialTieBall } from '@lottery/contracts';
import type { RunStats } from '@lottery/contracts';
import { RunStatsTable } from '../../components/run-stats-table';
import { useAnalyticPage } from '../../components/analytic-section';
import styles from './special.module.css';

/** 红波 绿波 蓝波 in their colour. */
const sideLabel = (row: RunStats) => {
  const color = ballColors.find((each) => ballColorNames[each] === row.key);
  return color ? <span className={styles[color]}>{row.key}</span> : row.key;
};

/** 特码两面: each two-sided group (大小, 单双, 合单合双 … 波色) with its streaks and misses. */
export default function BothSidePage() {
  const { analytics } = useAnalyticPage();
  return (
    <div className={styles.stack}>
      {analytics.special.twoSided.map((group) => (
        <section key={group.name} aria-label={group.name}>
          <RunStatsTable caption={group.name} rows={group.sides} label={sideLabel} />
          {group.ties > 0 ? (
            <p className={styles.tie}>
              特码{specialTieBall}为和：{group.ties}期
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}
