import { z } from 'zod';
import { query } from '../query';
import { textField } from '../validation';
import { yuanAmount } from '../recharge/recharge-api';

/**
 * Withdraw (提现) calls: spec part 2 §7 names save/v2, save/free-bank and validWithdraw/queryAll;
 * the history reads are ours (docs/api.md "Wallet"). The fund password travels sealed like every
 * secret (sk_encrypt.json); without it the call answers UC/CASH_PASSWORD and the client opens the
 * withdraw-password dialog, then sends the same request with it.
 */
export const withdrawPaths = {
  /** POST form WithdrawForm → WithdrawOrder: to one of the member's saved accounts. */
  save: '/api/userWithdraw/save/v2',
  /**
   * POST form FreeBankWithdrawForm → WithdrawOrder: to an account typed for this withdrawal only
   * (not saved), in the member's own real name.
   */
  freeBank: '/api/userWithdraw/save/free-bank',
  /** GET → ValidWithdraw: the turnover (打码量) each deposit asks and what counts toward it. */
  validWithdraw: '/api/userWithdraw/validWithdraw/queryAll',
  /** GET WithdrawListQuery → WithdrawOrderPage, newest first. */
  list: '/api/userWithdraw/list',
  /** GET id → WithdrawOrder (the member's own). */
  detail: '/api/userWithdraw/detail',
} as const;

export const withdrawOperatorPaths = {
  /** GET OperatorWithdrawQuery → WithdrawOrderPage of every member, newest first. */
  orders: '/operator/withdrawals',
  /** POST JSON {id, reason?} → WithdrawOrder: paid out (the money left the wallet when asked). */
  pay: '/operator/withdrawals/pay',
  /** POST JSON {id, reason (required)} → WithdrawOrder: rejected, the amount refunded. */
  reject: '/operator/withdrawals/reject',
} as const;

/** 0 审核中 (the amount frozen), 1 已出款, 2 已拒绝 (refunded). */
export const withdrawStatus = { reviewing: 0, paid: 1, rejected: 2 } as const;
export type WithdrawStatus = (typeof withdrawStatus)[keyof typeof withdrawStatus];
export const withdrawStatusLabels: Record<WithdrawStatus, string> = {
  0: '审核中',
  1: '已出款',
  2: '已拒绝',
};

export const withdrawTexts = {
  cashPasswordEmpty: '请输入提现密码',
  dialogTitle: '请输入提现密码',
  submitted: '提现申请已提交',
  allIn: '全部',
  belowMin: (min: string) => `单笔提现最低${min}元`,
  aboveMax: (max: string) => `单笔提现最高${max}元`,
  dailyCount: (count: number) => `今日提现次数已达上限（${count}次）`,
  turnover: '打码量未达到提现要求',
  chooseAccount: '请选择收款账户',
} as const;

const sealedCashPassword = textField(1024, { trim: false }).optional();

export const withdrawForm = z.strictObject({
  /** A saved account of the member's (bank_accounts id). */
  bankId: z.coerce.number().int().positive(),
  amount: yuanAmount,
  /** Sealed; absent → UC/CASH_PASSWORD. */
  cashPassword: sealedCashPassword,
  /** A retry with the same key answers the first withdrawal. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});

export const freeBankWithdrawForm = z.strictObject({
  type: z.coerce.number().pipe(z.union([z.literal(2), z.literal(10), z.literal(20)])),
  bankName: textField(40).min(1, '请输入银行名称'),
  bankAccount: textField(100, { trim: false })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^[A-Za-z0-9]{6,64}$/, '账号格式不正确')),
  accountName: textField(32).min(1, '请输入开户姓名'),
  amount: yuanAmount,
  cashPassword: sealedCashPassword,
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});

export const withdrawOrder = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  /** Thousandths of a yuan. */
  amount: z.number().int(),
  status: z.number().int(),
  statusText: z.string(),
  /** Where it is paid to; the member reads the account number masked in the middle, the operator whole. */
  type: z.number().int(),
  bankName: z.string(),
  bankAccount: z.string(),
  accountName: z.string(),
  reason: z.string(),
  createdAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
});
export type WithdrawOrder = z.infer<typeof withdrawOrder>;

export const withdrawListQuery = query({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
  status: z.coerce.number().int().min(0).max(2).optional(),
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export const withdrawIdQuery = query({ id: z.coerce.number().int().positive() });

export const withdrawOrderPage = z.object({
  list: z.array(withdrawOrder),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type WithdrawOrderPage = z.infer<typeof withdrawOrderPage>;

/** One deposit since the last paid withdrawal and the turnover it asks (spec: Valid withdraw rows). */
export const validWithdrawRow = z.object({
  id: z.number().int(),
  /** The recharge order's number, or the ledger reference of a manual deposit. */
  orderNo: z.string(),
  rechargeTime: z.number().int(),
  /** Thousandths of a yuan, like every amount below. */
  rechargeMoney: z.number().int(),
  /** Turnover this deposit asks: its amount × the site's multiple. */
  requireDml: z.number().int(),
  /** Valid bets counted toward it (oldest deposit first). */
  validDml: z.number().int(),
  /** What is still missing, after relaxQuota. */
  deduct: z.number().int(),
  finished: z.boolean(),
});
export type ValidWithdrawRow = z.infer<typeof validWithdrawRow>;

export const validWithdraw = z.object({
  /** Shortfall forgiven (放宽额度). */
  relaxQuota: z.number().int(),
  /** Σ turnover asked. */
  requireDML: z.number().int(),
  rows: z.array(validWithdrawRow),
  /** Σ still missing; 0 → may withdraw. */
  sumAllDeduct: z.number().int(),
  /** Σ valid bets since the last paid withdrawal. */
  sumAllDml: z.number().int(),
  /** True when the turnover is met and a withdrawal may be asked. */
  yetWithdraw: z.boolean(),
});
export type ValidWithdraw = z.infer<typeof validWithdraw>;

/** The operator's list: every member's withdrawals, by status, newest first. */
export const operatorWithdrawQuery = query({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  status: z.coerce.number().int().min(0).max(2).optional(),
});

export const operatorWithdrawDecision = z.strictObject({
  id: z.number().int().positive(),
  reason: textField(200).default(''),
});

/** A rejection says why: the member reads it in the withdrawal's detail. */
export const operatorWithdrawRejection = operatorWithdrawDecision.extend({
  reason: textField(200).min(1, '请填写拒绝原因'),
});
