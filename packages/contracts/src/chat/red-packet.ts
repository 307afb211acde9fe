import { z } from 'zod';
import { query } from '../query';
import { textField } from '../validation';

/**
 * Red packets (红包; issue 21). The spec names no call or rule; they follow WeChat's group red
 * packet: the sender pays the whole amount at once, each member of the room opens one share, the
 * shares are drawn when opened (double-mean rule), and what nobody opened within 24 hours goes
 * back to the sender. Calls under the API base (`/app-api`) with the access token: money moves
 * only for a signed-in member, never on the chat token. Money in thousandths of a yuan; every
 * share is whole cents (a multiple of 10).
 */
export const redPacketPaths = {
  /** POST JSON CreateRedPacketBody → RedPacketDetail (sender debited 红包发出, type 15). */
  create: '/api/chat/hongbao/create',
  /** POST JSON {id} → RedPacketOpened (credited 红包领取, type 16). */
  open: '/api/chat/hongbao/open',
  /** GET ?id → RedPacketDetail. */
  detail: '/api/chat/hongbao/detail',
  /** GET RedPacketHistoryQuery → RedPacketHistory. */
  history: '/api/chat/hongbao/history',
} as const;

export const centMilli = 10;

/** Limits unless the operator sets the system config keys below (amounts in yuan there). */
export const redPacketDefaults = {
  minAmount: 1_000,
  maxAmount: 20_000_000,
  maxCount: 100,
  /** The smallest share: 0.01 yuan. */
  minShare: centMilli,
  expiryHours: 24,
  greeting: '恭喜发财，大吉大利',
  maxGreeting: 25,
} as const;

export const redPacketConfigKey = {
  minAmount: 'hongbao_min_amount',
  maxAmount: 'hongbao_max_amount',
  maxCount: 'hongbao_max_count',
} as const;

/** 0 open, 1 all opened, 2 expired (what was left went back). */
export const redPacketStatus = { open: 0, finished: 1, expired: 2 } as const;

export interface RedPacketRemaining {
  /** Thousandths of a yuan not yet opened. */
  amount: number;
  count: number;
}

/**
 * The share of the next opener (WeChat's double-mean rule): the last share takes the rest;
 * otherwise a whole number of cents drawn uniformly from [1 cent, 2 × the mean of what is left),
 * never so much that a later share would fall below 1 cent. `randomInt(min, max)` is a uniform
 * integer in [min, max) — crypto.randomInt on the server.
 */
export const nextShare = (
  remaining: RedPacketRemaining,
  randomInt: (min: number, max: number) => number,
): number => {
  if (remaining.count <= 0 || remaining.amount < remaining.count * centMilli) {
    throw new Error('red packet exhausted');
  }
  const cents = remaining.amount / centMilli;
  if (remaining.count === 1) return remaining.amount;
  const mostByMean = Math.floor((2 * cents) / remaining.count);
  const mostLeavingOthers = cents - (remaining.count - 1);
  const most = Math.max(1, Math.min(mostByMean, mostLeavingOthers));
  return randomInt(1, most + 1) * centMilli;
};

export type RedPacketProblem = 'amount' | 'count' | 'share' | null;

/** Whether a red packet of `amount` in `count` shares is allowed under the limits. */
export const redPacketProblem = (
  amount: number,
  count: number,
  limits: { minAmount: number; maxAmount: number; maxCount: number },
): RedPacketProblem => {
  if (!Number.isInteger(count) || count < 1 || count > limits.maxCount) return 'count';
  if (!Number.isInteger(amount) || amount % centMilli !== 0) return 'amount';
  if (amount < limits.minAmount || amount > limits.maxAmount) return 'amount';
  if (amount < count * centMilli) return 'share';
  return null;
};

