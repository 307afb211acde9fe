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
export const betStatus = {
  pending: 0,
  settled: 1,
  cancelled: 2,
  deleted: 3,
  chaseStopped: 4,
} as const;
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

/** The slip's checks, the same words in the web's check before sending and the server's after. */
export const slipMessages = {
  noBets: '请选择投注内容',
  tooManyBets: '注数过多',
  amountInteger: '投注金额必须是整数',
  amountPositive: '投注金额必须大于0',
  amountTooLarge: '投注金额超出上限',
} as const;

const gameId = z.coerce.number().int().min(1).max(99_999);
const turnNum = z.string().regex(turnNumPattern, '期号格式错误');

export const betOddsQuery = query({ gameId });

export const placeBet = z.strictObject({
  playCode: z.string().regex(/^[a-z0-9]{1,12}$/, '玩法不存在'),
  /** Option keys joined by ',' (betting/plays.ts `expandSelection` makes them). */
  content: z.string().min(1).max(200),
  /** Whole yuan. */
  amount: z
    .number({ error: slipMessages.amountInteger })
    .int(slipMessages.amountInteger)
    .min(1, slipMessages.amountPositive)
    .max(bettingLimits.maxStakeYuan, slipMessages.amountTooLarge),
});
export type PlaceBet = z.infer<typeof placeBet>;

