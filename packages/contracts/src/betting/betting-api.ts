import { z } from 'zod';
import { query } from '../query';
import { turnNumPattern } from '../draws';

/**
 * Betting calls (issue 18; docs/api.md "Betting"). The spec names only the cancel call; placing
 * and the odds read are ours, in the spec's style: under the API base, the envelope, JSON like
 * the other writes with a list in them. Money travels in thousandths of a yuan except stakes,
 * which a member types in whole yuan; odds travel in thousandths (48.8 → 48800).
 */
export const bettingPaths = {
  /** GET gameId → the game's plays with their limits and odds (open to visitors). */
  odds: '/v/bet/odds',
  /** POST JSON PlaceSlipBody → PlaceSlipAnswer. */
  place: '/api/bet/place',
  /** POST form `orderNo` (comma-separated) — spec part 2 §7. */
  cancel: '/api/bet/cancel',
  /** GET gameId, turnNum → the member's orders of that turn (the game page's 本期注单). */
  turnOrders: '/api/bet/turn-orders',
} as const;

export const bettingOperatorPaths = {
  /** POST JSON {gameId, odds: {key: thousandths}} */
  odds: '/operator/bet-odds',
  /** POST JSON {gameId, playCode, enabled?, minAmount?, maxAmount?, turnMax?} */
  limits: '/operator/bet-limits',
} as const;

/** Bet status (spec part 2 §4): 0 pending, 1 settled, 2 cancelled, 3 deleted, 4 chase stopped. */
export const betStatus = { pending: 0, settled: 1, cancelled: 2, deleted: 3, chaseStopped: 4 } as const;
export type BetStatus = (typeof betStatus)[keyof typeof betStatus];

/** Result of a settled bet: 0 未中奖, 1 已派奖, 2 和局. */
export const betResult = { lost: 0, won: 1, tie: 2 } as const;
export type BetResult = (typeof betResult)[keyof typeof betResult];

/** `model` of an order: 1 credit (the spec's default), otherwise official. */
export const betModelCredit = 1;

export const bettingLimits = {
  /** Bets (注) on one slip, after combinations are expanded. */
  maxBetsPerSlip: 200,
  /** A chase covers this many turns at most (the first included). */
  maxChaseTurns: 30,
  /** Whole yuan on one bet, whatever a play's own limit says. */
  maxStakeYuan: 1_000_000,
} as const;

/** System config key: a win paying at least this many thousandths of a yuan is announced. */
export const awardThresholdKey = 'bet_award_threshold';
export const defaultAwardThreshold = 1_000_000;

const gameId = z.coerce.number().int().min(1).max(99_999);
const turnNum = z.string().regex(turnNumPattern, '期号格式错误');

export const betOddsQuery = query({ gameId });

export const placeBet = z.strictObject({
  playCode: z.string().regex(/^[a-z0-9]{1,12}$/, '玩法不存在'),
  /** Option keys joined by ',' (betting/plays.ts `expandSelection` makes them). */
  content: z.string().min(1).max(200),
  /** Whole yuan. */
  amount: z
    .number({ error: '投注金额必须是整数' })
    .int('投注金额必须是整数')
    .min(1, '投注金额必须大于0')
    .max(bettingLimits.maxStakeYuan, '投注金额超出上限'),
});
export type PlaceBet = z.infer<typeof placeBet>;

export const placeSlipBody = z.strictObject({
  gameId: z.number().int().min(1).max(99_999),
  /** The turn the page showed open; refused when it has closed (the server's clock decides). */
  turnNum,
  /** A key the client makes once per confirmation: a retry with it never places twice. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '请求编号格式错误'),
  bets: z.array(placeBet).min(1, '请选择投注内容').max(bettingLimits.maxBetsPerSlip, '注数过多'),
  /** 追号: the same bets on this turn and the next `turns - 1`, all debited now. */
  chase: z
    .strictObject({
      turns: z.number().int().min(2, '追号期数至少2期').max(bettingLimits.maxChaseTurns, '追号期数最多30期'),
      stopOnWin: z.boolean(),
    })
    .optional(),
});
export type PlaceSlipBody = z.infer<typeof placeSlipBody>;

export const cancelBetBody = z.strictObject({
  orderNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{6,32}(,[A-Za-z0-9]{6,32}){0,199}$/, '注单号格式错误'),
});

export const turnOrdersQuery = query({ gameId, turnNum });

/** One play of a game as the bet slip shows it. */
export interface BetPlayOdds {
  playCode: string;
  enabled: boolean;
  /** Whole yuan per bet. */
  minAmount: number;
  maxAmount: number;
  /** Whole yuan one member may stake on this play in one turn. */
  turnMax: number;
  /** Odds item key → odds in thousandths. */
  odds: Record<string, number>;
}

export interface BetOddsAnswer {
  gameId: number;
  /** The lunar year of the open turn's draw date: the zodiac plays' numbers follow it. */
  lunarYear: number;
  plays: BetPlayOdds[];
}

/** An order as the member's screens show it (spec part 2 §3 "Bet order", plus what the slip needs). */
export interface BetOrder {
  orderNo: string;
  status: number;
  result: number | null;
  /** The turn's close time, epoch ms. */
  betEndTime: number;
  trackOrderNo: string;
  gameId: number;
  gameInfo: string;
  model: number;
  /** When it was placed, epoch ms. */
  addTime: number;
  cateName: string;
  turnNum: string;
  /** Stake, thousandths of a yuan. */
  totalMoney: number;
  /** Paid on settlement (win: stake × odds, tie: the stake), thousandths of a yuan. */
  reward: number;
  account: string;
  openNum: string;
  /** The bet as a member reads it: `特码 07`, `三中二 03,15,22`. */
  betInfo: string;
  playCode: string;
  content: string;
  odds: number;
  odds2: number | null;
}

export interface PlaceSlipAnswer {
  orders: BetOrder[];
  /** The main balance after the debit, thousandths of a yuan. */
  money: number;
}

export const setBetOddsBody = z.strictObject({
  gameId: z.number().int().min(1).max(99_999),
  odds: z.record(z.string().min(1).max(40), z.number().int().min(1001).max(100_000_000)),
});
export type SetBetOddsBody = z.infer<typeof setBetOddsBody>;

export const setBetLimitsBody = z
  .strictObject({
    gameId: z.number().int().min(1).max(99_999),
    playCode: z.string().regex(/^[a-z0-9]{1,12}$/),
    enabled: z.boolean().optional(),
    minAmount: z.number().int().min(1).max(bettingLimits.maxStakeYuan).optional(),
    maxAmount: z.number().int().min(1).max(bettingLimits.maxStakeYuan).optional(),
    turnMax: z.number().int().min(1).max(100_000_000).optional(),
  });
export type SetBetLimitsBody = z.infer<typeof setBetLimitsBody>;

/** Texts of the bet slip and the cancel (spec part 2 §8 for the cancel ones). */
export const bettingTexts = {
  cancelled: '撤销成功',
  placed: '下注成功',
  confirmTitle: '确认下注',
  confirm: '确认下注',
  clear: '清空',
  turnClosed: '本期已封盘，请等待下一期',
  insufficient: '余额不足',
  goRecharge: '去充值',
  myOrders: '我的注单',
  chase: '追号',
  stopOnWin: '中奖后停止追号',
} as const;

/** The bus channel of big wins (the chat's award popup reads it; spec part 2 §3 "Award notice"). */
export const awardChannel = 'award';

export interface AwardNotice {
  nickname: string;
  userName: string;
  gameId: number;
  gameName: string;
  /** Thousandths of a yuan. */
  reward: number;
}
