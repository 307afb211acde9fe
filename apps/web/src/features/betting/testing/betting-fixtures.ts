import { everyOddsKey, plays } from '@lottery/contracts';
import type { BetOddsAnswer, BetOrder, LotteryInfo } from '@lottery/contracts';
import { betOrderOf } from '../../../test/bet-order-fixtures';

/** Odds of the game page tests (thousandths): 特码 48.8, 三中二 100 / 20, everything else 1.98. */
export const testOdds: Record<string, number> = {
  ...Object.fromEntries(everyOddsKey().map((key) => [key, 1_980])),
  tm: 48_800,
  'lm3z2.3': 100_000,
  'lm3z2.2': 20_000,
  'tx.year': 9_500,
  'tx.other': 11_800,
};

/** Every play open, 1–5000 yuan a bet, 50000 a turn; `patch` changes single plays. */
export const oddsAnswer = (
  gameId = 110,
  patch: Record<string, Partial<BetOddsAnswer['plays'][number]>> = {},
): BetOddsAnswer => ({
  gameId,
  lunarYear: 2026,
  plays: plays.map((play) => ({
    playCode: play.code,
    enabled: true,
    minAmount: 1,
    maxAmount: 5_000,
    turnMax: 50_000,
    odds: Object.fromEntries(play.oddsItems.map((item) => [item.key, testOdds[item.key] ?? 1_980])),
    ...patch[play.code],
  })),
});

export const openTurnNum = '2026100';
export const lastTurnNum = '2026099';
/** 2026 is the year of the horse: ball 1 is 马. */
export const lastOpenNum = '01,12,23,34,45,46,49';

/** A game whose turn 2026100 closes `closeIn` ms after `now`; the last draw 2026099 is final. */
export const lotteryInfoAt = (
  now: number,
  {
    gameId = 110,
    gameName = '澳门六合彩',
    closeIn = 10 * 60_000,
    cur = {},
    pre = {},
  }: {
    gameId?: number;
    gameName?: string;
    closeIn?: number;
    cur?: Partial<LotteryInfo['cur']>;
    pre?: Partial<LotteryInfo['pre']>;
  } = {},
): LotteryInfo => ({
  gameId,
  gameName,
  serverTime: now,
  cur: {
    turnNum: openTurnNum,
    closeTime: now + closeIn,
    liveUrl: '',
    commitment: 'c',
    ...cur,
  },
  pre: {
    turnNum: lastTurnNum,
    openNum: lastOpenNum,
    isStreaming: 0,
    openTime: now - 3_600_000,
    liveUrl: '',
    revealTimes: [],
    ...pre,
  },
  plan: { turnNum: cur.turnNum ?? openTurnNum, planTime: now + closeIn + 60_000 },
});

/** An order of member01 on the open turn (stake 10 yuan at 48.8 unless patched). */
export const orderOf = (patch: Partial<BetOrder> = {}): BetOrder =>
  betOrderOf({ turnNum: openTurnNum, ...patch });
