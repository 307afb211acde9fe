import { colorOfBall, drawBalls, lunarYearAt, parseOpenNum } from '@lottery/contracts';
import type { LotteryInfo } from '@lottery/contracts';
import { Button } from 'antd-mobile';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import ballStyles from '../draw-balls.module.css';
import { DrawBalls } from '../draw-balls';
import styles from './draw-replay.module.css';
import { replayEnd, replaySchedule, shownCount } from './replay-timeline';

/** The replay's clock ticks this often (a ball shows within a tick of its time). */
const tickMs = 100;

/** Where each drum ball rests and how it sways (percent of the drum; seconds). */
const drumSpots = [
  { x: 22, y: 58, sway: 2.6, delay: 0 },
  { x: 44, y: 66, sway: 3.1, delay: -0.7 },
  { x: 66, y: 60, sway: 2.8, delay: -1.4 },
  { x: 32, y: 40, sway: 3.4, delay: -0.3 },
  { x: 56, y: 42, sway: 2.4, delay: -1.9 },
  { x: 76, y: 40, sway: 3.0, delay: -1.1 },
  { x: 18, y: 30, sway: 2.9, delay: -2.2 },
  { x: 42, y: 22, sway: 3.3, delay: -0.5 },
  { x: 64, y: 20, sway: 2.7, delay: -1.6 },
  { x: 52, y: 80, sway: 3.2, delay: -2.5 },
] as const;

/**
 * The drum's balls, one per spot: the draw's own numbers, then others to fill it. A ball keeps its
 * spot for the whole replay; a shown number has left the drum (null).
 */
const drumBalls = (numbers: readonly number[], shown: number): (number | null)[] => {
  const balls = numbers.slice(0, drumSpots.length);
  for (let step = 0; balls.length < drumSpots.length && step < drawBalls.max; step += 1) {
    const filler = ((7 + step * 5) % drawBalls.max) + 1;
    if (!balls.includes(filler)) balls.push(filler);
  }
  return balls.map((ball, index) => (index < shown ? null : ball));
};

interface DrawReplayProps {
  /** The draw to replay: its numbers so far and when each was revealed. */
  pre: LotteryInfo['pre'];
}

/**
 * A draw replayed as an animation: the drum turns and the balls fill the row at the pace of the
 * recorded reveal times, compressed to at most 12 s; 重播 starts it again.
 */
export function DrawReplay({ pre }: DrawReplayProps) {
  const numbers = useMemo(() => parseOpenNum(pre.openNum), [pre.openNum]);
  const schedule = useMemo(
    () =>
      replaySchedule({
        count: numbers.length,
        revealTimes: pre.revealTimes,
        openTime: pre.openTime,
      }),
    [numbers.length, pre.revealTimes, pre.openTime],
  );
  const end = replayEnd(schedule);
  const lunarYear = lunarYearAt(pre.openTime ?? pre.revealTimes[0] ?? 0);

  const [elapsed, setElapsed] = useState(0);
  const [run, setRun] = useState(0);
  const startedAt = useRef<number | null>(null);

  useEffect(() => {
    startedAt.current ??= performance.now();
    const started = startedAt.current;
    const timer = setInterval(() => {
      const now = performance.now() - started;
      setElapsed(now);
      if (now >= end) clearInterval(timer);
    }, tickMs);
    return () => clearInterval(timer);
    // A new run restarts the clock; a longer schedule (a ball streaming in) keeps it going.
  }, [run, end]);

  const replay = () => {
    startedAt.current = performance.now();
    setElapsed(0);
    setRun((count) => count + 1);
  };

  const shown = shownCount(schedule, elapsed);
  const done = elapsed >= end;
  const complete = numbers.length >= drawBalls.count;

  return (
    <section className={styles.replay} aria-label="开奖回放">
      <h2 className={styles.title}>第{pre.turnNum}期 开奖回放</h2>
      <div className={done ? `${styles.drum} ${styles.resting}` : styles.drum} aria-hidden>
        {drumBalls(numbers, shown).map((ball, index) => {
          const spot = drumSpots[index];
          if (ball === null || !spot) return null;
          const style = {
            left: `${spot.x}%`,
            top: `${spot.y}%`,
            animationDuration: `${spot.sway}s`,
            animationDelay: `${spot.delay}s`,
          } satisfies CSSProperties;
          return (
            <span
              key={ball}
              className={`${ballStyles.ball} ${ballStyles[colorOfBall(ball)]} ${styles.drumBall}`}
              style={style}
            >
              {String(ball).padStart(2, '0')}
            </span>
          );
        })}
      </div>
      <div className={styles.row}>
        <DrawBalls numbers={numbers.slice(0, shown)} lunarYear={lunarYear} placeholders />
      </div>
      <p className={styles.status} role="status">
        {!done ? '开奖中…' : complete ? '开奖完毕' : '开奖进行中，请稍候'}
      </p>
      {done ? (
        <Button
          className={styles.again}
          color="primary"
          fill="outline"
          size="small"
          onClick={replay}
        >
          重播
        </Button>
      ) : null}
    </section>
  );
}
