import { Empty, Skeleton } from 'antd-mobile';
import {
  CalculatorOutline,
  CalendarOutline,
  HistogramOutline,
  PieOutline,
  QuestionCircleOutline,
  RightOutline,
} from 'antd-mobile-icons';
import { lunarYearAt, parseOpenNum } from '@lottery/contracts';
import type { LotteryInfo } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import type { FC, SVGProps } from 'react';
import { Link, useParams } from 'react-router';
import { DrawBalls } from '../../../components/draws/draw-balls';
import { PageHeader } from '../../../components/page-header';
import { getOpenInfo } from '../../../lib/draws/lottery-api';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { gameIdOf } from '../model/analytic-params';
import styles from './analytic-page.module.css';

interface Entry {
  title: string;
  description: string;
  path: (gameId: number) => string;
  icon: FC<SVGProps<SVGSVGElement>>;
  tint: string;
}

const entries: readonly Entry[] = [
  {
    title: '特码分析',
    description: '历史、大小单双、两面、尾数、区间、走势',
    path: (id) => `/game/${id}/analytic/special`,
    icon: HistogramOutline,
    tint: '#e0483a',
  },
  {
    title: '生肖分析',
    description: '生肖对照、特码生肖、正码生肖、走势',
    path: (id) => `/game/${id}/analytic/zodiac`,
    icon: PieOutline,
    tint: '#fa8c16',
  },
  {
    title: '彩票助手',
    description: '按波色、生肖、大小、尾数筛选号码',
    path: (id) => `/game/${id}/analytic/lottery-helper`,
    icon: CalculatorOutline,
    tint: '#13a8a8',
  },
  {
    title: '玩法说明',
    description: '每种玩法的规则与示例',
    path: (id) => `/game/${id}/tutorial`,
    icon: QuestionCircleOutline,
    tint: '#2f6fd6',
  },
  {
    title: '历史开奖',
    description: '往期开奖号码与生肖',
    path: (id) => `/lottery-history/${id}`,
    icon: CalendarOutline,
    tint: '#8c5bd6',
  },
];

/** The game's name and its latest final draw (none while a draw is under way or before the first). */
function GameCard({ info, pending }: { info: LotteryInfo | undefined; pending: boolean }) {
  if (pending) {
    return (
      <section className={styles.game} aria-label="最新开奖">
        <Skeleton.Title animated className={styles.skeleton} />
        <Skeleton.Paragraph lineCount={1} animated />
      </section>
    );
  }
  const numbers = info && info.pre.isStreaming === 0 ? parseOpenNum(info.pre.openNum) : [];
  return (
    <section className={styles.game} aria-label="最新开奖">
      <div className={styles.gameTop}>
        <h2 className={styles.gameName}>{info?.gameName ?? '数据分析'}</h2>
        {numbers.length > 0 && info ? (
          <span className={styles.turn}>第{info.pre.turnNum}期</span>
        ) : info?.pre.isStreaming ? (
          <span className={styles.turn}>第{info.pre.turnNum}期 开奖中</span>
        ) : null}
      </div>
      {numbers.length > 0 && info?.pre.openTime ? (
        <DrawBalls numbers={numbers} lunarYear={lunarYearAt(info.pre.openTime)} size="small" />
      ) : null}
    </section>
  );
}

/** /game/{id}/analytic: the game's analytics, its helper, its rules and its history. */
export default function AnalyticPage() {
  const gameId = gameIdOf(useParams().id);
  const goBack = useGoBack(gameId === null ? '/' : `/game/${gameId}`);
  const info = useQuery({
    queryKey: ['analytics-game', gameId],
    queryFn: ({ signal }) => getOpenInfo(gameId ?? 0, signal),
    enabled: gameId !== null,
    staleTime: 60_000,
  });

  return (
    <div className={styles.page}>
      <PageHeader title="数据分析" onBack={goBack} />
      <div className={styles.body}>
        {gameId === null ? (
          <Empty className={styles.empty} description="暂无数据" />
        ) : (
          <GameCard info={info.data} pending={info.isPending} />
        )}
        {gameId === null ? null : (
          <nav className={styles.entries} aria-label="数据分析入口">
            {entries.map(({ title, description, path, icon: Icon, tint }) => (
              <Link key={title} to={path(gameId)} className={styles.entry}>
                <span
                  className={styles.icon}
                  style={{ color: tint, background: `${tint}1a` }}
                  aria-hidden
                >
                  <Icon />
                </span>
                <span className={styles.text}>
                  <span className={styles.entryTitle}>{title}</span>
                  <span className={styles.description}>{description}</span>
                </span>
                <RightOutline className={styles.arrow} aria-hidden />
              </Link>
            ))}
          </nav>
        )}
      </div>
    </div>
  );
}
