import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import {
  adminCapabilities,
  adminPaths,
  chinaDateOf,
  addDaysTo,
  transactionType,
  transactionTypeLabels,
  withdrawStatus,
  type AdminWithdrawal,
  type AdminWithdrawalDetail,
} from '@lottery/contracts';
import { ledgerEntries, withdrawOrders } from '../../../src/db/schema';
import { withdrawRefundReference } from '../../../src/modules/withdraw/withdraw-decision.service';
import { expectLedgerHolds } from '../../helpers/ledger';
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

type Page<T> = { list: T[]; total: number; page: number; size: number };

describe(`back office: withdrawals (${testDriver()})`, () => {
  let a: AdminApp;
  let member01: { id: number; account: string };
  beforeAll(async () => {
    a = await createAdminApp();
    const found = await a.t.app.services.account.findByAccount('member01');
    member01 = { id: found!.id, account: found!.account };
  });
  afterAll(() => a.close());

  const db = () => a.t.app.database.db;
  const orderOf = async (id: number) =>
    (await db().select().from(withdrawOrders).where(eq(withdrawOrders.id, id)))[0]!;
  const ledgerCount = async (userId: number) =>
    (
      await db().select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.userId, userId))
    )[0]!.n;
  const refunds = async (id: number) =>
    db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, withdrawRefundReference(id)));
  const reviewingOf = async (userId: number) =>
    (
      await db()
        .select()
        .from(withdrawOrders)
        .where(
          and(
            eq(withdrawOrders.userId, userId),
            eq(withdrawOrders.status, withdrawStatus.reviewing),
          ),
        )
        .orderBy(asc(withdrawOrders.id))
    )[0]!;

  let keys = 0;
  /** A fresh member's withdrawal under review (amount frozen: debited), asked at the clock. */
  const askedWithdrawal = async (amountYuan = 100) => {
    const member = await a.member(yuan(amountYuan * 2));
    const payTo = {
      bankId: null,
      type: 2,
      bankName: '中国银行',
      bankAccount: '6217001234567890123',
      accountName: '李明',
    };
    keys += 1;
    const order = await a.t.app.services.withdraw.record(
      member.id,
      { amount: yuan(amountYuan), idempotencyKey: `admin-wd-${keys}`, to: { freeBank: payTo } },
      payTo,
    );
    return { member, order };
  };

  const pay = (id: number, role: 'finance' | 'super' = 'finance') =>
    a.call(role, { method: 'POST', path: adminPaths.payWithdrawal, payload: { id } });
  const reject = (id: number, reason = '收款信息有误') =>
    a.call('finance', {
      method: 'POST',
      path: adminPaths.rejectWithdrawal,
      payload: { id, reason },
    });

  it('refuses every call without an operator, with a member token, a role without the capability or bad input — nothing changes', async () => {
    const order = await reviewingOf(member01.id);
    const ledgerBefore = await ledgerCount(member01.id);
    const id = String(order.id);
    await expectRefusals(
      a,
      { method: 'GET', path: adminPaths.withdrawals },
      {
        forbidden: [],
        bad: { method: 'GET', path: adminPaths.withdrawals, query: { status: '7' } },
      },
    );
    await expectRefusals(
      a,
      { method: 'GET', path: adminPaths.withdrawal, query: { id } },
      { forbidden: [], bad: { method: 'GET', path: adminPaths.withdrawal, query: { id: 'x' } } },
    );
    const forbidden = rolesWithout(adminCapabilities.decideMoney);
    expect(forbidden).toEqual(['operations', 'support', 'readonly']);
    await expectRefusals(
      a,
      { method: 'POST', path: adminPaths.payWithdrawal, payload: { id: order.id } },
      {
        forbidden,
        bad: { method: 'POST', path: adminPaths.payWithdrawal, payload: { id: order.id, x: 1 } },
      },
    );
    await expectRefusals(
      a,
      {
        method: 'POST',
        path: adminPaths.rejectWithdrawal,
        payload: { id: order.id, reason: '否' },
      },
      {
        forbidden,
        bad: { method: 'POST', path: adminPaths.rejectWithdrawal, payload: { id: order.id } },
      },
    );
    expect(await orderOf(order.id)).toEqual(order);
    expect(await ledgerCount(member01.id)).toBe(ledgerBefore);
    expect(await a.audits('withdrawal.pay', order.orderNo)).toBe(0);
    expect(await a.audits('withdrawal.reject', order.orderNo)).toBe(0);
  });

  it('lists every member’s withdrawals newest first, whole account numbers, filtered and paged', async () => {
    const list = async (query: Record<string, string>) => {
      const res = await a.call('readonly', { method: 'GET', path: adminPaths.withdrawals, query });
      expectStatus(res, 200);
      return dataOf<Page<AdminWithdrawal>>(res);
    };
    const mine = await list({ account: 'member01' });
    expect(mine.total).toBe(3);
    expect(mine.list.map((row) => row.status)).toEqual([
      withdrawStatus.reviewing,
      withdrawStatus.rejected,
      withdrawStatus.paid,
    ]);
    expect(mine.list[0]).toMatchObject({
      account: 'member01',
      userId: member01.id,
      bankAccount: '6222020200112233445',
      decidedBy: null,
      statusText: '审核中',
    });
    expect((await list({ account: 'MEMBER01' })).total).toBe(3);
    expect((await list({ account: 'member0' })).total).toBe(0);
    const reviewing = await list({ account: 'member01', status: String(withdrawStatus.reviewing) });
    expect(reviewing.list.map((row) => row.id)).toEqual([mine.list[0]!.id]);
    const day = chinaDateOf(mine.list[0]!.createdAt);
    expect((await list({ account: 'member01', startDate: day, endDate: day })).total).toBe(3);
    const after = addDaysTo(day, 1);
    expect((await list({ account: 'member01', startDate: after })).total).toBe(0);
    expect((await list({ account: 'member01', endDate: addDaysTo(day, -1) })).total).toBe(0);
    const second = await list({ account: 'member01', page: '2', size: '1' });
    expect(second).toMatchObject({ total: 3, page: 2, size: 1 });
    expect(second.list.map((row) => row.id)).toEqual([mine.list[1]!.id]);
    const all = await list({ size: '100' });
    const [orders] = await db().select({ n: count() }).from(withdrawOrders);
    expect(all.total).toBe(orders!.n);
  });

  it('shows a withdrawal with its member, turnover and the last 20 ledger entries', async () => {
    const order = await reviewingOf(member01.id);
    const res = await a.call('readonly', {
      method: 'GET',
      path: adminPaths.withdrawal,
      query: { id: String(order.id) },
    });
    expectStatus(res, 200);
    const detail = dataOf<AdminWithdrawalDetail>(res);
    expect(detail.order).toMatchObject({
      id: order.id,
      orderNo: order.orderNo,
      account: 'member01',
    });
    const { money } = await a.t.app.services.wallet.balances(member01.id);
    expect(detail.member).toMatchObject({ id: member01.id, account: 'member01', balance: money });
    const turnover = await a.t.app.services.withdraw.turnoverOf(member01.id);
    expect(detail.turnover).toEqual({ required: turnover.requireDML, done: turnover.sumAllDml });
    const latest = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, member01.id))
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(20);
    expect(latest.length).toBeGreaterThan(0);
    expect(detail.recentLedger.map((row) => row.id)).toEqual(latest.map((row) => row.id));
    for (const row of detail.recentLedger) {
      expect(row.typeLabel).toBe(transactionTypeLabels[row.type]);
    }
    expectStatus(
      await a.call('readonly', {
        method: 'GET',
        path: adminPaths.withdrawal,
        query: { id: '999999' },
      }),
      404,
      'ADMIN/NOT_FOUND',
    );
  });

  it('pays member01’s withdrawal under review: paid by finance01, one audit row, no money moves', async () => {
    const order = await reviewingOf(member01.id);
    const ledgerBefore = await ledgerCount(member01.id);
    const res = await pay(order.id);
    expectStatus(res, 200);
    expect(dataOf<AdminWithdrawal>(res)).toMatchObject({
      id: order.id,
      status: withdrawStatus.paid,
      decidedBy: 'finance01',
      account: 'member01',
    });
    expect(await orderOf(order.id)).toMatchObject({
      status: withdrawStatus.paid,
      decidedBy: 'finance01',
      finishedAt: a.clock.at,
    });
    expect(await a.audits('withdrawal.pay', order.orderNo)).toBe(1);
    expect(await ledgerCount(member01.id)).toBe(ledgerBefore);
    expectStatus(await pay(order.id), 409, 'WITHDRAW/STATE');
    expectStatus(await reject(order.id), 409, 'WITHDRAW/STATE');
    expect(await a.audits('withdrawal.pay', order.orderNo)).toBe(1);
    expect(await a.audits('withdrawal.reject', order.orderNo)).toBe(0);
    expect(await ledgerCount(member01.id)).toBe(ledgerBefore);
    expectStatus(await pay(999_999), 404, 'ADMIN/NOT_FOUND');
  });

  it('rejects another with its reason: refunded once (type 13), one audit row', async () => {
    const { member, order } = await askedWithdrawal(120);
    const before = await a.t.app.services.wallet.balances(member.id);
    const res = await reject(order.id, '姓名与银行卡不符');
    expectStatus(res, 200);
    expect(dataOf<AdminWithdrawal>(res)).toMatchObject({
      status: withdrawStatus.rejected,
      reason: '姓名与银行卡不符',
      decidedBy: 'finance01',
    });
    const [refund, ...more] = await refunds(order.id);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({
      transactionType: transactionType.withdrawalRefund,
      amount: yuan(120),
    });
    expect((await a.t.app.services.wallet.balances(member.id)).money).toBe(
      before.money + yuan(120),
    );
    expect(await a.audits('withdrawal.reject', order.orderNo)).toBe(1);
    expectStatus(await reject(order.id), 409, 'WITHDRAW/STATE');
    expect(await refunds(order.id)).toHaveLength(1);
    expect(await a.audits('withdrawal.reject', order.orderNo)).toBe(1);
    await expectLedgerHolds(a.t.app, member.id);
  });

  it('decides a withdrawal paid and rejected at once one way: one 200, one WITHDRAW/STATE, one audit row', async () => {
    for (const race of ['pay-reject', 'reject-reject', 'pay-pay'] as const) {
      const { member, order } = await askedWithdrawal(80);
      const calls =
        race === 'pay-reject'
          ? [pay(order.id), reject(order.id)]
          : race === 'reject-reject'
            ? [reject(order.id), reject(order.id)]
            : [pay(order.id), pay(order.id, 'super')];
      const answers = await Promise.all(calls);
      expect(answers.map((res) => res.statusCode).sort(), race).toEqual([200, 409]);
      const refused = answers.find((res) => res.statusCode === 409)!;
      expect(refused.json()).toMatchObject({ code: 'WITHDRAW/STATE' });
      const final = await orderOf(order.id);
      const won = dataOf<AdminWithdrawal>(answers.find((res) => res.statusCode === 200)!);
      expect(won.status).toBe(final.status);
      const audits =
        (await a.audits('withdrawal.pay', order.orderNo)) +
        (await a.audits('withdrawal.reject', order.orderNo));
      expect(audits, race).toBe(1);
      expect(await refunds(order.id)).toHaveLength(
        final.status === withdrawStatus.rejected ? 1 : 0,
      );
      await expectLedgerHolds(a.t.app, member.id);
    }
  });
});
