import { z } from 'zod';
import { query } from '../query';
import { textField } from '../validation';

/**
 * Recharge (充值) calls (issue 19; docs/api.md "Wallet"). The spec shows no recharge order call
 * ("not shown"): these are ours, in its style — under the API base, the envelope, reads with a
 * query, writes as forms like the withdraw calls, JSON where a key must come along. Money travels
 * in thousandths of a yuan; a member types yuan with at most two decimals.
 */
export const rechargePaths = {
  /** GET → RechargeChannel[]: the channels the site offers now, by sort. */
  channels: '/api/recharge/channels',
  /** POST JSON CreateRechargeBody → RechargeOrder. */
  create: '/api/recharge/order/create',
  /** GET orderNo → RechargeOrder (the member's own). */
  detail: '/api/recharge/order/detail',
  /** GET RechargeListQuery → RechargeOrderPage, newest first. */
  list: '/api/recharge/order/list',
  /** POST form orderNo: the member says the transfer is made (bank, USDT, e-wallet) → processing. */
  paid: '/api/recharge/order/paid',
  /** POST form orderNo: the member's own pending order → cancelled. */
  cancel: '/api/recharge/order/cancel',
  /** POST, a gateway's signed notification (no session): `:provider` names the adapter. */
  notify: '/api/recharge/notify/:provider',
} as const;

/** The demo payment gateway's hosted pages, beside the API (like the demo casino). */
export const demoGatewayBase = '/demo-pay';

export const rechargeOperatorPaths = {
  /** POST JSON PaymentChannelBody (id present: update) → RechargeChannel. */
  channel: '/operator/payment-channels',
  /** GET status?, page? → RechargeOrderPage of every member. */
  orders: '/operator/recharge/orders',
  /** POST JSON {orderNo} → RechargeOrder: a bank/USDT/e-wallet/direct order paid. */
  confirm: '/operator/recharge/confirm',
  /** POST JSON {orderNo, reason} → RechargeOrder: failed. */
  reject: '/operator/recharge/reject',
  /** POST JSON {account, amount (thousandths, ±), reason} → the entry: 人工存款 / 人工扣款. */
  adjust: '/operator/balance-adjust',
} as const;

/**
 * Channel types: the spec's payment configs bank 2, usdt 10, e-wallet 20; ours for an online
 * gateway (30) and direct charging (40, 人工直充: paid to customer service, confirmed by an
 * operator).
 */
export const channelType = { bank: 2, usdt: 10, eWallet: 20, online: 30, direct: 40 } as const;
export type ChannelType = (typeof channelType)[keyof typeof channelType];
export const channelTypeLabels: Record<ChannelType, string> = {
  2: '银行转账',
  10: 'USDT',
  20: '电子钱包',
  30: '在线支付',
  40: '人工直充',
};

/** pending → processing → success | failed; pending → expired | cancelled. */
export const rechargeStatus = {
  pending: 0,
  processing: 1,
  success: 2,
  failed: 3,
  expired: 4,
  cancelled: 5,
} as const;
export type RechargeStatus = (typeof rechargeStatus)[keyof typeof rechargeStatus];
export const rechargeStatusLabels: Record<RechargeStatus, string> = {
  0: '待支付',
  1: '处理中',
  2: '充值成功',
  3: '充值失败',
  4: '已过期',
  5: '已取消',
};
export const isFinalRecharge = (status: number) =>
  status !== rechargeStatus.pending && status !== rechargeStatus.processing;

/** System config keys of the wallet (issue 19). */
export const walletConfigKeys = {
  /** Minutes a pending recharge order stays payable (default 30). */
  rechargeTimeoutMinutes: 'recharge_timeout_minutes',
  /** Per cent of a member's first successful recharge given as 活动优惠 (default 0: none). */
  firstRechargeBonusPercent: 'first_recharge_bonus_percent',
  /** Turnover (打码量) a deposit asks before a withdrawal, as a multiple of it (default 1). */
  withdrawTurnoverMultiple: 'withdraw_turnover_multiple',
  /** Turnover shortfall forgiven, thousandths of a yuan (relaxQuota, default 0). */
  withdrawRelaxQuota: 'withdraw_relax_quota',
} as const;

