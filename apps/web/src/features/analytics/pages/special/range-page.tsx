import { RunStatsTable } from '../../components/run-stats-table';
import { useAnalyticPage } from '../../components/analytic-section';
import { CountBars } from '../../components/count-bars';
import styles from './special.module.css';

/** 特码区间: how often the special fell in 1-10 … 41-49, with each range's streaks and misses. */
export default function RangePage() {
  const { analytics } = useAnalyticPage();
  return (
    <div className={styles.stack}>
      <CountBars title="区间出现次数" rows={analytics.special.ranges} />
      <RunStatsTable caption="区间遗漏" rows={analytics.special.ranges} />
    </div>
  );
}
