import { z } from 'zod';

/**
 * 我的洗码 (issue 20; spec part 2 §7 "/api/user/betting-bonus" and "/claim", shapes not shown):
 * a rebate on the turnover of valid bets since the last claim, at the rate of the member's VIP
 * level per category. A valid bet is settled, not cancelled and not a tie (a live round whose
 * payout equals its stake is a tie). Money in thousandths of a yuan; rates in 1/10,000.
 */
export const bettingBonusPaths = {
  /** GET → BettingBonus. */
  summary: '/api/user/betting-bonus',
  /** POST JSON ClaimBettingBonusBody → BettingBonusClaim; credited as 返水 (type 7). */
  claim: '/api/user/betting-bonus/claim',
} as const;

export const bettingBonusOperatorPaths = {
  /** POST JSON SetBettingBonusRateBody. */
  rates: '/operator/betting-bonus-rates',
} as const;

export const bettingBonusCategories = ['lottery', 'live'] as const;
export type BettingBonusCategory = (typeof bettingBonusCategories)[number];
export const bettingBonusCategoryNames: Record<BettingBonusCategory, string> = {
  lottery: '彩票',
  live: '娱乐场',
};

/** The largest rate an operator may set: 3 % (300 / 10,000). */
export const maxBettingBonusRate = 300;

/** The rebate of a turnover at a rate: thousandths of a yuan, rounded down. */
export const bettingBonusOf = (validBet: number, rate: number): number =>
  Math.floor((validBet * rate) / 10_000);

/** `0.30%` */
export const bettingBonusRateText = (rate: number): string => `${(rate / 100).toFixed(2)}%`;

export const bettingBonusRow = z.object({
  category: z.enum(bettingBonusCategories),
  name: z.string(),
  /** Turnover of the valid bets not yet claimed. */
  validBet: z.number().int(),
  betCount: z.number().int(),
  rate: z.number().int(),
  amount: z.number().int(),
});
export type BettingBonusRow = z.infer<typeof bettingBonusRow>;

export const bettingBonus = z.object({
  list: z.array(bettingBonusRow),
  /** What 领取 would pay now. */
  total: z.number().int(),
  vipLevel: z.number().int(),
  /** The last claim, epoch ms, or null. */
  lastClaimAt: z.number().int().nullable(),
  /** Claimed in all so far. */
  claimedTotal: z.number().int(),
});
export type BettingBonus = z.infer<typeof bettingBonus>;

export const claimBettingBonusBody = z.strictObject({
  /** Made once per tap of 领取: a retry with it answers the same claim and pays nothing more. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '请求编号格式错误'),
});
export type ClaimBettingBonusBody = z.infer<typeof claimBettingBonusBody>;

export const bettingBonusClaim = z.object({
  claimId: z.number().int(),
  /** Paid by this claim. */
  amount: z.number().int(),
  /** The main balance right after it. */
  money: z.number().int(),
  /** Epoch ms. */
  claimedAt: z.number().int(),
  list: z.array(bettingBonusRow),
});
export type BettingBonusClaim = z.infer<typeof bettingBonusClaim>;

export const setBettingBonusRateBody = z.strictObject({
  vipLevel: z.number().int().min(0).max(9),
  category: z.enum(bettingBonusCategories),
  rate: z.number().int().min(0).max(maxBettingBonusRate),
});
export type SetBettingBonusRateBody = z.infer<typeof setBettingBonusRateBody>;
