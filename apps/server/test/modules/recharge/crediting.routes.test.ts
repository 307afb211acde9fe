import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  rechargeOperatorPaths,
  rechargePaths,
  rechargeStatus,
  transactionType,
  walletConfigKeys,
  type RechargeOrder,
} from '@lottery/contracts';
import { ledgerEntries } from '../../../src/db/schema';
import { testDriver } from '../../helpers/test-database';
import {
  createRechargeApp,
  expectLedgerHolds,
  expectRefused,
  madeOrder,
  memberForm,
  memberGet,
  moneyState,
  newKey,
  newMember,
  notify,
  operatorPost,
  paidNotification,
  yuan,
  type RechargeApp,
} from './recharge-kit';

const dataOf = <T>(res: { json(): unknown }) => (res.json() as { data: T }).data;

describe(`recharge: crediting, the gateway, the sweep and adjustments (${testDriver()})`, () => {
  let r: RechargeApp;
  const entriesOf = (userId: number, type: number) =>
    r.t.app.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.transactionType, type)));

  beforeAll(async () => {
    r = await createRechargeApp();
  });
  afterAll(async () => {
    await expectLedgerHolds(r);
    await r.close();
  });

  describe('operator confirm and reject', () => {
    it('credits a bank order once (type 1) and adds to rechMoney; a second decision is 409', async () => {
      const { token, user } = await newMember(r);
      const order = await madeOrder(r, token, r.channels.bank, 300);
      await memberForm(r, token, rechargePaths.paid, order.orderNo);
      const res = await operatorPost(r, rechargeOperatorPaths.confirm, { orderNo: order.orderNo });
      expect(dataOf<RechargeOrder>(res)).toMatchObject({ status: rechargeStatus.success });
      const state = await moneyState(r, user.id);
      expect(state).toMatchObject({ money: yuan(300), rechargeTotal: yuan(300) });
      const [entry] = await entriesOf(user.id, transactionType.transferRecharge);
      expect(entry).toMatchObject({ amount: yuan(300), reference: `recharge:${order.orderNo}` });
      expectRefused(
        await operatorPost(r, rechargeOperatorPaths.confirm, { orderNo: order.orderNo }),
        409,
        'PAY/ORDER_STATE',
      );
      expectRefused(
        await operatorPost(r, rechargeOperatorPaths.reject, {
          orderNo: order.orderNo,
          reason: '晚了',
        }),
        409,
        'PAY/ORDER_STATE',
      );
      expect(await moneyState(r, user.id)).toEqual(state);
    });

    it('credits direct orders as 人工存款 (10) and USDT as 转账充值 (1)', async () => {
      const { token, user } = await newMember(r);
      const direct = await madeOrder(r, token, r.channels.direct, 1000);
      const usdt = await madeOrder(r, token, r.channels.usdt, 100);
      await operatorPost(r, rechargeOperatorPaths.confirm, { orderNo: direct.orderNo });
      await operatorPost(r, rechargeOperatorPaths.confirm, { orderNo: usdt.orderNo });
      expect(
        (await entriesOf(user.id, transactionType.manualDeposit)).map((e) => e.amount),
      ).toEqual([yuan(1000)]);
      expect(
        (await entriesOf(user.id, transactionType.transferRecharge)).map((e) => e.amount),
      ).toEqual([yuan(100)]);
    });

    it('rejects with a reason (required), pays nothing; online orders and unknown numbers are refused', async () => {
      const { token, user } = await newMember(r);
      const order = await madeOrder(r, token, r.channels.eWallet, 80);
      expectRefused(
        await operatorPost(r, rechargeOperatorPaths.reject, { orderNo: order.orderNo }),
        400,
        'SYS/VALIDATION',
      );
      const res = await operatorPost(r, rechargeOperatorPaths.reject, {
        orderNo: order.orderNo,
        reason: '未收到款项',
      });
      expect(dataOf<RechargeOrder>(res)).toMatchObject({
        status: rechargeStatus.failed,
        reason: '未收到款项',
      });
      const online = await madeOrder(r, token, r.channels.online, 80);
      expectRefused(
        await operatorPost(r, rechargeOperatorPaths.confirm, { orderNo: online.orderNo }),
        409,
        'PAY/ORDER_STATE',
      );
      expectRefused(
        await operatorPost(r, rechargeOperatorPaths.confirm, { orderNo: 'R202603109999999999' }),
        404,
        'PAY/ORDER_NOT_FOUND',
      );
      expect(await moneyState(r, user.id)).toMatchObject({
        money: 0,
        entries: 0,
        rechargeTotal: 0,
      });
    });

    it('adds the first-recharge bonus (活动优惠, 11) only on the first recharge', async () => {
      await r.t.app.services.settings.setSystemConfig({
        configKey: walletConfigKeys.firstRechargeBonusPercent,
        configValue: '5',
        isPublic: true,
      });
      try {
        const { token, user } = await newMember(r);
        const first = await madeOrder(r, token, r.channels.bank, 333.33);
        const second = await madeOrder(r, token, r.channels.bank, 200);
        await operatorPost(r, rechargeOperatorPaths.confirm, { orderNo: first.orderNo });
        await operatorPost(r, rechargeOperatorPaths.confirm, { orderNo: second.orderNo });
        const bonuses = await entriesOf(user.id, transactionType.activityDiscount);
        // 5% of 333.33 = 16.6665 → 16.66 (whole fen, down)
        expect(bonuses.map((e) => [e.amount, e.reference])).toEqual([
          [16_660, `recharge:bonus:${first.orderNo}`],
        ]);
        expect(await moneyState(r, user.id)).toMatchObject({
          money: 333_330 + 200_000 + 16_660,
          rechargeTotal: 533_330,
        });
      } finally {
        await r.t.app.services.settings.setSystemConfig({
          configKey: walletConfigKeys.firstRechargeBonusPercent,
          configValue: '0',
          isPublic: true,
        });
      }
    });
  });

  describe('the gateway notification', () => {
    it('credits an online order once (type 2); a replay answers success and pays nothing', async () => {
      const { token, user } = await newMember(r);
      const order = await madeOrder(r, token, r.channels.online, 50);
      const res = await notify(r, paidNotification(order));
      expect(dataOf(res)).toEqual({ orderNo: order.orderNo, status: rechargeStatus.success });
      const state = await moneyState(r, user.id);
      expect(state).toMatchObject({ money: yuan(50), rechargeTotal: yuan(50), entries: 1 });
      expect(
        (await entriesOf(user.id, transactionType.onlinePayment)).map((e) => e.amount),
      ).toEqual([yuan(50)]);
      const replay = await notify(r, paidNotification(order));
      expect(dataOf(replay)).toEqual({ orderNo: order.orderNo, status: rechargeStatus.success });
      expect(await moneyState(r, user.id)).toEqual(state);
    });

    it('refuses a forged signature (401), a wrong amount, a non-online order (400), an unknown order (404); nothing changes', async () => {
      const { token, user } = await newMember(r);
      const order = await madeOrder(r, token, r.channels.online, 50);
      const bank = await madeOrder(r, token, r.channels.bank, 100);
      const before = await moneyState(r, user.id);
      expectRefused(
        await notify(r, paidNotification(order), 'not-the-secret'),
        401,
        'PAY/SIGNATURE_INVALID',
      );
      expectRefused(
        await notify(r, paidNotification(order, { amount: yuan(500) })),
        400,
        'PAY/NOTIFICATION_MISMATCH',
      );
      expectRefused(await notify(r, paidNotification(bank)), 400, 'PAY/NOTIFICATION_MISMATCH');
      expectRefused(
        await notify(r, paidNotification(order, { orderNo: 'R202603109999999999' })),
        404,
        'PAY/ORDER_NOT_FOUND',
      );
      const unsigned = await r.t.app.inject({
        method: 'POST',
        url: `/app-api${rechargePaths.notify.replace(':provider', 'demo')}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(paidNotification(order)),
      });
      expectRefused(unsigned, 401, 'PAY/SIGNATURE_INVALID');
      const unknownProvider = await r.t.app.inject({
        method: 'POST',
        url: `/app-api${rechargePaths.notify.replace(':provider', 'other')}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(paidNotification(order)),
      });
      expectRefused(unknownProvider, 401, 'PAY/SIGNATURE_INVALID');
      expect(await moneyState(r, user.id)).toEqual(before);
    });

    it('fails a declined payment; then a paid notification is 409', async () => {
      const { token, user } = await newMember(r);
      const order = await madeOrder(r, token, r.channels.online, 50);
      const res = await notify(r, paidNotification(order, { paid: false }));
      expect(dataOf(res)).toEqual({ orderNo: order.orderNo, status: rechargeStatus.failed });
      expectRefused(
        await notify(r, paidNotification(order, { tradeNo: 'OTHER' })),
        409,
        'PAY/ORDER_STATE',
      );
      expect(await moneyState(r, user.id)).toMatchObject({ money: 0, entries: 0 });
    });

    it('refuses to credit an order past its expiry, swept or not (409)', async () => {
      const { token, user } = await newMember(r);
      const order = await madeOrder(r, token, r.channels.online, 50);
      const start = r.clock.time;
      try {
        r.clock.set(order.expiresAt);
        expectRefused(await notify(r, paidNotification(order)), 409, 'PAY/ORDER_STATE');
        await r.t.app.services.recharge.expiry.sweep();
        expectRefused(await notify(r, paidNotification(order)), 409, 'PAY/ORDER_STATE');
      } finally {
        r.clock.set(start);
      }
      expect(await moneyState(r, user.id)).toMatchObject({
        money: 0,
        entries: 0,
        rechargeTotal: 0,
      });
    });
  });

  describe('the demo gateway', () => {
    it('shows the amount, escaped, with the two forms; approving credits and sends the payer back', async () => {
      const { token, user } = await newMember(r);
      const order = await madeOrder(r, token, r.channels.online, 88.8);
      const page = await r.t.app.inject({ method: 'GET', url: `/demo-pay/${order.orderNo}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('¥88.80');
      expect(page.body).toContain(`action="/demo-pay/${order.orderNo}/approve"`);
      expect(page.body).toContain('确认支付');
      expect(page.body).toContain('拒绝支付');
      expect(page.body).not.toContain('<script');

      const approve = await r.t.app.inject({
        method: 'POST',
        url: `/demo-pay/${order.orderNo}/approve`,
      });
      expect(approve.statusCode).toBe(303);
      expect(approve.headers.location).toBe(`/recharge/processing/${order.orderNo}`);
      const again = await r.t.app.inject({
        method: 'POST',
        url: `/demo-pay/${order.orderNo}/approve`,
      });
      expect(again.statusCode).toBe(303);
      expect(await moneyState(r, user.id)).toMatchObject({ money: 88_800, entries: 1 });
      const detail = await memberGet(r, token, rechargePaths.detail, `orderNo=${order.orderNo}`);
      expect(dataOf<RechargeOrder>(detail).status).toBe(rechargeStatus.success);
      const done = await r.t.app.inject({ method: 'GET', url: `/demo-pay/${order.orderNo}` });
      expect(done.body).not.toContain('确认支付');
      expect(done.body).toContain('充值成功');
    });

    it('declining fails the order; unknown and non-online orders are 404', async () => {
      const { token, user } = await newMember(r);
      const order = await madeOrder(r, token, r.channels.online, 20);
      const decline = await r.t.app.inject({
        method: 'POST',
        url: `/demo-pay/${order.orderNo}/decline`,
      });
      expect(decline.statusCode).toBe(303);
      const detail = await memberGet(r, token, rechargePaths.detail, `orderNo=${order.orderNo}`);
      expect(dataOf<RechargeOrder>(detail)).toMatchObject({ status: rechargeStatus.failed });
      const bank = await madeOrder(r, token, r.channels.bank, 100);
      expect(
        (await r.t.app.inject({ method: 'GET', url: `/demo-pay/${bank.orderNo}` })).statusCode,
      ).toBe(404);
      expect(
        (await r.t.app.inject({ method: 'POST', url: `/demo-pay/${bank.orderNo}/approve` }))
          .statusCode,
      ).toBe(404);
      expect(await moneyState(r, user.id)).toMatchObject({ money: 0, entries: 0 });
    });
  });

  describe('the expiry sweep', () => {
    it('expires pending orders past their time on its timer, and only those', async () => {
      const { token } = await newMember(r);
      const pending = await madeOrder(r, token, r.channels.bank, 100);
      const processing = await madeOrder(r, token, r.channels.bank, 100);
      await memberForm(r, token, rechargePaths.paid, processing.orderNo);
      const expiry = r.t.app.services.recharge.expiry;
      const settle = () => expiry.whenIdle();
      const start = r.clock.time;
      try {
        await r.clock.advanceTo(pending.expiresAt - 1, settle);
        const before = await memberGet(
          r,
          token,
          rechargePaths.detail,
          `orderNo=${pending.orderNo}`,
        );
        expect(dataOf<RechargeOrder>(before).status).toBe(rechargeStatus.pending);
        await r.clock.advanceTo(pending.expiresAt + 60_000, settle);
        const after = await memberGet(r, token, rechargePaths.detail, `orderNo=${pending.orderNo}`);
        expect(dataOf<RechargeOrder>(after)).toMatchObject({
          status: rechargeStatus.expired,
          statusText: '已过期',
        });
        const kept = await memberGet(
          r,
          token,
          rechargePaths.detail,
          `orderNo=${processing.orderNo}`,
        );
        expect(dataOf<RechargeOrder>(kept).status).toBe(rechargeStatus.processing);
        expect(await expiry.sweep()).toEqual([]);
      } finally {
        r.clock.set(start);
      }
    });
  });

  describe('operator balance adjustments', () => {
    it('deposits (10) and deducts (14) once per key; never below zero; account must exist', async () => {
      const { user, account } = await newMember(r);
      const key = newKey();
      const deposit = { account, amount: yuan(100), reason: '活动补发', idempotencyKey: key };
      const res = await operatorPost(r, rechargeOperatorPaths.adjust, deposit);
      expect(dataOf(res)).toMatchObject({
        account,
        amount: yuan(100),
        type: 10,
        balanceAfter: yuan(100),
      });
      expect(dataOf(await operatorPost(r, rechargeOperatorPaths.adjust, deposit))).toMatchObject({
        balanceAfter: yuan(100),
      });
      expectRefused(
        await operatorPost(r, rechargeOperatorPaths.adjust, { ...deposit, amount: yuan(5) }),
        409,
        'PAY/DUPLICATE_REQUEST',
      );
      const deduct = { account, amount: -yuan(40), reason: '误充扣回', idempotencyKey: newKey() };
      expect(dataOf(await operatorPost(r, rechargeOperatorPaths.adjust, deduct))).toMatchObject({
        type: 14,
        balanceAfter: yuan(60),
      });
      const state = await moneyState(r, user.id);
      expectRefused(
        await operatorPost(r, rechargeOperatorPaths.adjust, {
          ...deduct,
          amount: -yuan(61),
          idempotencyKey: newKey(),
        }),
        400,
        'WALLET/INSUFFICIENT_BALANCE',
      );
      expectRefused(
        await operatorPost(r, rechargeOperatorPaths.adjust, {
          ...deposit,
          account: 'nobody-here',
          idempotencyKey: newKey(),
        }),
        404,
        'SYS/NOT_FOUND',
      );
      expectRefused(
        await operatorPost(r, rechargeOperatorPaths.adjust, {
          ...deposit,
          reason: '',
          idempotencyKey: newKey(),
        }),
        400,
        'SYS/VALIDATION',
      );
      expectRefused(
        await operatorPost(r, rechargeOperatorPaths.adjust, {
          ...deposit,
          amount: 0,
          idempotencyKey: newKey(),
        }),
        400,
        'SYS/VALIDATION',
      );
      const unauthorized = await r.t.app.inject({
        method: 'POST',
        url: `/app-api${rechargeOperatorPaths.adjust}`,
        payload: { ...deposit, idempotencyKey: newKey() },
      });
      expectRefused(unauthorized, 401, 'OP/UNAUTHORIZED');
      expect(await moneyState(r, user.id)).toEqual(state);
    });

    it("lists every member's orders by status for the operator", async () => {
      const { token, account } = await newMember(r);
      const order = await madeOrder(r, token, r.channels.bank, 100);
      await memberForm(r, token, rechargePaths.paid, order.orderNo);
      const res = await r.t.app.inject({
        method: 'GET',
        url: `/app-api${rechargeOperatorPaths.orders}?status=${rechargeStatus.processing}&size=100`,
        headers: { 'x-operator-token': 'recharge-operator-token-for-tests' },
      });
      const page = dataOf<{ list: (RechargeOrder & { account: string })[] }>(res);
      expect(page.list.every((o) => o.status === rechargeStatus.processing)).toBe(true);
      expect(page.list.find((o) => o.orderNo === order.orderNo)?.account).toBe(account);
    });
  });
});
