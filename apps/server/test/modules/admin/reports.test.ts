import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  adminCapabilities,
  adminReportPaths,
  chinaMidnightOf,
  financeReportColumnKeys,
  transactionType,
  type AdminFinanceReport,
  type FinanceReportColumn,
  type TransactionType,
} from '@lottery/contracts';
import { newSignedInMember } from '../../helpers/accounts';
import { testDriver } from '../../helpers/test-database';
import {
  createAdminApp,
  dataOf,
  expectRefusals,
  expectStatus,
  rolesWithout,
  yuan,
  type AdminApp,
} from './finance-kit';

/**
 * 财务报表 (issue 24): each UTC+8 day's ledger money by column, summed from the rows. The test
 * writes its entries on days long before the demo's (none of its rows lie there), so the report
 * of those days is exactly what it wrote.
 */
describe(`back office: financial reports (${testDriver()})`, () => {
  let a: AdminApp;
  const db = () => a.t.app.database.db;
  beforeAll(async () => {
    a = await createAdminApp();
  });
  afterAll(() => a.close());

  const report = async (query: Record<string, string>) => {
    const res = await a.call('readonly', { method: 'GET', path: adminReportPaths.finance, query });
    expectStatus(res, 200);
    return dataOf<AdminFinanceReport>(res);
  };

  let references = 0;
  /** An entry of `amount` and `type` for the member, dated `at` (the ledger dates by the database). */
  const post = async (userId: number, type: TransactionType, amount: number, at: number) => {
    references += 1;
    const entry = await a.t.app.services.wallet.post({
      userId,
      wallet: 'money',
      amount,
      type,
      reference: `test:report:${process.pid}:${references}`,
    });
    await db()
      .execute(sql`update ledger_entries set created_at = ${new Date(at).toISOString()}::timestamptz
      where id = ${entry.id}`);
  };

  it('refuses no session, a member token and bad days', async () => {
    await expectRefusals(
      a,
      { method: 'GET', path: adminReportPaths.finance, query: {} },
      {
        forbidden: rolesWithout(adminCapabilities.view),
        bad: { method: 'GET', path: adminReportPaths.finance, query: { startDate: '2020/03/01' } },
      },
    );
    expectStatus(
      await a.call('finance', {
        method: 'GET',
        path: adminReportPaths.finance,
        query: { startDate: '2020-01-01', endDate: '2020-02-15' },
      }),
      400,
      'REPORT/RANGE_TOO_LONG',
    );
    expectStatus(
      await a.call('finance', {
        method: 'GET',
        path: adminReportPaths.finance,
        query: { startDate: '2020-03-02', endDate: '2020-03-01' },
      }),
      400,
      'REPORT/DATE_REVERSED',
    );
  });

  it('sums each UTC+8 day of the ledger by column, with the total and the types', async () => {
    const days = ['2020-03-01', '2020-03-02'] as const;
    const empty = await report({ startDate: days[0], endDate: days[1] });
    expect(empty.total.entries).toBe(0);

    const one = await a.member(yuan(1000));
    const two = await a.member(yuan(1000));
    const trial = await newSignedInMember(a.t.app, 'rpt', yuan(1000), 'TEST');
    const first = chinaMidnightOf(days[0]);
    const second = chinaMidnightOf(days[1]);
    const third = chinaMidnightOf('2020-03-03');
    const t = transactionType;
    // Day one, from its first instant to its last.
    await post(one.id, t.transferRecharge, yuan(100), first);
    await post(two.id, t.onlinePayment, yuan(50), first + 3_600_000);
    await post(one.id, t.lotteryBet, -yuan(20), first + 7_200_000);
    await post(one.id, t.payout, yuan(39), first + 7_300_000);
    await post(one.id, t.agentRebate, 1_234, first + 7_400_000);
    await post(two.id, t.manualDeposit, yuan(8), second - 1);
    // Day two.
    await post(two.id, t.userWithdrawal, -yuan(30), second);
    await post(two.id, t.withdrawalRefund, yuan(30), second + 60_000);
    await post(one.id, t.manualDeduction, -yuan(5), second + 120_000);
    await post(one.id, t.rebate, 567, second + 180_000);
    await post(one.id, t.redPacketSent, -yuan(10), second + 240_000);
    await post(two.id, t.redPacketReceived, yuan(4), second + 300_000);
    await post(one.id, t.activityDiscount, yuan(2), second + 360_000);
    await post(one.id, t.systemAdjustment, -1, third - 1);
    // Outside: the day after, and a trial account's play money.
    await post(one.id, t.transferRecharge, yuan(999), third);
    await post(trial.user.id, t.transferRecharge, yuan(777), first + 60_000);

    const data = await report({ startDate: days[0], endDate: days[1] });
    const zero = Object.fromEntries(financeReportColumnKeys.map((key) => [key, 0])) as Record<
      FinanceReportColumn,
      number
    >;
    const dayOne = { ...zero, recharge: yuan(150), bet: -yuan(20), payout: yuan(39) };
    Object.assign(dayOne, { agentRebate: 1_234, manualDeposit: yuan(8) });
    const dayTwo = {
      ...zero,
      withdraw: 0,
      manualDeduction: -yuan(5),
      rebate: 567,
      redPacket: -yuan(6),
      bonus: yuan(2),
      other: -1,
    };
    const sum = (amounts: Record<string, number>) =>
      Object.values(amounts).reduce((total, amount) => total + amount, 0);
    expect(data.startDate).toBe(days[0]);
    expect(data.endDate).toBe(days[1]);
    expect(data.days).toEqual([
      { day: days[0], amounts: dayOne, net: sum(dayOne), entries: 6 },
      { day: days[1], amounts: dayTwo, net: sum(dayTwo), entries: 8 },
    ]);
    const total = Object.fromEntries(
      financeReportColumnKeys.map((key) => [key, dayOne[key] + dayTwo[key]]),
    );
    expect(data.total).toEqual({ amounts: total, net: sum(total), entries: 14 });
    expect(data.types.find((type) => type.type === t.transferRecharge)).toEqual({
      type: t.transferRecharge,
      label: '转账充值',
      amount: yuan(100),
      entries: 1,
    });
    expect(data.types.reduce((total, type) => total + type.entries, 0)).toBe(14);

    // The net is what the rows hold, as plain SQL reads them.
    const [rows] = (
      (await db().execute(sql`select coalesce(sum(e.amount), 0)::float8 as amount
        from ledger_entries e join users u on u.id = e.user_id
        where u.type = 'HY' and e.created_at >= ${new Date(first).toISOString()}::timestamptz
          and e.created_at < ${new Date(third).toISOString()}::timestamptz`)) as unknown as {
        rows: { amount: number }[];
      }
    ).rows;
    expect(data.total.net).toBe(rows!.amount);

    // One day alone (only an end: that day).
    const single = await report({ endDate: days[1] });
    expect(single.days).toEqual([{ day: days[1], amounts: dayTwo, net: sum(dayTwo), entries: 8 }]);
  });
});
