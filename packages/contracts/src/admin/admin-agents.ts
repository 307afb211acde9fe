import { z } from 'zod';
import { query } from '../query';
import { textField } from '../validation';
import { defaultRebate } from '../account/profile';
import { bettingBonusCategories, setBettingBonusRateBody } from '../reports/betting-bonus-api';
import { adminDay, adminPage, adminPageQuery } from './admin-common';

/**
 * 代理管理 (issue 24): the agent tree, an agent's team, links and rebate, and the 洗码 rates.
 * Reads need `view`, changes `manageAgents`. Rebates in percent (tenths), money in thousandths
 * of a yuan, 洗码 rates in 1/10,000 of the valid turnover.
 */
export const adminAgentPaths = {
  /** GET AdminAgentTreeQuery → a page of AdminAgentNode: one level of the tree. */
  tree: '/admin/agents/tree',
  /** GET {id} or {account} → AdminAgentDetail. */
  detail: '/admin/agents/detail',
  /** GET AdminAgentTeamQuery → AdminAgentTeam: the team's sums over UTC+8 days. */
  team: '/admin/agents/team',
  /** GET AdminAgentMembersQuery → a page of AdminAgentMember. */
  members: '/admin/agents/members',
  /** GET {id, page, size} → a page of AdminAgentLink. */
  links: '/admin/agents/links',
  /** POST SetAgentRebateBody → AdminAgentDetail. */
  setRebate: '/admin/agents/rebate',
  /** GET → AdminBonusRates. */
  bonusRates: '/admin/agents/bonus-rates',
  /** POST SetBettingBonusRateBody → AdminBonusRates (the operator-token call's service). */
  saveBonusRate: '/admin/agents/bonus-rates/save',
} as const;

/** The highest rebate of an account with no agent above it: the site's full rebate. */
export const topRebate = defaultRebate;

/** One level of the tree: the top (no parentId) or an account's direct downline. */
export const adminAgentTreeQuery = query({
  parentId: z.coerce.number().int().positive().optional(),
  ...adminPageQuery,
  size: z.coerce.number().int().min(1).max(200).default(100),
});

export const adminAgentNode = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  isAgent: z.boolean(),
  rebate: z.number(),
  /** 0 normal, 1 frozen. */
  status: z.number().int(),
  /** Direct downline accounts, and the whole team below (any depth). */
  directCount: z.number().int(),
  teamCount: z.number().int(),
});
export type AdminAgentNode = z.infer<typeof adminAgentNode>;
export const adminAgentNodePage = adminPage(adminAgentNode);

/** An account by id, or by account name (the console's 查找). */
export const adminAgentDetailQuery = query({
  id: z.coerce.number().int().positive().optional(),
  account: textField(32).optional(),
}).refine((value) => value.id !== undefined || Boolean(value.account), '请输入代理账号');

export const adminAgentDetail = adminAgentNode.extend({
  parentId: z.number().int().nullable(),
  /** The agents above it, the top first. */
  path: z.array(z.object({ id: z.number().int(), account: z.string() })),
  /** The rebates the account may be given: [highest given below it, its agent's (or topRebate)]. */
  rebateRange: z.tuple([z.number(), z.number()]),
  /** Main wallet balance of the whole team (it included). */
  teamBalance: z.number().int(),
  createdAt: z.number().int(),
});
export type AdminAgentDetail = z.infer<typeof adminAgentDetail>;

/** A range of UTC+8 days (at most 31); both absent → today. */
export const adminAgentTeamQuery = query({
  id: z.coerce.number().int().positive(),
  startDate: adminDay.optional(),
  endDate: adminDay.optional(),
});

/** The team (the account and everyone below) over the days, from the rows and team day sums. */
export const adminAgentTeam = z.object({
  startDate: z.string(),
  endDate: z.string(),
  teamCount: z.number().int(),
  registered: z.number().int(),
  firstRecharges: z.number().int(),
  rechargeCount: z.number().int(),
  rechargeUsers: z.number().int(),
  rechargeAmount: z.number().int(),
  withdrawAmount: z.number().int(),
  /** Lottery bets placed in the days and settled: stakes, payouts, agents' shares. */
  betAmount: z.number().int(),
  winAmount: z.number().int(),
  shareAmount: z.number().int(),
  liveBetAmount: z.number().int(),
  liveWinAmount: z.number().int(),
  /** What the account itself was credited as 代理返点. */
  agentRebate: z.number().int(),
  rechargeDiscount: z.number().int(),
  otherDiscount: z.number().int(),
  /** Main wallet balances now. */
  balance: z.number().int(),
});
export type AdminAgentTeam = z.infer<typeof adminAgentTeam>;

export const adminAgentMembersQuery = query({
  ...adminPageQuery,
  id: z.coerce.number().int().positive(),
  /** Contains, case-insensitive. */
  account: textField(32).optional(),
  /** 1: the whole team; else the direct downline. */
  all: z.coerce.number().int().min(0).max(1).default(0),
});

export const adminAgentMember = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  isAgent: z.boolean(),
  rebate: z.number(),
  /** 1 a direct downline. */
  depth: z.number().int(),
  balance: z.number().int(),
  online: z.boolean(),
  createdAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
});
export type AdminAgentMember = z.infer<typeof adminAgentMember>;
export const adminAgentMemberPage = adminPage(adminAgentMember).extend({
  totalBalance: z.number().int(),
});

export const adminAgentLinksQuery = query({
  ...adminPageQuery,
  id: z.coerce.number().int().positive(),
});

export const adminAgentLink = z.object({
  id: z.number().int(),
  code: z.string(),
  /** Registrations become agents. */
  isAgent: z.boolean(),
  rebate: z.number(),
  /** null: no limit. */
  quota: z.number().int().nullable(),
  used: z.number().int(),
  remark: z.string(),
  path: z.string(),
  createdAt: z.number().int(),
});
export type AdminAgentLink = z.infer<typeof adminAgentLink>;
export const adminAgentLinkPage = adminPage(adminAgentLink).extend({
  totalUsed: z.number().int(),
});

export const setAgentRebateBody = z.strictObject({
  id: z.number().int().positive(),
  rebate: z.number().min(0).max(topRebate),
});

export const adminBonusRatesQuery = query({});

export const adminBonusRates = z.object({
  /** Every VIP level, 0 to maxVipLevel, with a rate per category (0 when none was set). */
  levels: z.array(
    z.object({
      vipLevel: z.number().int(),
      rates: z.record(z.enum(bettingBonusCategories), z.number().int()),
    }),
  ),
  maxRate: z.number().int(),
});
export type AdminBonusRates = z.infer<typeof adminBonusRates>;

export const saveBonusRateBody = setBettingBonusRateBody;
