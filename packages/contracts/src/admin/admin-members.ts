import { z } from 'zod';
import { query } from '../query';
import { textField } from '../validation';
import { maxVipLevel } from '../account/profile';
import { isStrongPassword, registrationMessages } from '../account/registration';
import { balanceAdjustAnswer } from '../recharge/recharge-api';
import { adminIdempotencyKey, adminPage, adminPageQuery } from './admin-common';

export const memberSearchFields = ['account', 'phone', 'fullName', 'agent', 'ip'] as const;
export const memberSearchFieldLabels: Record<(typeof memberSearchFields)[number], string> = {
  account: '账号',
  phone: '手机号',
  fullName: '真实姓名',
  agent: '上级代理',
  ip: 'IP',
};

export const adminMembersQuery = query({
  ...adminPageQuery,
  /** Matches the start of the field (account, phone, name, agent's account) or an exact IP. */
  keyword: textField(64).optional(),
  field: z.enum(memberSearchFields).default('account'),
  /** 0 normal, 1 frozen. */
  status: z.coerce.number().int().min(0).max(1).optional(),
  sort: z.enum(['createdAt', 'lastLoginAt', 'balance']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminMembersQuery = z.infer<typeof adminMembersQuery>;

export const adminMemberRow = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  fullName: z.string(),
  phone: z.string(),
  /** HY official, TEST trial. */
  type: z.string(),
  isAgent: z.boolean(),
  agentAccount: z.string().nullable(),
  vipLevel: z.number().int(),
  /** 0 normal, 1 frozen. */
  status: z.number().int(),
  /** Main wallet, thousandths of a yuan. */
  balance: z.number().int(),
  registeredIp: z.string(),
  lastLoginAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type AdminMemberRow = z.infer<typeof adminMemberRow>;
export const adminMemberPage = adminPage(adminMemberRow);

export const adminMemberDetail = adminMemberRow.extend({
  email: z.string(),
  qq: z.string(),
  weixin: z.string(),
  birthday: z.string(),
  /** The live (third-party games) wallet, thousandths of a yuan. */
  liveBalance: z.number().int(),
  /** Frozen by withdrawals under review. */
  withdrawingAmount: z.number().int(),
  rechargeTotal: z.number().int(),
  fundPasswordSet: z.boolean(),
  fundPasswordLocked: z.boolean(),
  mustResetPassword: z.boolean(),
  /** Blacklisted for every third-party game. */
  gameBlacklisted: z.boolean(),
  enableChat: z.boolean(),
  openSessions: z.number().int(),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetail>;

export const adminMemberPageQuery = query({
  ...adminPageQuery,
  id: z.coerce.number().int().positive(),
});

export const adminLedgerRow = z.object({
  id: z.number().int(),
  wallet: z.string(),
  type: z.number().int(),
  typeLabel: z.string(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reference: z.string(),
  remark: z.string(),
  createdAt: z.number().int(),
});
export const adminLedgerPage = adminPage(adminLedgerRow);

export const adminBetRow = z.object({
  orderNo: z.string(),
  gameName: z.string(),
  turnNum: z.string(),
  playName: z.string(),
  content: z.string(),
  amount: z.number().int(),
  payout: z.number().int(),
  status: z.number().int(),
  statusText: z.string(),
  createdAt: z.number().int(),
});
export const adminBetPage = adminPage(adminBetRow);

/** A session is also the login history: when, from where, with what, and how it ended. */
export const adminSessionRow = z.object({
  id: z.number().int(),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  endedAt: z.number().int().nullable(),
  endReason: z.string().nullable(),
});
export const adminSessionPage = adminPage(adminSessionRow);

const reason = textField(200).min(1, '请填写原因');

/** Freezing ends every session of the member at once. */
export const freezeMemberBody = z.strictObject({
  id: z.number().int().positive(),
  frozen: z.boolean(),
  reason,
});
export const blacklistMemberBody = z.strictObject({
  id: z.number().int().positive(),
  blacklisted: z.boolean(),
  reason,
});
/** The operator sets a password the member is told; every session of the member ends. */
export const resetMemberPasswordBody = z.strictObject({
  id: z.number().int().positive(),
  password: z.string().max(64).refine(isStrongPassword, registrationMessages.password),
});
export const clearFundLockBody = z.strictObject({ id: z.number().int().positive() });
/** 人工存款 (positive) or 人工扣款 (negative), thousandths of a yuan, with a reason. */
export const adminAdjustBody = z.strictObject({
  id: z.number().int().positive(),
  amount: z
    .number()
    .int()
    .refine((v) => v !== 0, '金额不能为0')
    .refine((v) => Math.abs(v) <= 1_000_000_000, '单笔调整不能超过100万元'),
  reason,
  idempotencyKey: adminIdempotencyKey,
});
export const setVipLevelBody = z.strictObject({
  id: z.number().int().positive(),
  vipLevel: z.number().int().min(0).max(maxVipLevel),
});
/** Move to another agent (by account), or to none (empty). */
export const moveMemberBody = z.strictObject({
  id: z.number().int().positive(),
  agentAccount: textField(32),
});

/** Every member action but the adjustment answers the member as the action left them. */
export const adminMemberActionAnswer = adminMemberDetail;
/** 人工存款 / 人工扣款 answer the entry posted (a retry with the same key, the first one). */
export const adminAdjustAnswer = balanceAdjustAnswer;
