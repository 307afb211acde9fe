import { zodiacs } from '@lottery/contracts';
import { useMemo } from 'react';
import { useAnalyticPage } from '../../components/analytic-section';
import { MarkTrend } from './mark-trend';
import shared from './zodiac.module.css';

const columns = zodiacs.map((animal) => ({ key: animal }));

/**
 * 生肖走势: a column per animal (鼠 first), a row per draw with the special's animal marked and
 * the marks joined; below, each animal's count and misses (the 特码生肖 runs).
 */
export default function ZodiacTrendingPage() {
  const { analytics } = useAnalyticPage();
  const rows = useMemo(
    () =>
      analytics.zodiac.trend.map((animal, index) => ({
        turnNum: analytics.draws[index]?.turnNum ?? String(index),
        column: zodiacs.indexOf(animal),
        mark: animal,
      })),
    [analytics],
  );
  return (
    <section className={`${shared.card} ${shared.flush}`} aria-labelledby="zodiac-trend-title">
      <h2 id="zodiac-trend-title" className={shared.title}>
        特码生肖走势
      </h2>
      <p className={shared.note}>每行一期，最新在上；圆点为特码的生肖，灰色数字为遗漏期数。</p>
      <MarkTrend title="生肖走势" columns={columns} rows={rows} stats={analytics.zodiac.special} />
    </section>
  );
}
