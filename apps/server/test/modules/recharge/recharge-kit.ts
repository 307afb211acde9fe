import { expect } from 'vitest';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  apiBase,
  channelType,
  gatewaySignatureHeader,
  operatorTokenHeader,
  rechargeOperatorPaths,
  rechargePaths,
  type GatewayNotification,
  type PaymentChannelBody,
  type RechargeOrder,
} from '@lottery/contracts';
import { ledgerEntries, rechargeOrders, users, wallets } from '../../../src/db/schema';
import { signNotification } from '../../../src/modules/recharge/providers/demo-gateway';
import { bearer, form, newSignedInMember } from '../../helpers/accounts';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import type { Timers } from '../../../src/modules/draws/draw-engine';

/** The app's clock and timers: they move only when the test says so. */
export class RechargeClock implements Timers {
  private sequence = 0;
  private readonly pending = new Map<number, { at: number; callback: () => void }>();
  constructor(public time: number) {}
  now = () => new Date(this.time);
  set(to: number) {
    this.time = to;
  }
  setTimeout = (callback: () => void, ms: number) => {
    this.sequence += 1;
    this.pending.set(this.sequence, { at: this.time + ms, callback });
    return this.sequence;
  };
  clearTimeout = (handle: unknown) => {
    this.pending.delete(handle as number);
  };
  /** Moves to `to`, firing due timers in time order, `settle` awaited after each. */
  async advanceTo(to: number, settle: () => Promise<void>) {
    for (;;) {
      await settle();
      const [next] = [...this.pending.entries()]
        .filter(([, timer]) => timer.at <= to)
        .sort(([a, x], [b, y]) => x.at - y.at || a - b);
      if (!next) break;
      this.pending.delete(next[0]);
      this.time = Math.max(this.time, next[1].at);
      next[1].callback();
    }
    this.time = to;
    await settle();
  }
}

export const operatorToken = 'recharge-operator-token-for-tests';
export const yuan = (n: number) => n * 1000;

export interface RechargeApp {
  t: TestApp;
  clock: RechargeClock;
  /** Every test's channels, made through the operator call. */
  channels: {
    bank: number;
    usdt: number;
    eWallet: number;
    online: number;
    direct: number;
    closed: number;
  };
  close(): Promise<void>;
}

export const testChannels: Record<keyof RechargeApp['channels'], PaymentChannelBody> = {
  bank: {
    type: channelType.bank,
    name: '测试银行卡',
    icon: '',
    minAmount: yuan(100),
    maxAmount: yuan(50_000),
    enabled: true,
    sort: 900,
    details: {
      bankName: '测试银行',
      accountName: '测试公司',
      accountNo: '6222000011112222',
      bankBranch: '',
    },
  },
  usdt: {
    type: channelType.usdt,
    name: '测试USDT',
    icon: '',
    minAmount: yuan(100),
    maxAmount: yuan(100_000),
    enabled: true,
    sort: 901,
    details: { network: 'TRC20', address: 'TTestAddress000000000000000000000', rate: 7_200 },
  },
  eWallet: {
    type: channelType.eWallet,
    name: '测试钱包',
    icon: '',
    minAmount: yuan(50),
    maxAmount: yuan(5_000),
    enabled: true,
    sort: 902,
    details: { walletName: '支付宝', accountName: '测*', accountNo: 'test@pay' },
  },
  online: {
    type: channelType.online,
    name: '测试在线支付',
    icon: '',
    minAmount: yuan(10),
    maxAmount: yuan(5_000),
    enabled: true,
    sort: 903,
    details: { provider: 'demo' },
  },
  direct: {
    type: channelType.direct,
    name: '测试人工直充',
    icon: '',
    minAmount: yuan(1_000),
    maxAmount: yuan(100_000),
    enabled: true,
    sort: 904,
    details: { contact: '客服' },
  },
  closed: {
    type: channelType.bank,
    name: '测试已停用',
    icon: '',
    minAmount: yuan(100),
    maxAmount: yuan(50_000),
    enabled: false,
    sort: 905,
    details: {
      bankName: '停用银行',
      accountName: '测试公司',
      accountNo: '6222000099990000',
      bankBranch: '',
    },
  },
};

export const operatorHeaders = { [operatorTokenHeader]: operatorToken };

export const operatorPost = (r: RechargeApp, path: string, body: object) =>
  r.t.app.inject({
    method: 'POST',
    url: `${apiBase}${path}`,
    headers: operatorHeaders,
    payload: body,
  });

