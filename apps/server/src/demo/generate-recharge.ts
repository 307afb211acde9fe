import { and, eq, sql } from 'drizzle-orm';
import {
  channelType,
  rechargeStatus,
  transactionType,
  type PaymentChannelBody,
} from '@lottery/contracts';
import type { Db } from '../db/client';
import { rechargeOrders, users } from '../db/schema';
import type { Authenticated } from '../modules/auth/session.service';
import type { Services } from '../services';
import { demoMember } from './demo-accounts';

const yuan = (n: number) => n * 1000;

/** The site's recharge channels, one or two of every type. */
export const demoPaymentChannels: PaymentChannelBody[] = [
  {
    type: channelType.online,
    name: '在线支付（演示网关）',
    icon: '',
    minAmount: yuan(10),
    maxAmount: yuan(50_000),
    enabled: true,
    sort: 1,
    details: { provider: 'demo' },
  },
  {
    type: channelType.bank,
    name: '银行卡转账',
    icon: '',
    minAmount: yuan(100),
    maxAmount: yuan(500_000),
    enabled: true,
    sort: 2,
    details: {
      bankName: '中国工商银行',
      accountName: '深圳市鸿运信息技术有限公司',
      accountNo: '6222 0240 0008 8166 321',
      bankBranch: '深圳福田支行',
    },
  },
  {
    type: channelType.bank,
    name: '银行卡转账（备用）',
    icon: '',
    minAmount: yuan(100),
    maxAmount: yuan(200_000),
    enabled: false,
    sort: 3,
    details: {
      bankName: '中国建设银行',
      accountName: '深圳市鸿运信息技术有限公司',
      accountNo: '6217 0072 0001 5532 108',
      bankBranch: '深圳南山支行',
    },
  },
  {
    type: channelType.usdt,
    name: 'USDT（TRC20）',
    icon: '',
    minAmount: yuan(100),
    maxAmount: yuan(1_000_000),
    enabled: true,
    sort: 4,
    details: { network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', rate: 7_200 },
  },
  {
    type: channelType.eWallet,
    name: '支付宝转账',
    icon: '',
    minAmount: yuan(50),
    maxAmount: yuan(50_000),
    enabled: true,
    sort: 5,
    details: { walletName: '支付宝', accountName: '李*华', accountNo: 'pay***@hongyun.cn' },
  },
  {
    type: channelType.direct,
    name: '人工直充',
    icon: '',
    minAmount: yuan(1_000),
    maxAmount: yuan(1_000_000),
    enabled: true,
    sort: 6,
    details: { contact: '请联系在线客服，转账后提供订单号' },
  },
];

/** member01's orders, one or more in every state; the successful ones add up to 1,000.00. */
const demoOrders = [
  { channel: 1, amount: 500, state: 'confirmed', hoursAgo: 120 },
  { channel: 0, amount: 300, state: 'gateway', hoursAgo: 72 },
  { channel: 3, amount: 200, state: 'confirmed', hoursAgo: 30 },
  { channel: 5, amount: 2_000, state: 'rejected', hoursAgo: 50 },
  { channel: 4, amount: 100, state: 'expired', hoursAgo: 26 },
  { channel: 0, amount: 50, state: 'cancelled', hoursAgo: 6 },
  { channel: 4, amount: 200, state: 'processing', hoursAgo: 0 },
  { channel: 1, amount: 1_000, state: 'pending', hoursAgo: 0 },
] as const;

/**
 * The payment channels and member01's recharge orders in every state, made and decided by the
 * recharge service (the successful ones credited through the ledger). A 人工扣款 after them
 * takes the credits back out and rechMoney is set to the successful orders' sum, so member01
 * keeps the README's balance and recharge total (1,000.00).
 */
export const generateDemoRecharge = async ({ db, services }: { db: Db; services: Services }) => {
  const { recharge, wallet } = services;
  const channels = [];
  for (const body of demoPaymentChannels) channels.push(await recharge.channels.upsert(body));
  const user = await services.account.findByAccount(demoMember.account);
  if (!user) throw new Error('the demo member is missing');
  const member: Authenticated = { user, sessionId: 0 };
  const startBalance = (await wallet.balances(user.id)).money;

  const backdated = new Map<string, number>();
  for (const [i, plan] of demoOrders.entries()) {
    const channel = channels[plan.channel];
    if (!channel) throw new Error(`no demo channel ${plan.channel}`);
    const order = await recharge.orders.create(member, {
      channelId: channel.id,
      amount: yuan(plan.amount),
      idempotencyKey: `demo-recharge-${i + 1}`,
    });
    if (plan.hoursAgo > 0) backdated.set(order.orderNo, plan.hoursAgo);
    if (plan.state === 'confirmed') {
      await recharge.orders.markPaid(member, order.orderNo);
      await recharge.crediting.confirm(order.orderNo);
    } else if (plan.state === 'gateway') {
      await recharge.crediting.credit(order.orderNo, `DEMO${order.orderNo}`);
    } else if (plan.state === 'rejected') {
      await recharge.crediting.reject(order.orderNo, '未收到款项，请核对转账信息');
    } else if (plan.state === 'cancelled') {
      await recharge.orders.cancel(member, order.orderNo);
    } else if (plan.state === 'processing') {
      await recharge.orders.markPaid(member, order.orderNo);
    }
  }
  // Made hours ago; the expired one's time ran out then, and the sweep finds it.
  for (const [orderNo, hoursAgo] of backdated) {
    await db
      .update(rechargeOrders)
      .set({
        createdAt: sql`${rechargeOrders.createdAt} - make_interval(hours => ${hoursAgo}::int)`,
        expiresAt: sql`${rechargeOrders.expiresAt} - make_interval(hours => ${hoursAgo}::int)`,
        finishedAt: sql`${rechargeOrders.finishedAt} - make_interval(hours => ${hoursAgo}::int)`,
      })
      .where(eq(rechargeOrders.orderNo, orderNo));
  }
  await recharge.expiry.sweep();

  const credited = await db
    .select({
      total: sql<number>`coalesce(sum(${rechargeOrders.amount}), 0)::bigint`.mapWith(Number),
    })
    .from(rechargeOrders)
    .where(
      and(eq(rechargeOrders.userId, user.id), eq(rechargeOrders.status, rechargeStatus.success)),
    );
  const total = credited[0]?.total ?? 0;
  await db.update(users).set({ rechargeTotal: total }).where(eq(users.id, user.id));
  const surplus = (await wallet.balances(user.id)).money - startBalance;
  if (surplus > 0) {
    await wallet.post({
      userId: user.id,
      wallet: 'money',
      amount: -surplus,
      type: transactionType.manualDeduction,
      reference: `demo:recharge-restore:${user.account}`,
      remark: '演示余额还原',
    });
  }
};
