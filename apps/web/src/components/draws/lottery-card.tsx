import { Skeleton } from 'antd-mobile';
import {
  AppstoreOutline,
  CalendarOutline,
  HistogramOutline,
  ClockCircleOutline,
  PlayOutline,
  RightOutline,
  VideoOutline,
} from 'antd-mobile-icons';
import { liveTimeLabel, lunarYearAt, specialLiveGameId } from '@lottery/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { openLink } from '../../lib/navigation/open-link';
import { useLotteryInfo } from '../../lib/draws/use-lottery-info';
import {
  canReplay,
  cardPhaseOf,
  formatCountdown,
  shownNumbers,
} from '../../lib/draws/lottery-card';
import type { CardPhase } from '../../lib/draws/lottery-card';
import { useNow } from '../../lib/use-now';
import { DrawBalls } from './draw-balls';
import styles from './lottery-card.module.css';

const DrawVideoModal = lazy(async () => ({
  default: (await import('./replay/draw-video-modal')).DrawVideoModal,
}));

interface LotteryCardProps {
  gameId: number;
  gameName: string;
  /** The configured live-stream page (game 110's 开奖直播 link). */
  livestreamUrl: string;
}

function Status({
  phase,
  planTurn,
  msLeft,
}: {
  phase: CardPhase;
  planTurn: string;
  msLeft: number;
}) {
  switch (phase) {
    case 'streaming':
      return (
        <span className={styles.live}>
          <ClockCircleOutline aria-hidden /> 开奖中，号码陆续揭晓…
        </span>
      );
    case 'countdown':
      return (
        <span>
          第{planTurn}期 距开奖 <time className={styles.countdown}>{formatCountdown(msLeft)}</time>
        </span>
      );
    case 'due':
      return <span>第{planTurn}期 即将开奖</span>;
    case 'waiting':
      return <span>开奖完成，等待下一期开盘</span>;
    case 'empty':
      return <span>暂无开奖安排</span>;
  }
}

/**
 * The live result card of a home game (spec part 2 §2.2, §4): the last draw's balls with their
 * zodiacs, the countdown to the next draw, the draw streaming in ball by ball, the replay, and the
 * links to the history and the game.
 */
export function LotteryCard({ gameId, gameName, livestreamUrl }: LotteryCardProps) {
  const navigate = useNavigate();
  const { data: info, offset, refetch, isPending } = useLotteryInfo(gameId);
  const now = useNow() + offset;
  const [videoOpen, setVideoOpen] = useState(false);
  const phase = info ? cardPhaseOf(info, now) : undefined;

  // The countdown ran out: read the draw now rather than at the next push.
  useEffect(() => {
    if (phase === 'due') void refetch();
  }, [phase, refetch]);

  const hasLive = gameId === specialLiveGameId && livestreamUrl !== '';
  const numbers = info ? shownNumbers(info) : [];

  return (
    <section className={styles.card} aria-label={`${gameName}开奖`} data-phase={phase ?? 'loading'}>
      <div className={styles.head}>
        <strong>{gameName}</strong>
        {info && info.pre.turnNum !== '' ? (
          <span className={styles.turn}>第{info.pre.turnNum}期</span>
        ) : null}
        <Link to={`/lottery-history/${gameId}`} className={styles.more}>
          开奖记录
          <RightOutline aria-hidden />
        </Link>
      </div>

      {!info ? (
        isPending ? (
          <Skeleton.Paragraph lineCount={2} animated className={styles.skeleton} />
        ) : (
          <p className={styles.empty}>暂无数据</p>
        )
      ) : (
        <>
          {numbers.length > 0 || phase === 'streaming' ? (
            <DrawBalls
              numbers={numbers}
              lunarYear={lunarYearAt(info.pre.openTime ?? now)}
              placeholders={phase === 'streaming'}
            />
          ) : (
            <p className={styles.empty}>暂无数据</p>
          )}
          <p className={styles.status} role="status">
            <Status
              phase={phase ?? 'empty'}
              planTurn={info.plan.turnNum}
              msLeft={(info.plan.planTime ?? now) - now}
            />
          </p>
        </>
      )}

      <div className={styles.actions}>
        {info && (phase === 'streaming' || canReplay(info)) ? (
          <button type="button" className={styles.primary} onClick={() => setVideoOpen(true)}>
            <PlayOutline aria-hidden /> {phase === 'streaming' ? '观看开奖' : '开奖回放'}
          </button>
        ) : (
          <span className={styles.noVideo}>暂无视频，请稍候</span>
        )}
        {hasLive ? (
          <button
            type="button"
            className={styles.link}
            onClick={() => openLink(livestreamUrl, (path) => void navigate(path))}
          >
            <VideoOutline aria-hidden /> 开奖直播 {liveTimeLabel}
          </button>
        ) : null}
        <Link to={`/lottery-history/${gameId}?type=live-lottery`} className={styles.link}>
          <CalendarOutline aria-hidden /> 历史开奖
        </Link>
        <Link to={`/game/${gameId}/analytic`} className={styles.link}>
          <HistogramOutline aria-hidden /> 数据分析
        </Link>
        <Link to={`/game/${gameId}`} className={styles.link}>
          <AppstoreOutline aria-hidden /> 进入游戏
        </Link>
      </div>

      {info && videoOpen ? (
        <Suspense fallback={null}>
          <DrawVideoModal visible onClose={() => setVideoOpen(false)} info={info} />
        </Suspense>
      ) : null}
    </section>
  );
}