export const placeSlipBody = z.strictObject({
  gameId: z.number().int().min(1).max(99_999),
  /** The turn the page showed open; refused when it has closed (the server's clock decides). */
  turnNum,
  /** A key the client makes once per confirmation: a retry with it never places twice. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '请求编号格式错误'),
  bets: z
    .array(placeBet)
    .min(1, slipMessages.noBets)
    .max(bettingLimits.maxBetsPerSlip, slipMessages.tooManyBets),
  /** 追号: the same bets on this turn and the next `turns - 1`, all debited now. */
  chase: z
    .strictObject({
      turns: z
        .number()
        .int()
        .min(2, '追号期数至少2期')
        .max(bettingLimits.maxChaseTurns, '追号期数最多30期'),
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
export const betPlayOdds = z.object({
  playCode: z.string(),
  enabled: z.boolean(),
  /** Whole yuan per bet. */
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  /** Whole yuan one member may stake on this play in one turn. */
  turnMax: z.number().int(),
  /** Odds item key → odds in thousandths. */
  odds: z.record(z.string(), z.number().int()),
});
export type BetPlayOdds = z.infer<typeof betPlayOdds>;

export const betOddsAnswer = z.object({
  gameId: z.number().int(),
  /** The lunar year of the open turn's draw date: the zodiac plays' numbers follow it. */
  lunarYear: z.number().int(),
  plays: z.array(betPlayOdds),
});
export type BetOddsAnswer = z.infer<typeof betOddsAnswer>;

/** An order as the member's screens show it (spec part 2 §3 "Bet order", plus what the slip needs). */
export const betOrder = z.object({
  orderNo: z.string(),
  status: z.number().int(),
  result: z.number().int().nullable(),
  /** The turn's close time, epoch ms. */
  betEndTime: z.number().int(),
  /** The chase's first order number; '' outside a chase. */
  trackOrderNo: z.string(),
  gameId: z.number().int(),
  gameInfo: z.string(),
  model: z.number().int(),
  /** When it was placed, epoch ms. */
  addTime: z.number().int(),
  cateName: z.string(),
  turnNum: z.string(),
  /** Stake, thousandths of a yuan. */
  totalMoney: z.number().int(),
  /** Paid on settlement (win: stake × odds, tie: the stake), thousandths of a yuan. */
  reward: z.number().int(),
  account: z.string(),
  openNum: z.string(),
  /** The bet as a member reads it: `特码 07`, `三中二 03,15,22`. */
  betInfo: z.string(),
  playCode: z.string(),
  content: z.string(),
  odds: z.number().int(),
  odds2: z.number().int().nullable(),
});
export type BetOrder = z.infer<typeof betOrder>;

export const placeSlipAnswer = z.object({
  orders: z.array(betOrder),
  /** The main balance after the debit, thousandths of a yuan. */
  money: z.number().int(),
});
export type PlaceSlipAnswer = z.infer<typeof placeSlipAnswer>;

export const cancelBetAnswer = z.object({
  /** The order numbers cancelled (all that were asked for). */
  cancelled: z.array(z.string()),
  /** The main balance after the refunds, thousandths of a yuan. */
  money: z.number().int(),
});
export type CancelBetAnswer = z.infer<typeof cancelBetAnswer>;

export const setBetOddsBody = z.strictObject({
  gameId: z.number().int().min(1).max(99_999),
  odds: z.record(z.string().min(1).max(40), z.number().int().min(1001).max(100_000_000)),
});
export type SetBetOddsBody = z.infer<typeof setBetOddsBody>;

export const setBetLimitsBody = z.strictObject({
  gameId: z.number().int().min(1).max(99_999),
  playCode: z.string().regex(/^[a-z0-9]{1,12}$/),
  enabled: z.boolean().optional(),
  minAmount: z.number().int().min(1).max(bettingLimits.maxStakeYuan).optional(),
  maxAmount: z.number().int().min(1).max(bettingLimits.maxStakeYuan).optional(),
  turnMax: z.number().int().min(1).max(100_000_000).optional(),
});
export type SetBetLimitsBody = z.infer<typeof setBetLimitsBody>;

/** Texts of the game page, the bet slip and the cancel (spec part 2 §2.4, §8 for the cancel ones). */
export const bettingTexts = {
  cancelled: '撤销成功',
  placed: '下注成功',
  confirmTitle: '确认下注',
  confirm: '确认下注',
  clear: '清空',
  turnClosed: '本期已封盘，请等待下一期',
  /** Followed by the window, as the game centre's maintenance message. */
  maintenance: '游戏维护中，暂停投注，维护时间：',
  insufficient: '余额不足',
  goRecharge: '去充值',
  myOrders: '我的注单',
  chase: '追号',
  stopOnWin: '中奖后停止追号',
  chaseTurns: '追号期数',
  slip: '投注单',
  betCount: '注数',
  betUnit: '注',
  turnLabel: '期号',
  placing: '提交中…',
  balance: '余额',
  login: '登录',
  total: '合计',
  amountPerBet: '单注金额',
  amountPlaceholder: '请输入金额',
  amountRequired: '请输入投注金额',
  amountInteger: slipMessages.amountInteger,
  amountPositive: slipMessages.amountPositive,
  amountTooLarge: slipMessages.amountTooLarge,
  pickFirst: slipMessages.noBets,
  tooManyBets: slipMessages.tooManyBets,
  noPlays: '该彩种暂未开放投注',
  toClose: '距封盘',
  closed: '已封盘',
  waitingTurn: '等待开盘',
  lastResult: '上期开奖',
  drawing: '开奖中',
  odds: '赔率',
  turnOrders: '本期注单',
  lastTurnOrders: '上期注单',
  cancelOrder: '撤单',
  /** Spec part 2 §2.4: the cancel's confirmation. */
  cancelConfirm: '确定撤单吗?',
  cancel: '取消',
  ok: '确定',
  loginToBet: '登录后投注',
  betTab: '投注',
  heatMap: '冷热分析',
  gameChat: '聊天室',
  heatSpecial: '特码',
  heatAny: '全部号码',
  hottest: '最热号码',
  coldest: '最冷号码',
  heatCold: '冷',
  heatHot: '热',
  heatSpecialCaption: '特码出现次数',
  heatAnyCaption: '七个号码出现次数',
  /** The game page's title until the game's name is read. */
  gameTitle: '彩票游戏',
  /** The lucky-niu-niu skin of game 95. */
  luckyNiuNiu: '幸运牛牛',
  launching: '游戏加载中',
} as const;

/** 近100期: the draws the heat map counts. */
export const recentDrawsText = (count: number): string => `近${count}期`;
/** 12次: how often a number came up. */
export const timesText = (count: number): string => `${count}次`;
/** 遗漏3: draws since a number last came up. */
export const missingText = (count: number): string => `遗漏${count}`;

/** 即将撤销N笔注单 (spec part 2 §2.4). */
export const cancelCountText = (count: number): string => `即将撤销${count}笔注单`;

/** BET/AMOUNT_LIMIT with the play's range: the server's message, and the slip's before sending. */
export const amountRangeText = (minAmount: number, maxAmount: number): string =>
  `单注金额须在${minAmount}至${maxAmount}元之间`;

/** BET/TURN_LIMIT with the play's limit (whole yuan per member per turn). */
export const turnLimitText = (playName: string, turnMax: number): string =>
  `超出本期该玩法的投注限额：${playName}每期最多${turnMax}元`;

/** The hint over the options of a play that is not one bet per option. */
export const pickHintText = (play: {
  kind: string;
  pick?: number;
  minPick?: number;
  maxPick?: number;
}): string | null => {
  if (play.kind === 'combination')
    return `每${play.pick ?? 1}个为一注，最多选择${play.maxPick ?? 0}个`;
  if (play.kind === 'group') return `选择${play.minPick ?? 1}至${play.maxPick ?? 0}个为一注`;
  return null;
};

/** The quick amounts of the slip, whole yuan. */
export const betQuickAmounts = [10, 50, 100, 500] as const;

/** After a draw the game page re-reads the turn's orders this often until they are settled, for at most `forMs`. */
export const settlementWatch = { pollMs: 2_000, forMs: 60_000 } as const;

/**
 * Whether an order may be cancelled now (spec part 2 §4, §5): pending, its turn not closed
 * (betEndTime, UTC+8 on the spec's clock: an instant here) and cancelling enabled (system config
 * hy_is_cancel = 1).
 */
export const canCancelOrder = (
  order: Pick<BetOrder, 'status' | 'betEndTime'>,
  now: number,
  cancelEnabled: boolean,
): boolean => cancelEnabled && order.status === betStatus.pending && order.betEndTime > now;

/**
 * An order's status as the member reads it (spec part 2 §4): pending 可撤销 (可撤销[追] in a
 * chase) while it may be cancelled, otherwise 未开奖; settled 未中奖, 已派奖 or 和局; 已撤单; 删除;
 * 追号停止; anything else '-'.
 */
export const betStatusText = (
  order: Pick<BetOrder, 'status' | 'result' | 'betEndTime' | 'trackOrderNo'>,
  now: number,
  cancelEnabled: boolean,
): string => {
  switch (order.status) {
    case betStatus.pending:
      if (!canCancelOrder(order, now, cancelEnabled)) return '未开奖';
      return order.trackOrderNo === '' ? '可撤销' : '可撤销[追]';
    case betStatus.settled:
      return order.result === betResult.lost
        ? '未中奖'
        : order.result === betResult.won
          ? '已派奖'
          : order.result === betResult.tie
            ? '和局'
            : '-';
    case betStatus.cancelled:
      return '已撤单';
    case betStatus.deleted:
      return '删除';
    case betStatus.chaseStopped:
      return '追号停止';
    default:
      return '-';
  }
};

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
