import { zodiacTypeGroupings, type ZodiacTypeGroup } from '@lottery/contracts';
import { useMemo, useState } from 'react';
import { RunStatsTable } from '../../components/run-stats-table';
import { useAnalyticPage, type AnalyticPageContext } from '../../components/analytic-section';
import { MarkTrend } from './mark-trend';
import shared from './zodiac.module.css';

const animalsOf = (name: string, label: string): string =>
  (zodiacTypeGroupings.find((each) => each.name === name)?.grouping[label] ?? []).join('');

/** A grouping's trend: a column per label, the special's animal marked in its label's column. */
const trendOf = (group: ZodiacTypeGroup, analytics: AnalyticPageContext['analytics']) => {
  const labels = group.stats.map((row) => row.key);
  return {
    columns: labels.map((label) => ({ key: label, note: animalsOf(group.name, label) })),
    rows: group.sequence.map((label, index) => ({
      turnNum: analytics.draws[index]?.turnNum ?? String(index),
      column: labels.indexOf(label),
      mark: analytics.zodiac.trend[index] ?? '',
    })),
  };
};

/**
 * 生肖类型走势: the groupings of animals (家禽野兽, 阴阳 …); the chosen one's trend (a column per
 * label, the special's animal marked) and its streaks and misses. The choice stays while the
 * period changes.
 */
export default function ZodiacTypesTrendingPage() {
  const { analytics } = useAnalyticPage();
  const groups = analytics.zodiac.types;
  const [chosen, setChosen] = useState(groups[0]?.name ?? '');
  const group = groups.find((each) => each.name === chosen) ?? groups[0];
  const trend = useMemo(() => group && trendOf(group, analytics), [group, analytics]);
  if (!group || !trend) return <></>;

  return (
    <div className={shared.stack}>
      <div className={`${shared.card} ${shared.chips}`} role="radiogroup" aria-label="生肖类型">
        {groups.map((each) => (
          <button
            key={each.name}
            type="button"
            role="radio"
            aria-checked={each.name === group.name}
            className={shared.chip}
            onClick={() => setChosen(each.name)}
          >
            {each.name}
          </button>
        ))}
      </div>
      <section className={`${shared.card} ${shared.flush}`} aria-labelledby="zodiac-type-title">
        <h2 id="zodiac-type-title" className={shared.title}>
          {group.name}走势
        </h2>
        <p className={shared.note}>
          每行一期，最新在上；圆点标出特码生肖所属的一类，灰色数字为遗漏期数。
        </p>
        <MarkTrend title={`${group.name}走势`} columns={trend.columns} rows={trend.rows} />
      </section>
      <RunStatsTable caption={`${group.name}遗漏`} rows={group.stats} />
    </div>
  );
}
