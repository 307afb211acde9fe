import { z } from 'zod';
import { calendarDate } from '../calendar-date';
import { query } from '../query';
import { encryptedSecret } from '../account/account-api';
import { textField } from '../validation';

/** A row id of ours: a positive int4. */
const rowId = z.coerce.number().int().positive().max(2_147_483_647);
/** An account id (bigint column, within JavaScript's safe integers). */
const userId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** Thousandths of a yuan a filter may name. */
const moneyBound = z.coerce.number().int().min(0).max(1e15);

/**
 * The agent programme (issue 22; spec part 2 §2.5, §3 "Agent team overview", §7 "Agent"; docs/api.md
 * "Agent"). Every call but the link lookup needs sign-in and the agent flag (isDl); ids outside the
 * caller's own team answer AGENT/NOT_IN_TEAM. Money in thousandths of a yuan, rebates in percent
 * of the stake (one decimal).
 */
export const agentPaths = {
  /** POST LinkForm (form) → PromotionLink. */
  createLink: '/api/spreadInfo/createByAgentId',
  /** POST ?id= LinkForm (form) → PromotionLink. */
  updateLink: '/api/spreadInfo/updateByAgentId',
  /** POST {id} (form) → null. */
  removeLink: '/api/spreadInfo/removeByAgentId',
  /** GET LinkListQuery → LinkPage: the caller's links, newest first. */
  links: '/api/spreadInfo/queryPageByAgentId',
  /** GET {code} → LinkInfo. No sign-in: the register page shows who invited. */
  linkInfo: '/api/spreadInfo/getLinkInfo',
  /** GET TeamReportQuery → TeamReport. */
  teamReport: '/api/dl/queryTeamRws',
  /** GET SubUserQuery → SubUserPage. */
  subUsers: '/api/dl/querySubUsers',
  /** GET → [min, max]: the rebates the caller may give a downline. */
  rebateRange: '/api/dl/getDlSubRebateRange',
  /** POST AddSubUserForm (form) → SubUser. */
  addUser: '/api/dl/add',
  /** GET {userId} → MemberInformation of one downline. */
  memberInformation: '/api/agent/memberInformation',
  /** GET: the agent declaration, an HTML page (operator's rich text, sanitized). */
  declaration: '/views/app_agendDelaer.html',
} as const;

/** 0 a member account, 1 an agent account (the profile's isDl). */
export const isDlFlag = z.union([z.literal(0), z.literal(1)]);
const isDlField = z.coerce.number().pipe(isDlFlag);

/** A rebate in percent of the stake, at most one decimal (agent-rules.ts rebateProblem). */
export const rebateField = z.coerce.number().min(0).max(100);

export const linkForm = z.strictObject({
  isDl: isDlField,
  rebate: rebateField,
  /** Registrations the link admits; empty or 0 means no limit. */
  quota: z.union([z.literal(''), z.coerce.number().int().min(0).max(1_000_000)]).optional(),
  remark: textField(32).optional(),
});
export type LinkForm = z.infer<typeof linkForm>;

export const linkIdQuery = z.strictObject({ id: rowId });
export const removeLinkForm = z.strictObject({ id: rowId });

export const promotionLink = z.object({
  id: z.number().int(),
  code: z.string(),
  isDl: isDlFlag,
  rebate: z.number(),
  /** null: no limit. */
  quota: z.number().int().nullable(),
  /** Registrations through the link so far. */
  used: z.number().int(),
  remark: z.string(),
  /** The register page with the code (the client puts its origin in front). */
  path: z.string(),
  /** Epoch ms. */
  createdAt: z.number().int(),
});
export type PromotionLink = z.infer<typeof promotionLink>;

export const linkListQuery = query({
  /** One link of the caller's (the link page reads it so). */
  id: rowId.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  rows: z.coerce.number().int().min(1).max(50).default(20),
});
export type LinkListQuery = z.infer<typeof linkListQuery>;

export const linkPage = z.object({
  data: z.array(promotionLink),
  otherData: z.object({ totalUsed: z.number().int() }),
  totalCount: z.number().int(),
});
export type LinkPage = z.infer<typeof linkPage>;

export const linkInfoQuery = query({ code: textField(32).pipe(z.string().min(1)) });

