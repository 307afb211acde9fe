import { bettingTexts, missingText, recentDrawsText, timesText } from '@lottery/contracts';
import { Skeleton } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { NumberBall } from '../../../components/draws/number-ball';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { TabStrip } from '../../../components/tab-strip';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { heatMapDraws, useRecentDraws } from '../api/get-recent-draws';
import { SectionNav } from '../components/section-nav';
import { extremesOf, heatColor, heatLevel, heatOf } from '../model/heat-map';
import type { HeatMode, NumberHeat } from '../model/heat-map';
import type { GameSection } from './game-page';
import styles from './heat-map-page.module.css';

const modes: { key: HeatMode; title: string }[] = [
  { key: 'special', title: bettingTexts.heatSpecial },
  { key: 'any', title: bettingTexts.heatAny },
];

function HeatGrid({ heat }: { heat: readonly NumberHeat[] }) {
  return (
    <ol className={styles.grid} aria-label="号码冷热">
      {heat.map((entry) => {
        const level = heatLevel(entry.count, heat);
        const strong = Math.abs(level - 0.5) > 0.3;
        return (
          <li
            key={entry.ball}
            className={strong ? `${styles.cell} ${styles.strong}` : styles.cell}
            style={{ background: heatColor(level) }}
            data-ball={entry.ball}
            aria-label={`${String(entry.ball).padStart(2, '0')} ${timesText(entry.count)} ${missingText(entry.missing)}`}
          >
            <span className={styles.number}>{String(entry.ball).padStart(2, '0')}</span>
            <span className={styles.count}>{timesText(entry.count)}</span>
            <span className={styles.missing}>{missingText(entry.missing)}</span>
          </li>
        );
      })}
    </ol>
  );
}

function Extremes({ title, heat }: { title: string; heat: readonly NumberHeat[] }) {
  return (
    <SectionCard title={title}>
      <ol className={styles.extremes} aria-label={title}>
        {heat.map((entry) => (
          <li key={entry.ball} className={styles.extreme}>
            <NumberBall ball={entry.ball} />
            <span className={styles.extremeCount}>{timesText(entry.count)}</span>
            <span className={styles.extremeMissing}>{missingText(entry.missing)}</span>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}

/**
 * 冷热分析 of game 95 (/game/95/heat-map): how often each number 01–49 came up over the last 100
 * draws, as the special or as any of the seven balls, coloured cold to hot, with how many draws
 * it has been missing, and the ten hottest and coldest.
 */
export function HeatMapPage({ gameId, section }: { gameId: number; section: GameSection }) {
  const goBack = useGoBack(section.base);
  const [mode, setMode] = useState<HeatMode>('special');
  const draws = useRecentDraws(gameId);
  const rows = draws.data?.data;
  const heat = useMemo(() => (rows ? heatOf(rows, mode) : []), [rows, mode]);
  const { hottest, coldest } = useMemo(() => extremesOf(heat), [heat]);
  const drawCount = rows?.length ?? 0;

  return (
    <>
      <PageHeader title={bettingTexts.heatMap} onBack={goBack} />
      <SectionNav base={section.base} />
      <div className={styles.body}>
        <section className={styles.card} aria-label={bettingTexts.heatMap}>
          <TabStrip
            className={styles.modes}
            items={modes}
            activeKey={mode}
            onChange={(key) => setMode(key as HeatMode)}
          />
          {draws.isPending ? (
            <Skeleton.Paragraph lineCount={6} animated />
          ) : drawCount === 0 ? (
            <p className={styles.empty}>暂无数据</p>
          ) : (
            <>
              <p className={styles.caption}>
                {recentDrawsText(Math.min(drawCount, heatMapDraws))} ·{' '}
                {mode === 'special' ? bettingTexts.heatSpecialCaption : bettingTexts.heatAnyCaption}
              </p>
              <HeatGrid heat={heat} />
              <div className={styles.scale} aria-hidden>
                <span>{bettingTexts.heatCold}</span>
                <span className={styles.bar} />
                <span>{bettingTexts.heatHot}</span>
              </div>
            </>
          )}
        </section>
        {drawCount > 0 ? (
          <>
            <Extremes title={bettingTexts.hottest} heat={hottest} />
            <Extremes title={bettingTexts.coldest} heat={coldest} />
          </>
        ) : null}
      </div>
    </>
  );
}