export const walletConfigDefaults = {
  rechargeTimeoutMinutes: 30,
  firstRechargeBonusPercent: 0,
  withdrawTurnoverMultiple: 1,
  withdrawRelaxQuota: 0,
} as const;

export const walletTexts = {
  amountRequired: '请输入金额',
  amountInvalid: '金额最多两位小数',
  amountOutOfRange: (min: string, max: string) => `金额须在${min}至${max}元之间`,
  copied: '复制成功',
  rechargeCreated: '订单已提交',
  transferMarked: '已提交，请等待到账',
  cancelled: '订单已取消',
} as const;

/**
 * A typed amount in yuan (number or numeric string) with at most two decimals, positive, as
 * thousandths of a yuan.
 */
export const yuanAmount = z.coerce
  .number({ message: walletTexts.amountRequired })
  .positive(walletTexts.amountRequired)
  .max(100_000_000)
  .refine((yuan) => Math.abs(Math.round(yuan * 100) - yuan * 100) < 1e-6, walletTexts.amountInvalid)
  .transform((yuan) => Math.round(yuan * 100) * 10);

const bankDetails = z.strictObject({
  bankName: textField(40).min(1),
  accountName: textField(32).min(1),
  accountNo: textField(64).min(1),
  bankBranch: textField(60).default(''),
});
const usdtDetails = z.strictObject({
  network: z.enum(['TRC20', 'ERC20']),
  address: textField(100).min(1),
  /** Yuan per USDT, thousandths (7.2 → 7200). */
  rate: z.number().int().positive(),
});
const eWalletDetails = z.strictObject({
  walletName: textField(40).min(1),
  accountName: textField(32).min(1),
  accountNo: textField(64).min(1),
});
const onlineDetails = z.strictObject({ provider: z.enum(['demo']) });
const directDetails = z.strictObject({ contact: textField(100).min(1) });

/** What a channel shows the payer, by type. */
export const channelDetails = z.union([
  bankDetails,
  usdtDetails,
  eWalletDetails,
  onlineDetails,
  directDetails,
]);
export type ChannelDetails = z.infer<typeof channelDetails>;

/** The details each channel type must carry. */
export const channelDetailsByType = {
  [channelType.bank]: bankDetails,
  [channelType.usdt]: usdtDetails,
  [channelType.eWallet]: eWalletDetails,
  [channelType.online]: onlineDetails,
  [channelType.direct]: directDetails,
} as const;

export const paymentChannelBody = z
  .strictObject({
    id: z.number().int().positive().optional(),
    type: z.union([
      z.literal(channelType.bank),
      z.literal(channelType.usdt),
      z.literal(channelType.eWallet),
      z.literal(channelType.online),
      z.literal(channelType.direct),
    ]),
    name: textField(40).min(1),
    icon: textField(300).default(''),
    /** Thousandths of a yuan. */
    minAmount: z.number().int().positive(),
    maxAmount: z.number().int().positive(),
    enabled: z.boolean().default(true),
    sort: z.number().int().min(0).max(9_999).default(0),
    details: channelDetails,
  })
  .superRefine((body, ctx) => {
    if (!channelDetailsByType[body.type].safeParse(body.details).success) {
      ctx.addIssue({ code: 'custom', path: ['details'], message: '渠道信息与类型不符' });
    }
    if (body.minAmount > body.maxAmount) {
      ctx.addIssue({ code: 'custom', path: ['maxAmount'], message: '最高金额不能低于最低金额' });
    }
  });
export type PaymentChannelBody = z.infer<typeof paymentChannelBody>;