/** Who invites through a code (a link's, or an agent's own intrCode). */
export const linkInfo = z.object({
  code: z.string(),
  /** The inviting agent's nickname (their account when they have none). */
  agentName: z.string(),
  isDl: isDlFlag,
});
export type LinkInfo = z.infer<typeof linkInfo>;

/** yyyy-MM-dd (UTC+8), both included; today when absent. */
export const teamReportQuery = query({
  beginDate: calendarDate.optional(),
  endDate: calendarDate.optional(),
  /** One downline's team (them and their own downline) instead of the caller's. */
  userId: userId.optional(),
});
export type TeamReportQuery = z.infer<typeof teamReportQuery>;

/** One category of the team's bets (spec §3): stakes, payouts, rebates paid, win/loss. */
export const teamBetReport = z.object({
  /** The range, "yyyy-MM-dd ~ yyyy-MM-dd". */
  statTime: z.string(),
  bettingMoney: z.number().int(),
  winMoney: z.number().int(),
  rebateMoney: z.number().int(),
  /** The team's win (+) or loss (−): payouts − stakes. */
  winOrcloseMoney: z.number().int(),
});
export type TeamBetReport = z.infer<typeof teamBetReport>;

export const teamReport = z.object({
  cpBetReport: teamBetReport,
  ftBetReport: teamBetReport,
  liveBetReport: teamBetReport,
  /** The spec's spelling. Dividends and day wages: no such programme yet, always 0. */
  dlBonuus: z.number().int(),
  dlDayWage: z.number().int(),
  /** Agent rebates (代理返点) credited to the team's agents in the range. */
  dlRebate: z.number().int(),
  firstRechargeCount: z.number().int(),
  /** The team's balances now. */
  money: z.number().int(),
  rechargeCount: z.number().int(),
  registCount: z.number().int(),
  teamCount: z.number().int(),
  rwReport: z.object({
    rechMoney: z.number().int(),
    rechUserCount: z.number().int(),
    discountMoney: z.number().int(),
    rechDiscount: z.number().int(),
    otherDiscount: z.number().int(),
    withdrawMoney: z.number().int(),
  }),
});
export type TeamReport = z.infer<typeof teamReport>;

export const subUserQuery = query({
  account: textField(32).optional(),
  /** Joined between (yyyy-MM-dd, UTC+8, both included). */
  beginDate: calendarDate.optional(),
  endDate: calendarDate.optional(),
  /** 1 only those online now, 0 only those not. */
  online: isDlField.optional(),
  /** Balance range, thousandths of a yuan. */
  minBalance: moneyBound.optional(),
  maxBalance: moneyBound.optional(),
  /** Direct downline only (default) or the whole team. */
  all: isDlField.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  rows: z.coerce.number().int().min(1).max(50).default(20),
});
export type SubUserQuery = z.infer<typeof subUserQuery>;

export const subUser = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  isDl: isDlFlag,
  rebate: z.number(),
  balance: z.number().int(),
  /** 1 a direct downline of the caller. */
  level: z.number().int(),
  online: isDlFlag,
  /** Epoch ms. */
  registeredAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
});
export type SubUser = z.infer<typeof subUser>;

export const subUserPage = z.object({
  data: z.array(subUser),
  otherData: z.object({ totalBalance: z.number().int() }),
  totalCount: z.number().int(),
});
export type SubUserPage = z.infer<typeof subUserPage>;

export const rebateRange = z.tuple([z.number(), z.number()]);
export type RebateRange = z.infer<typeof rebateRange>;

export const addSubUserForm = z.strictObject({
  account: textField(32).pipe(z.string().min(1)),
  password: encryptedSecret,
  isDl: isDlField,
  rebate: rebateField,
});
export type AddSubUserForm = z.infer<typeof addSubUserForm>;

export const memberInformationQuery = query({ userId });

export const memberInformation = subUser.extend({
  /** Their agent's account (the caller, or an agent of the caller's team). */
  parentAccount: z.string(),
  /** Their own downline. */
  teamCount: z.number().int(),
  /** Their own bets and money, the last 30 days (UTC+8, today included). */
  recent: z.object({
    statTime: z.string(),
    betCount: z.number().int(),
    bettingMoney: z.number().int(),
    winMoney: z.number().int(),
    winOrcloseMoney: z.number().int(),
    rechMoney: z.number().int(),
    withdrawMoney: z.number().int(),
  }),
});
export type MemberInformation = z.infer<typeof memberInformation>;