export const redPacketTexts = {
  title: '发红包',
  amount: '总金额',
  count: '红包个数',
  greeting: '留言',
  send: '塞钱进红包',
  open: '開',
  luckiest: '手气最佳',
  history: '红包记录',
  sent: '我发出的',
  received: '我收到的',
  opened: '已领取',
  expired: '该红包已过期',
  finished: '手慢了，红包派完了',
  view: '查看领取详情',
  summary: (count: number, opened: number) => `${count}个红包，已领取${opened}个`,
  // The web pages' own words (additive; the server never sends these).
  detailTitle: '红包详情',
  yuan: '元',
  unit: '个',
  currency: '¥',
  amountPlaceholder: '0.00',
  countPlaceholder: '填写个数',
  luckyHint: '当前为拼手气红包',
  luckyTag: '拼',
  sending: '发送中',
  refundNote: (hours: number) => `未领取的红包，将于${hours}小时后发起退款`,
  /** The bubble in the message list. */
  bubble: {
    open: '领取红包',
    opened: '已领取',
    finished: '已被领完',
    expired: '已过期',
    brand: '红包',
  },
  senderOf: (nickname: string) => `${nickname}的红包`,
  /** The opening sheet's 開 button, by name. */
  openLabel: '拆红包',
  close: '关闭',
  deposited: '已存入余额',
  refunded: (amount: string) => `未领取的${amount}元已退回`,
  totalReceived: (nickname: string) => `${nickname}共收到`,
  totalSent: (nickname: string) => `${nickname}共发出`,
  receivedCount: (count: number) => `收到红包${count}个`,
  sentCount: (count: number) => `发出红包${count}个`,
  openedOf: (opened: number, count: number) => `已领取${opened}/${count}个`,
  expiredOf: (opened: number, count: number) => `已过期 ${opened}/${count}个，剩余已退回`,
} as const;

const amountMilli = z.number().int().positive();

export const createRedPacketBody = z.strictObject({
  room_id: z.number().int().positive(),
  /** Thousandths of a yuan, whole cents. */
  amount: amountMilli,
  count: z.number().int().positive(),
  greeting: textField(redPacketDefaults.maxGreeting).optional(),
  /** Made once per tap of 塞钱进红包: a retry answers the same packet and pays nothing more. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '请求编号格式错误'),
});
export type CreateRedPacketBody = z.infer<typeof createRedPacketBody>;

export const openRedPacketBody = z.strictObject({ id: z.number().int().positive() });
export type OpenRedPacketBody = z.infer<typeof openRedPacketBody>;

export const redPacketDetailQuery = query({ id: z.coerce.number().int().positive() });

export const redPacketShare = z.object({
  user_id: z.number().int(),
  nickname: z.string(),
  avatarId: z.number().int(),
  amount: z.number().int(),
  opened_at: z.number().int(),
  /** 手气最佳: the largest share (the earliest of equals), once every share is opened. */
  luckiest: z.boolean(),
});
export type RedPacketShare = z.infer<typeof redPacketShare>;

export const redPacketDetail = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  sender: z.object({ user_id: z.number().int(), nickname: z.string(), avatarId: z.number().int() }),
  amount: z.number().int(),
  count: z.number().int(),
  greeting: z.string(),
  status: z.number().int(),
  remaining_amount: z.number().int(),
  remaining_count: z.number().int(),
  /** Refunded to the sender when it expired. */
  refunded: z.number().int(),
  created_at: z.number().int(),
  expires_at: z.number().int(),
  shares: z.array(redPacketShare),
  /** The caller's share, or null. */
  mine: z.number().int().nullable(),
});
export type RedPacketDetail = z.infer<typeof redPacketDetail>;

export const redPacketOpened = z.object({
  amount: z.number().int(),
  /** The main balance right after it. */
  money: z.number().int(),
  detail: redPacketDetail,
});
export type RedPacketOpened = z.infer<typeof redPacketOpened>;

export const redPacketHistoryQuery = query({
  kind: z.enum(['sent', 'received']).default('received'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  rows: z.coerce.number().int().min(1).max(100).default(20),
});
export type RedPacketHistoryQuery = z.infer<typeof redPacketHistoryQuery>;

export const redPacketHistoryRow = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  sender_nickname: z.string(),
  greeting: z.string(),
  /** Sent: the packet's total; received: the share. */
  amount: z.number().int(),
  count: z.number().int(),
  opened_count: z.number().int(),
  status: z.number().int(),
  /** Sent: created; received: opened. */
  at: z.number().int(),
  luckiest: z.boolean(),
});
export type RedPacketHistoryRow = z.infer<typeof redPacketHistoryRow>;

export const redPacketHistory = z.object({
  data: z.array(redPacketHistoryRow),
  totalCount: z.number().int(),
  /** Sum of the amounts of every row of this kind. */
  totalAmount: z.number().int(),
});
export type RedPacketHistory = z.infer<typeof redPacketHistory>;
