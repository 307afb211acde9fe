import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiBase,
  rechargeOperatorPaths,
  rechargePaths,
  rechargeStatus,
  type RechargeChannel,
  type RechargeOrder,
  type RechargeOrderPage,
} from '@lottery/contracts';
import { testDriver } from '../../helpers/test-database';
import {
  createOrder,
  createRechargeApp,
  expectRefused,
  madeOrder,
  memberForm,
  memberGet,
  moneyState,
  newKey,
  newMember,
  operatorPost,
  testChannels,
  yuan,
  type RechargeApp,
} from './recharge-kit';

const dataOf = <T>(res: { json(): unknown }) => (res.json() as { data: T }).data;

describe(`recharge: channels and the member's orders (${testDriver()})`, () => {
  let r: RechargeApp;
  beforeAll(async () => {
    r = await createRechargeApp();
  });
  afterAll(() => r.close());

  describe('GET channels', () => {
    it('lists the enabled channels by sort to a member, never the disabled one', async () => {
      const { token } = await newMember(r);
      const res = await memberGet(r, token, rechargePaths.channels);
      expect(res.statusCode).toBe(200);
      const channels = dataOf<RechargeChannel[]>(res);
      const ids = channels.map((channel) => channel.id);
      expect(ids).toContain(r.channels.bank);
      expect(ids).not.toContain(r.channels.closed);
      const sorts = channels.map((channel) => channel.sort);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
      expect(channels.find((c) => c.id === r.channels.usdt)?.details).toMatchObject({
        rate: 7_200,
      });
    });

    it('refuses a guest (401)', async () => {
      expectRefused(await memberGet(r, undefined, rechargePaths.channels), 401, 'UC/NOT_LOGGED_IN');
    });
  });

  describe('POST operator channel', () => {
    it('refuses details of another type and a min above the max (400), and a missing token (401)', async () => {
      const wrongDetails = { ...testChannels.bank, details: { provider: 'demo' } };
      expectRefused(
        await operatorPost(r, rechargeOperatorPaths.channel, wrongDetails),
        400,
        'SYS/VALIDATION',
      );
      const inverted = { ...testChannels.bank, minAmount: yuan(500), maxAmount: yuan(100) };
      expectRefused(
        await operatorPost(r, rechargeOperatorPaths.channel, inverted),
        400,
        'SYS/VALIDATION',
      );
      const res = await r.t.app.inject({
        method: 'POST',
        url: `${apiBase}${rechargeOperatorPaths.channel}`,
        payload: testChannels.bank,
      });
      expectRefused(res, 401, 'OP/UNAUTHORIZED');
    });

    it('updates a channel by id', async () => {
      const made = dataOf<RechargeChannel>(
        await operatorPost(r, rechargeOperatorPaths.channel, {
          ...testChannels.eWallet,
          sort: 950,
        }),
      );
      const res = await operatorPost(r, rechargeOperatorPaths.channel, {
        ...testChannels.eWallet,
        id: made.id,
        name: '改名钱包',
        enabled: false,
      });
      expect(dataOf<RechargeChannel>(res)).toMatchObject({
        id: made.id,
        name: '改名钱包',
        enabled: false,
      });
      expectRefused(
        await operatorPost(r, rechargeOperatorPaths.channel, {
          ...testChannels.eWallet,
          id: 999_999,
        }),
        404,
        'SYS/NOT_FOUND',
      );
    });
  });

  describe('POST create', () => {
    it('makes a bank order: number, 附言, the account to pay, the expiry from the config default', async () => {
      const { token } = await newMember(r);
      const order = await madeOrder(r, token, r.channels.bank, 100.5);
      expect(order.orderNo).toMatch(/^R20260310\d{10}$/);
      expect(order.reference).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
      expect(order).toMatchObject({
        amount: 100_500,
        status: rechargeStatus.pending,
        statusText: '待支付',
        channelName: '测试银行卡',
        payTo: { bankName: '测试银行', accountNo: '6222000011112222' },
        payUrl: null,
        usdtAmount: null,
        createdAt: r.clock.time,
        expiresAt: r.clock.time + 30 * 60_000,
      });
    });

    it('gives neighbouring orders different codes', async () => {
      const { token } = await newMember(r);
      const a = await madeOrder(r, token, r.channels.bank, 100);
      const b = await madeOrder(r, token, r.channels.bank, 100);
      expect(a.reference).not.toBe(b.reference);
      expect(a.orderNo).not.toBe(b.orderNo);
    });

    it('asks USDT in exact micro-USDT at the channel rate, rounded up', async () => {
      const { token } = await newMember(r);
      const order = await madeOrder(r, token, r.channels.usdt, 1000);
      // 1000 / 7.2 = 138.888888… USDT
      expect(order.usdtAmount).toBe('138888889');
      expect(order.payTo).toMatchObject({ network: 'TRC20', rate: 7_200 });
    });

    it("gives an online order the gateway's page", async () => {
      const { token } = await newMember(r);
      const order = await madeOrder(r, token, r.channels.online, 20);
      expect(order.payUrl).toBe(`/demo-pay/${order.orderNo}`);
      expect(order.payTo).toEqual({ provider: 'demo' });
    });

    it('answers a retry with the first order, and refuses the key with another body (409)', async () => {
      const { token, user } = await newMember(r);
      const body = { channelId: r.channels.bank, amount: 200, idempotencyKey: newKey() };
      const first = dataOf<RechargeOrder>(await createOrder(r, token, body));
      const again = dataOf<RechargeOrder>(await createOrder(r, token, body));
      expect(again.orderNo).toBe(first.orderNo);
      expectRefused(
        await createOrder(r, token, { ...body, amount: 300 }),
        409,
        'PAY/DUPLICATE_REQUEST',
      );
      expect((await moneyState(r, user.id)).orders).toHaveLength(1);
    });

    it('refuses bad amounts, closed and unknown channels, trial accounts and guests; nothing made', async () => {
      const { token, user } = await newMember(r);
      const before = await moneyState(r, user.id);
      const body = (amount: unknown, channelId = r.channels.bank) => ({
        channelId,
        amount,
        idempotencyKey: newKey(),
      });
      for (const amount of [0, -100, 100.123, 'abc']) {
        expectRefused(await createOrder(r, token, body(amount)), 400, 'SYS/VALIDATION');
      }
      const low = await createOrder(r, token, body(99.99));
      expectRefused(low, 400, 'PAY/AMOUNT_LIMIT');
      expect(low.json()).toMatchObject({ msg: '金额须在100.00至50,000.00元之间' });
      expectRefused(await createOrder(r, token, body(50_000.01)), 400, 'PAY/AMOUNT_LIMIT');
      expectRefused(
        await createOrder(r, token, body(200, r.channels.closed)),
        400,
        'PAY/CHANNEL_CLOSED',
      );
      expectRefused(await createOrder(r, token, body(200, 999_999)), 400, 'PAY/CHANNEL_CLOSED');
      expectRefused(await createOrder(r, undefined, body(200)), 401, 'UC/NOT_LOGGED_IN');
      const trial = await newMember(r, 0, 'TEST');
      expectRefused(await createOrder(r, trial.token, body(200)), 403, 'UC/TRIAL_FORBIDDEN');
      expect(await moneyState(r, user.id)).toEqual(before);
      expect((await moneyState(r, trial.user.id)).orders).toEqual([]);
    });
  });

  describe('GET detail and list', () => {
    it("shows the member's own order; another's reads as missing (404)", async () => {
      const owner = await newMember(r);
      const other = await newMember(r);
      const order = await madeOrder(r, owner.token, r.channels.bank, 150);
      const own = await memberGet(r, owner.token, rechargePaths.detail, `orderNo=${order.orderNo}`);
      expect(dataOf<RechargeOrder>(own)).toEqual(order);
      const foreign = await memberGet(
        r,
        other.token,
        rechargePaths.detail,
        `orderNo=${order.orderNo}`,
      );
      expectRefused(foreign, 404, 'PAY/ORDER_NOT_FOUND');
      expectRefused(
        await memberGet(r, owner.token, rechargePaths.detail, 'orderNo=bad-no'),
        400,
        'SYS/VALIDATION',
      );
    });

    it('pages the last 7 days (UTC+8) newest first, by status and by dates', async () => {
      const { token } = await newMember(r);
      const start = r.clock.time;
      try {
        // 2026-03-01 23:30 in UTC+8, then 2026-03-09 and 2026-03-10.
        r.clock.set(Date.parse('2026-03-01T15:30:00Z'));
        const old = await madeOrder(r, token, r.channels.bank, 100);
        r.clock.set(Date.parse('2026-03-09T02:00:00Z'));
        const yesterday = await madeOrder(r, token, r.channels.bank, 101);
        r.clock.set(start);
        const today = await madeOrder(r, token, r.channels.bank, 102);
        await memberForm(r, token, rechargePaths.cancel, today.orderNo);

        const page = dataOf<RechargeOrderPage>(await memberGet(r, token, rechargePaths.list));
        expect(page.list.map((o) => o.orderNo)).toEqual([today.orderNo, yesterday.orderNo]);
        expect(page).toMatchObject({ total: 2, page: 1, size: 20 });

        const cancelled = dataOf<RechargeOrderPage>(
          await memberGet(r, token, rechargePaths.list, `status=${rechargeStatus.cancelled}`),
        );
        expect(cancelled.list.map((o) => o.orderNo)).toEqual([today.orderNo]);

        const march1 = dataOf<RechargeOrderPage>(
          await memberGet(r, token, rechargePaths.list, 'startDate=2026-03-01&endDate=2026-03-01'),
        );
        expect(march1.list.map((o) => o.orderNo)).toEqual([old.orderNo]);

        const second = dataOf<RechargeOrderPage>(
          await memberGet(r, token, rechargePaths.list, 'size=1&page=2'),
        );
        expect(second.list.map((o) => o.orderNo)).toEqual([yesterday.orderNo]);
      } finally {
        r.clock.set(start);
      }
    });
  });

  describe('POST paid and cancel', () => {
    it('moves a transfer order pending → processing once; an online order is refused (409)', async () => {
      const { token } = await newMember(r);
      const order = await madeOrder(r, token, r.channels.eWallet, 60);
      const res = await memberForm(r, token, rechargePaths.paid, order.orderNo);
      expect(dataOf<RechargeOrder>(res)).toMatchObject({ status: rechargeStatus.processing });
      expectRefused(
        await memberForm(r, token, rechargePaths.paid, order.orderNo),
        409,
        'PAY/ORDER_STATE',
      );
      expectRefused(
        await memberForm(r, token, rechargePaths.cancel, order.orderNo),
        409,
        'PAY/ORDER_STATE',
      );
      const online = await madeOrder(r, token, r.channels.online, 60);
      expectRefused(
        await memberForm(r, token, rechargePaths.paid, online.orderNo),
        409,
        'PAY/ORDER_STATE',
      );
    });

    it('cancels the own pending order once; a foreign one is missing (404)', async () => {
      const owner = await newMember(r);
      const other = await newMember(r);
      const order = await madeOrder(r, owner.token, r.channels.bank, 100);
      expectRefused(
        await memberForm(r, other.token, rechargePaths.cancel, order.orderNo),
        404,
        'PAY/ORDER_NOT_FOUND',
      );
      expectRefused(
        await memberForm(r, other.token, rechargePaths.paid, order.orderNo),
        404,
        'PAY/ORDER_NOT_FOUND',
      );
      const res = await memberForm(r, owner.token, rechargePaths.cancel, order.orderNo);
      expect(dataOf<RechargeOrder>(res)).toMatchObject({
        status: rechargeStatus.cancelled,
        finishedAt: r.clock.time,
      });
      expectRefused(
        await memberForm(r, owner.token, rechargePaths.cancel, order.orderNo),
        409,
        'PAY/ORDER_STATE',
      );
    });

    it('refuses to mark an order paid after its time ran out (409)', async () => {
      const { token } = await newMember(r);
      const order = await madeOrder(r, token, r.channels.bank, 100);
      const start = r.clock.time;
      try {
        r.clock.set(order.expiresAt);
        expectRefused(
          await memberForm(r, token, rechargePaths.paid, order.orderNo),
          409,
          'PAY/ORDER_STATE',
        );
      } finally {
        r.clock.set(start);
      }
    });
  });
});