/** The app on the demo data, a manual clock (and timers) and the tests' channels. */
export const createRechargeApp = async (): Promise<RechargeApp> => {
  const clock = new RechargeClock(Date.parse('2026-03-10T04:00:00Z'));
  const t = await createTestApp({
    config: { OPERATOR_TOKEN: operatorToken },
    overrides: { now: clock.now, timers: clock },
  });
  const ids: Partial<RechargeApp['channels']> = {};
  for (const [key, body] of Object.entries(testChannels)) {
    const res = await t.app.inject({
      method: 'POST',
      url: `${apiBase}${rechargeOperatorPaths.channel}`,
      headers: operatorHeaders,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    ids[key as keyof RechargeApp['channels']] = (res.json() as { data: { id: number } }).data.id;
  }
  return { t, clock, channels: ids as RechargeApp['channels'], close: () => t.close() };
};

/** A fresh member (optionally with money) and a session. */
export const newMember = (r: RechargeApp, money = 0, type: 'HY' | 'TEST' = 'HY') =>
  newSignedInMember(r.t.app, 'rch', money, type);

let keys = 0;
export const newKey = () => {
  keys += 1;
  return `rkey-${process.pid}-${keys}`;
};

export const createOrder = (r: RechargeApp, token: string | undefined, body: object) =>
  r.t.app.inject({
    method: 'POST',
    url: `${apiBase}${rechargePaths.create}`,
    headers: token ? bearer(token) : {},
    payload: body,
  });

/** A new order, expected to be made. */
export const madeOrder = async (
  r: RechargeApp,
  token: string,
  channelId: number,
  amountYuan: number,
): Promise<RechargeOrder> => {
  const res = await createOrder(r, token, {
    channelId,
    amount: amountYuan,
    idempotencyKey: newKey(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: RechargeOrder }).data;
};

export const memberForm = (r: RechargeApp, token: string, path: string, orderNo: string) => {
  const body = form({ orderNo });
  return r.t.app.inject({
    method: 'POST',
    url: `${apiBase}${path}`,
    ...body,
    headers: { ...body.headers, ...bearer(token) },
  });
};

export const memberGet = (r: RechargeApp, token: string | undefined, path: string, query = '') =>
  r.t.app.inject({
    method: 'GET',
    url: `${apiBase}${path}${query ? `?${query}` : ''}`,
    headers: token ? bearer(token) : {},
  });

export const demoSecret = (r: RechargeApp) =>
  r.t.app.services.settings.systemConfigValue('demo_gateway_secret');

/** The notify call as the demo gateway would make it; `forgedWith` signs with another secret. */
export const notify = async (
  r: RechargeApp,
  notification: GatewayNotification,
  forgedWith?: string,
) => {
  const signed = await r.t.app.services.demoGateway.sign(notification);
  const headers = forgedWith
    ? { ...signed.headers, [gatewaySignatureHeader]: signNotification(forgedWith, signed.body) }
    : signed.headers;
  return r.t.app.inject({
    method: 'POST',
    url: `${apiBase}${rechargePaths.notify.replace(':provider', 'demo')}`,
    headers,
    payload: signed.body,
  });
};

export const paidNotification = (
  order: RechargeOrder,
  extra: Partial<GatewayNotification> = {},
) => ({
  orderNo: order.orderNo,
  amount: order.amount,
  paid: true,
  tradeNo: `T${order.orderNo}`,
  sentAt: 0,
  ...extra,
});

/** Balance, ledger entries, rechMoney and order statuses: what a refusal must leave as it was. */
export const moneyState = async (r: RechargeApp, userId: number) => {
  const { db } = r.t.app.database;
  const [[wallet], [entries], [user], orders] = await Promise.all([
    db
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(and(eq(wallets.userId, userId), eq(wallets.kind, 'money'))),
    db.select({ value: count() }).from(ledgerEntries).where(eq(ledgerEntries.userId, userId)),
    db.select({ total: users.rechargeTotal }).from(users).where(eq(users.id, userId)),
    db
      .select({ orderNo: rechargeOrders.orderNo, status: rechargeOrders.status })
      .from(rechargeOrders)
      .where(eq(rechargeOrders.userId, userId))
      .orderBy(asc(rechargeOrders.id)),
  ]);
  return { money: wallet?.balance, entries: entries?.value, rechargeTotal: user?.total, orders };
};

/** Σ ledger = balance for every wallet of the database. */
export const expectLedgerHolds = async (r: RechargeApp) => {
  const result = await r.t.app.database.db.execute(sql`
    select count(*)::int as broken from ${wallets} w
    where w.balance <> coalesce((select sum(e.amount) from ${ledgerEntries} e
      where e.user_id = w.user_id and e.wallet = w.kind), 0)`);
  expect((result as unknown as { rows: { broken: number }[] }).rows[0]?.broken).toBe(0);
};

export const expectRefused = (
  res: { statusCode: number; body: string; json(): unknown },
  status: number,
  code: string,
) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ code });
};
