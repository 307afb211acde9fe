import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  systemConfigKey,
  transactionType,
  walletConfigKeys,
  withdrawPaths,
  withdrawStatus,
  type WithdrawOrder,
} from '@lottery/contracts';
import { ledgerEntries, withdrawOrders } from '../../../src/db/schema';
import { seal } from '../../helpers/accounts';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';
import {
  askFreeBank,
  askWithdraw,
  credit,
  expectLedgerHolds,
  expectRefused,
  memberGet,
  moneyState,
  newAddress,
  newKey,
  newMember,
  operatorToken,
  ordersOf,
  yuan,
} from './withdraw-kit';

describe(`withdraw calls (${testDriver()})`, () => {
  let t: TestApp;
  const app = () => t.app;

  beforeAll(async () => {
    t = await createTestApp({ config: { OPERATOR_TOKEN: operatorToken } });
  });
  afterAll(() => t.close());

  const orderOf = (res: { json(): unknown }) => (res.json() as { data: WithdrawOrder }).data;

  it('withdraws to a saved account: the order under review, the amount debited in one entry', async () => {
    const m = await newMember(app(), yuan(1_000));
    const res = await askWithdraw(app(), m.token, { bankId: String(m.bankId), amount: '150.5' });
    expect(res.statusCode, res.body).toBe(200);
    const order = orderOf(res);
    expect(order).toMatchObject({
      amount: 150_500,
      status: withdrawStatus.reviewing,
      statusText: '审核中',
      type: 2,
      bankName: '中国银行',
      bankAccount: '6217***********0123',
      accountName: '李明',
      finishedAt: null,
    });
    expect(order.orderNo).toMatch(/^W\d{8}\d{10}$/);
    expect((await app().services.wallet.balances(m.user.id)).money).toBe(yuan(1_000) - 150_500);
    const [entry] = await app()
      .database.db.select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `withdraw:${order.id}`));
    expect(entry).toMatchObject({
      amount: -150_500,
      transactionType: transactionType.userWithdrawal,
    });
    await expectLedgerHolds(app());
  });

  it('answers a retry with the first order, and refuses the key for another withdrawal', async () => {
    const m = await newMember(app(), yuan(1_000));
    const idempotencyKey = newKey();
    const first = await askWithdraw(app(), m.token, {
      bankId: String(m.bankId),
      amount: '100',
      idempotencyKey,
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = await askWithdraw(app(), m.token, {
      bankId: String(m.bankId),
      amount: '100',
      idempotencyKey,
    });
    expect(orderOf(again)).toEqual(orderOf(first));
    const before = await moneyState(app(), m.user.id);
    expectRefused(
      await askWithdraw(app(), m.token, {
        bankId: String(m.bankId),
        amount: '101',
        idempotencyKey,
      }),
      409,
      'WITHDRAW/DUPLICATE_REQUEST',
    );
    expect(await moneyState(app(), m.user.id)).toEqual(before);
    expect(before).toMatchObject({ money: yuan(900), orders: 1 });
  });

  describe('refuses, changing nothing', () => {
    const refusals: [string, Record<string, string | undefined>, number, string, string?][] = [
      ['amount 0', { amount: '0' }, 400, 'SYS/VALIDATION'],
      ['a negative amount', { amount: '-100' }, 400, 'SYS/VALIDATION'],
      ['three decimals', { amount: '100.005' }, 400, 'SYS/VALIDATION'],
      ['no amount', { amount: undefined }, 400, 'SYS/VALIDATION'],
      [
        'below the minimum',
        { amount: '99.99' },
        400,
        'WITHDRAW/AMOUNT_LIMIT',
        '单笔提现最低100.00元',
      ],
      [
        'above the maximum',
        { amount: '50000.01' },
        400,
        'WITHDRAW/AMOUNT_LIMIT',
        '单笔提现最高50,000.00元',
      ],
      ['no withdraw password', { cashPassword: undefined }, 400, 'UC/CASH_PASSWORD'],
      ['a bad key', { idempotencyKey: 'short' }, 400, 'SYS/VALIDATION'],
    ];
    it.each(refusals)('%s', async (_, fields, status, code, msg) => {
      const m = await newMember(app(), yuan(100_000));
      const before = await moneyState(app(), m.user.id);
      expectRefused(
        await askWithdraw(app(), m.token, { bankId: String(m.bankId), amount: '200', ...fields }),
        status,
        code,
        msg,
      );
      expect(await moneyState(app(), m.user.id)).toEqual(before);
    });

    it('a wrong withdraw password, then locked after five', async () => {
      const m = await newMember(app(), yuan(1_000));
      const before = await moneyState(app(), m.user.id);
      for (let i = 0; i < 5; i += 1) {
        expectRefused(
          await askWithdraw(app(), m.token, {
            bankId: String(m.bankId),
            amount: '200',
            cashPassword: await seal(app(), '9999'),
          }),
          400,
          'UC/CASH_PASSWORD_ERROR',
          '交易密码输入错误!',
        );
      }
      // Even the right password, while locked.
      expectRefused(
        await askWithdraw(app(), m.token, { bankId: String(m.bankId), amount: '200' }),
        400,
        'UC/CASH_PASSWORD_LOCKED',
      );
      expect(await moneyState(app(), m.user.id)).toEqual(before);
    });

    it('no withdraw password set', async () => {
      const m = await newMember(app(), yuan(1_000), { fundPwd: null });
      const before = await moneyState(app(), m.user.id);
      expectRefused(
        await askWithdraw(app(), m.token, { bankId: String(m.bankId), amount: '200' }),
        400,
        'UC/CASH_PASSWORD_NULL',
      );
      expect(await moneyState(app(), m.user.id)).toEqual(before);
    });

    it('a trial account, before anything else', async () => {
      const m = await newMember(app(), yuan(1_000), { type: 'TEST', fundPwd: null });
      const before = await moneyState(app(), m.user.id);
      expectRefused(
        await askWithdraw(app(), m.token, { bankId: String(m.bankId), amount: '0' }),
        403,
        'UC/TRIAL_FORBIDDEN',
      );
      expect(await moneyState(app(), m.user.id)).toEqual(before);
    });

    it('a guest', async () => {
      const m = await newMember(app(), yuan(1_000));
      expectRefused(
        await askWithdraw(app(), undefined, { bankId: String(m.bankId), amount: '200' }),
        401,
        'UC/NOT_LOGGED_IN',
      );
      expectRefused(await memberGet(app(), undefined, withdrawPaths.list), 401, 'UC/NOT_LOGGED_IN');
    });

    it("someone else's saved account", async () => {
      const m = await newMember(app(), yuan(1_000));
      const other = await newMember(app(), 0);
      const before = await moneyState(app(), m.user.id);
      expectRefused(
        await askWithdraw(app(), m.token, { bankId: String(other.bankId), amount: '200' }),
        404,
        'WITHDRAW/ACCOUNT_NOT_FOUND',
      );
      expect(await moneyState(app(), m.user.id)).toEqual(before);
    });

    it('more than the balance', async () => {
      const m = await newMember(app(), yuan(150));
      const before = await moneyState(app(), m.user.id);
      expectRefused(
        await askWithdraw(app(), m.token, { bankId: String(m.bankId), amount: '150.01' }),
        400,
        'WALLET/INSUFFICIENT_BALANCE',
      );
      expect(await moneyState(app(), m.user.id)).toEqual(before);
    });

    it("over today's count (rejected ones do not count)", async () => {
      await app().services.settings.setSystemConfig({
        configKey: systemConfigKey.withdrawDailyCount,
        configValue: '2',
      });
      try {
        const m = await newMember(app(), yuan(10_000));
        const ask = () => askWithdraw(app(), m.token, { bankId: String(m.bankId), amount: '100' });
        const first = orderOf(await ask());
        expect((await ask()).statusCode).toBe(200);
        const before = await moneyState(app(), m.user.id);
        expectRefused(await ask(), 400, 'WITHDRAW/DAILY_COUNT', '今日提现次数已达上限（2次）');
        expect(await moneyState(app(), m.user.id)).toEqual(before);
        await app().services.withdrawDecisions.reject(first.id, '测试');
        expect((await ask()).statusCode).toBe(200);
      } finally {
        await app().services.settings.setSystemConfig({
          configKey: systemConfigKey.withdrawDailyCount,
          configValue: '5',
        });
      }
    });

    it('the turnover not met, until the bets are', async () => {
      const m = await newMember(app(), 0);
      await credit(
        app(),
        m.user.id,
        yuan(500),
        transactionType.manualDeposit,
        `test:dep:${m.account}`,
      );
      const before = await moneyState(app(), m.user.id);
      expectRefused(
        await askWithdraw(app(), m.token, { bankId: String(m.bankId), amount: '100' }),
        400,
        'WITHDRAW/TURNOVER',
        '打码量未达到提现要求',
      );
      expect(await moneyState(app(), m.user.id)).toEqual(before);
      const turnover = await memberGet(app(), m.token, withdrawPaths.validWithdraw);
      expect(turnover.json()).toMatchObject({
        data: { requireDML: yuan(500), sumAllDml: 0, sumAllDeduct: yuan(500), yetWithdraw: false },
      });
      await app().services.settings.setSystemConfig({
        configKey: walletConfigKeys.withdrawRelaxQuota,
        configValue: String(yuan(500)),
      });
      try {
        const res = await askWithdraw(app(), m.token, { bankId: String(m.bankId), amount: '100' });
        expect(res.statusCode, res.body).toBe(200);
      } finally {
        await app().services.settings.setSystemConfig({
          configKey: walletConfigKeys.withdrawRelaxQuota,
          configValue: '0',
        });
      }
    });

    it('a free-bank withdrawal in another name than the real name', async () => {
      const m = await newMember(app(), yuan(1_000));
      const before = await moneyState(app(), m.user.id);
      expectRefused(
        await askFreeBank(app(), m.token, { amount: '200', accountName: '王五' }),
        400,
        'WITHDRAW/NAME_MISMATCH',
      );
      expect(await moneyState(app(), m.user.id)).toEqual(before);
    });

    it('more than 30 asks from one address in ten minutes', async () => {
      const m = await newMember(app(), yuan(1_000));
      const address = newAddress();
      for (let i = 0; i < 30; i += 1) {
        const res = await askWithdraw(app(), m.token, { bankId: 'x', amount: '1' }, address);
        expect(res.statusCode).toBe(400);
      }
      const res = await askWithdraw(
        app(),
        m.token,
        { bankId: String(m.bankId), amount: '200' },
        address,
      );
      expect(res.statusCode).toBe(429);
      expect((await moneyState(app(), m.user.id)).orders).toBe(0);
    });
  });

  it('withdraws to an account typed for this one time, not saved', async () => {
    const m = await newMember(app(), yuan(1_000));
    const res = await askFreeBank(app(), m.token, { amount: '300' });
    expect(res.statusCode, res.body).toBe(200);
    expect(orderOf(res)).toMatchObject({
      amount: yuan(300),
      bankName: '招商银行',
      bankAccount: '6225********6789',
      accountName: '李明',
    });
    const [row] = await ordersOf(app(), m.user.id);
    expect(row).toMatchObject({ bankId: null, bankAccount: '6225880123456789' });
    expect((await app().services.wallet.balances(m.user.id)).money).toBe(yuan(700));
  });

  it('lists the own withdrawals newest first by status and date, and shows one', async () => {
    const m = await newMember(app(), yuan(5_000));
    const other = await newMember(app(), yuan(5_000));
    const ids: number[] = [];
    for (const amount of ['100', '200', '300']) {
      ids.push(orderOf(await askWithdraw(app(), m.token, { bankId: String(m.bankId), amount })).id);
    }
    const foreign = orderOf(
      await askWithdraw(app(), other.token, { bankId: String(other.bankId), amount: '100' }),
    );
    await app().services.withdrawDecisions.pay(ids[0]!, '');
    const list = await memberGet(app(), m.token, withdrawPaths.list);
    expect(list.statusCode, list.body).toBe(200);
    const page = (list.json() as { data: { list: WithdrawOrder[]; total: number } }).data;
    expect(page.total).toBe(3);
    expect(page.list.map((order) => order.id)).toEqual([...ids].reverse());
    const paid = await memberGet(app(), m.token, `${withdrawPaths.list}?status=1`);
    expect((paid.json() as { data: { list: WithdrawOrder[] } }).data.list.map((o) => o.id)).toEqual(
      [ids[0]],
    );
    const old = await memberGet(
      app(),
      m.token,
      `${withdrawPaths.list}?startDate=2020-01-01&endDate=2020-01-31`,
    );
    expect((old.json() as { data: { total: number } }).data.total).toBe(0);
    expectRefused(
      await memberGet(app(), m.token, `${withdrawPaths.list}?startDate=2020-1-1`),
      400,
      'SYS/VALIDATION',
    );

    const detail = await memberGet(app(), m.token, `${withdrawPaths.detail}?id=${ids[0]}`);
    expect(orderOf(detail)).toMatchObject({
      id: ids[0],
      status: withdrawStatus.paid,
      statusText: '已出款',
    });
    expectRefused(
      await memberGet(app(), m.token, `${withdrawPaths.detail}?id=${foreign.id}`),
      404,
      'WITHDRAW/NOT_FOUND',
    );
    expectRefused(
      await memberGet(app(), m.token, `${withdrawPaths.detail}?id=abc`),
      400,
      'SYS/VALIDATION',
    );
  });

  it('keeps the ledger whole after all of it', async () => {
    await expectLedgerHolds(app());
    const rows = await app().database.db.select().from(withdrawOrders);
    expect(rows.length).toBeGreaterThan(0);
  });
});
