import { drawBalls, lotteryCardTiming, parseOpenNum } from '@lottery/contracts';
import type { DrawPush, LotteryInfo } from '@lottery/contracts';

/**
 * What the result card shows (spec part 2 §4 "Lottery card"):
 * - `countdown`: the last result and the time left to the next draw;
 * - `due`: the draw time has come and the balls have not started (the countdown is hidden);
 * - `streaming`: the draw is coming in ball by ball (a clock placeholder instead of the countdown);
 * - `waiting`: the draw is final and the next turn has not opened yet;
 * - `empty`: the game has never drawn and has nothing planned.
 */
export type CardPhase = 'countdown' | 'due' | 'streaming' | 'waiting' | 'empty';

export const cardPhaseOf = (info: LotteryInfo, now: number): CardPhase => {
  if (info.pre.isStreaming === 1) return 'streaming';
  const planTime = info.plan.planTime;
  if (planTime !== null && planTime <= now) return 'due';
  if (info.cur.closeTime === null) return info.pre.turnNum === '' ? 'empty' : 'waiting';
  return planTime === null ? 'empty' : 'countdown';
};

/** The numbers of the last draw, so far. */
export const shownNumbers = (info: LotteryInfo): number[] => parseOpenNum(info.pre.openNum);

/**
 * How often to re-read the info: every 3 s while the balls stream in, and every 3 s after the
 * seventh (or while the draw is due) until a new turn with a close time appears — for at most
 * 300 s from `waitingSince`. Otherwise the socket and the countdown carry the card.
 */
export const pollIntervalOf = (
  phase: CardPhase,
  now: number,
  waitingSince: number | undefined,
): number | false => {
  if (phase === 'streaming') return lotteryCardTiming.pollMs;
  if (phase === 'due' || phase === 'waiting') {
    const since = waitingSince ?? now;
    return now - since < lotteryCardTiming.newTurnWaitMs ? lotteryCardTiming.pollMs : false;
  }
  return false;
};

/** A push from the draw socket is the whole info again, newer than what the card holds. */
export const infoFromPush = (previous: LotteryInfo | undefined, push: DrawPush): LotteryInfo => ({
  gameId: push.gameId,
  gameName: previous?.gameName ?? '',
  serverTime: push.serverTime,
  cur: push.cur,
  pre: push.pre,
  plan: push.plan,
});

/** Keeps the newer of two infos: polls and pushes can cross. */
export const newerInfo = (held: LotteryInfo | undefined, next: LotteryInfo): LotteryInfo =>
  held && held.serverTime > next.serverTime ? held : next;

/** `01:02:03`, or `2天 01:02:03` when a day or more is left; zero or less is `00:00:00`. */
export const formatCountdown = (msLeft: number): string => {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const days = Math.floor(total / 86_400);
  const clock = [Math.floor(total / 3600) % 24, Math.floor(total / 60) % 60, total % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return days > 0 ? `${days}天 ${clock}` : clock;
};

/** A draw can be replayed once it has numbers with their reveal times. */
export const canReplay = (info: LotteryInfo): boolean =>
  info.pre.revealTimes.length > 0 && shownNumbers(info).length > 0;

export const isComplete = (info: LotteryInfo): boolean =>
  shownNumbers(info).length === drawBalls.count;
