import { z } from 'zod';

export const avatarIds = { min: 1, max: 16 } as const;
export const maxVipLevel = 9;
export const defaultRebate = 8;

/** GET /app-api/api/user/info: the profile of spec part 1 §3. Amounts in thousandths of a yuan. */
export const profile = z.object({
  userInfo: z.object({
    userId: z.number().int(),
    account: z.string(),
    nickname: z.string(),
    /** TEST trial, HY official. */
    type: z.enum(['TEST', 'HY']),
    avatarId: z.number().int().min(1).max(16),
    vipLevel: z.number().int().min(0).max(maxVipLevel),
    hyLevel: z.number().int(),
    cycleBetAmount: z.number().int(),
    isDl: z.union([z.literal(0), z.literal(1)]),
    enableChat: z.union([z.literal(0), z.literal(1)]),
    chatLevel: z.number().int(),
    chatThemeColor: z.number().int(),
    rebate: z.number(),
  }),
  extInfo: z.object({
    money: z.number().int(),
    liveMoney: z.number().int(),
    /** 1 when a withdraw password is set; the password itself never leaves the server. */
    fundPwd: z.union([z.literal(0), z.literal(1)]),
    rechMoney: z.number().int(),
  }),
  userDetail: z.object({
    domain: z.string(),
    fullName: z.string(),
    email: z.string(),
    phone: z.string(),
    qq: z.string(),
    weixin: z.string(),
    birthday: z.string(),
  }),
  unReadCount: z.number().int(),
});
export type Profile = z.infer<typeof profile>;

export const balances = z.object({ money: z.number().int(), liveMoney: z.number().int() });
export type Balances = z.infer<typeof balances>;

/** The balance shown is money plus liveMoney. */
export const shownBalance = (b: Balances): number => b.money + b.liveMoney;

export const vipRule = z.object({ vipLevel: z.number().int(), betMoney: z.number().int() });
export const vipRules = z.array(vipRule);
export type VipRule = z.infer<typeof vipRule>;

/** The VIP bar shows while the next level is below 9 (spec part 1 §2 Profile). */
export const vipProgress = (vipLevel: number, cycleBetAmount: number, rules: VipRule[]) => {
  const next = rules.find((rule) => rule.vipLevel === vipLevel + 1);
  if (!next || next.vipLevel >= maxVipLevel) return null;
  return {
    nextLevel: next.vipLevel,
    current: cycleBetAmount,
    needed: next.betMoney,
    ratio: next.betMoney > 0 ? Math.min(1, cycleBetAmount / next.betMoney) : 1,
  };
};

/** Masks the middle of strings of 6 or more characters (spec part 1 §9). */
export const maskMiddle = (value: string): string => {
  if (value.length < 6) return value;
  const keep = value.length >= 10 ? 4 : value.length >= 7 ? 3 : 2;
  const tail = value.length >= 7 ? 4 : 2;
  const shownTail = Math.min(tail, value.length - keep - 1);
  return `${value.slice(0, keep)}${'*'.repeat(value.length - keep - shownTail)}${value.slice(value.length - shownTail)}`;
};
