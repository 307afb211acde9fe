import { RunStatsTable } from '../../components/run-stats-table';
import { useAnalyticPage } from '../../components/analytic-section';
import { CountBars } from '../../components/count-bars';
import styles from './special.module.css';

/** 特码尾数: how often the special ended in 0 … 9, with each tail's streaks and misses. */
export default function LastNumberPage() {
  const { analytics } = useAnalyticPage();
  return (
    <div className={styles.stack}>
      <CountBars title="尾数出现次数" rows={analytics.special.tails} />
      <RunStatsTable caption="尾数遗漏" rows={analytics.special.tails} />
    </div>
  );
}
