import { analyticsPeriodNames, bigSmallNames, oddEvenNames } from '@lottery/contracts';
import type { AnalyticsPeriod, AnalyticsRow, SideGroup } from '@lottery/contracts';
import { RunStatsTable } from '../../components/run-stats-table';
import { useAnalyticPage } from '../../components/analytic-section';
import { SideSequence, type SideMark, type SideTone } from './side-sequence';
import styles from './special.module.css';

const tones: Record<'big' | 'small' | 'odd' | 'even' | 'tie', SideTone> = {
  big: 'first',
  odd: 'first',
  small: 'second',
  even: 'second',
  tie: 'tie',
};

/** The two statistics of the page: the two-sided group (by its name) and each draw's side. */
const statistics = [
  {
    title: '特码大小',
    group: '大小',
    markOf: (row: AnalyticsRow): SideMark => ({
      label: bigSmallNames[row.special.bigSmall],
      tone: tones[row.special.bigSmall],
    }),
  },
  {
    title: '特码单双',
    group: '单双',
    markOf: (row: AnalyticsRow): SideMark => ({
      label: oddEvenNames[row.special.oddEven],
      tone: tones[row.special.oddEven],
    }),
  },
] as const;

const percent = (count: number, total: number) =>
  total === 0 ? '0%' : `${Math.round((count * 1000) / total) / 10}%`;

function SideStatistic({
  title,
  group,
  marks,
  period,
}: {
  title: string;
  group: SideGroup;
  marks: readonly SideMark[];
  period: AnalyticsPeriod;
}) {
  const total = marks.length;
  const counts = [
    ...group.sides.map((side) => ({ key: side.key, count: side.count })),
    { key: bigSmallNames.tie, count: group.ties },
  ];
  return (
    <>
      <section className={styles.card} aria-label={title}>
        <h2 className={styles.title}>{title}</h2>
        <ul className={styles.counts} aria-label={`${title}次数`}>
          {counts.map(({ key, count }) => (
            <li key={key} className={styles.count}>
              <span className={styles.countKey}>{key}</span>
              <strong className={styles.countValue}>{count}次</strong>
              <span className={styles.share}>{percent(count, total)}</span>
            </li>
          ))}
        </ul>
        <p className={styles.note}>
          {analyticsPeriodNames[period]}走势（共{total}期，最新一期在左上）
        </p>
        <SideSequence label={`${title}走势`} marks={marks} />
      </section>
      <RunStatsTable caption={`${title}遗漏`} rows={group.sides} />
    </>
  );
}

/** 特码大小 and 特码单双: counts, 和 (special 49), streaks and misses, and each draw's side. */
export default function BigSmallPage() {
  const { analytics, period } = useAnalyticPage();
  return (
    <div className={styles.stack}>
      {statistics.map((statistic) => {
        const group = analytics.special.twoSided.find((each) => each.name === statistic.group);
        return group ? (
          <SideStatistic
            key={statistic.title}
            title={statistic.title}
            group={group}
            marks={analytics.draws.map(statistic.markOf)}
            period={period}
          />
        ) : null;
      })}
    </div>
  );
}