export const rechargeChannel = z.object({
  id: z.number().int(),
  type: z.number().int(),
  name: z.string(),
  icon: z.string(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  sort: z.number().int(),
  enabled: z.boolean(),
  details: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type RechargeChannel = z.infer<typeof rechargeChannel>;

export const createRechargeBody = z.strictObject({
  channelId: z.number().int().positive(),
  amount: yuanAmount,
  /** A retry with the same key answers the first order. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export type CreateRechargeBody = z.input<typeof createRechargeBody>;

export const rechargeOrder = z.object({
  orderNo: z.string(),
  channelId: z.number().int(),
  channelType: z.number().int(),
  channelName: z.string(),
  /** Thousandths of a yuan. */
  amount: z.number().int(),
  /** USDT channels: the exact amount to send, in millionths of a USDT (a string keeps it exact). */
  usdtAmount: z.string().nullable(),
  status: z.number().int(),
  statusText: z.string(),
  /** The code the payer quotes with a transfer (附言). */
  reference: z.string(),
  /** What the channel showed when the order was made: the account to pay, the address. */
  payTo: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Online: the gateway's page to pay on. */
  payUrl: z.string().nullable(),
  reason: z.string(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
});
export type RechargeOrder = z.infer<typeof rechargeOrder>;

/** A recharge order's number as a client may name it (R, the day, the sequence). */
export const orderNoPattern = /^[A-Z0-9]{6,32}$/;

export const orderNoForm = z.strictObject({ orderNo: z.string().regex(orderNoPattern) });
export const orderNoQuery = query({ orderNo: z.string().regex(orderNoPattern) });

/** Dates are yyyy-MM-dd in UTC+8, both included; default the last 7 days. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const rechargeListQuery = query({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
  status: z.coerce.number().int().min(0).max(5).optional(),
  startDate: day.optional(),
  endDate: day.optional(),
});

export const rechargeOrderPage = z.object({
  list: z.array(rechargeOrder),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type RechargeOrderPage = z.infer<typeof rechargeOrderPage>;

export const operatorRechargeDecision = z.strictObject({
  orderNo: z.string().regex(orderNoPattern),
  reason: textField(200).default(''),
});

export const balanceAdjustBody = z.strictObject({
  account: textField(32).min(1),
  /** Thousandths of a yuan; positive 人工存款, negative 人工扣款. */
  amount: z
    .number()
    .int()
    .refine((v) => v !== 0, '金额不能为0'),
  reason: textField(200).min(1, '请填写原因'),
  /** A retry with the same key changes nothing twice. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});

/**
 * The demo gateway's notification, signed: `x-signature` = hex HMAC-SHA256 of the raw JSON body
 * with the gateway's secret. `paid` false is a declined payment.
 */
export const gatewayNotification = z.strictObject({
  orderNo: z.string().regex(orderNoPattern),
  /** Thousandths of a yuan, as the order asked. */
  amount: z.number().int().positive(),
  paid: z.boolean(),
  /** The gateway's own id of the payment. */
  tradeNo: z.string().min(1).max(64),
  /** Unix ms when the gateway sent it. */
  sentAt: z.number().int(),
});
export type GatewayNotification = z.infer<typeof gatewayNotification>;
export const gatewaySignatureHeader = 'x-signature';

/** The web page a payer comes back to from a gateway, to watch the order settle. */
export const rechargeProcessingPage = (orderNo: string) => `/recharge/processing/${orderNo}`;

/** The operator's order list: every member's, by status, newest first. */
export const operatorRechargeOrdersQuery = query({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  status: z.coerce.number().int().min(0).max(5).optional(),
});

/** The operator's list shows whose order it is. */
export const operatorRechargeOrder = rechargeOrder.extend({ account: z.string() });
export const operatorRechargeOrderPage = rechargeOrderPage.extend({
  list: z.array(operatorRechargeOrder),
});
export type OperatorRechargeOrderPage = z.infer<typeof operatorRechargeOrderPage>;

/** A balance adjustment as posted (a retry with the same key answers the same entry). */
export const balanceAdjustAnswer = z.object({
  account: z.string(),
  /** Thousandths of a yuan, ±. */
  amount: z.number().int(),
  /** 10 人工存款 or 14 人工扣款. */
  type: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string(),
  createdAt: z.number().int(),
});
export type BalanceAdjustAnswer = z.infer<typeof balanceAdjustAnswer>;

/** What the notify call answers a gateway: the order's status after the notification. */
export const gatewayNotifyAnswer = z.object({ orderNo: z.string(), status: z.number().int() });
