import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, sql } from 'drizzle-orm';
import {
  adminPaths,
  transactionType,
  type AdminRole,
  type BalanceAdjustAnswer,
} from '@lottery/contracts';
import { operatorAudit } from '../../../src/db/admin-schema';
import { ledgerEntries, users } from '../../../src/db/schema';
import { adminInject, operatorHeaders } from '../../helpers/admin';
import { expectLedgerHolds } from '../../helpers/ledger';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * 人工存款 / 人工扣款 from the back office (issue 24): exactly one ledger entry and one audit row per
 * idempotency key, however often and however concurrently it is sent.
 */
describe('back-office balance adjustments', () => {
  let t: TestApp;
  let member01 = 0;
  let seededAudit = 0;
  const db = () => t.app.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    const [member] = await db().select().from(users).where(eq(users.account, 'member01'));
    member01 = member!.id;
    const [last] = await db()
      .select({ id: sql<number>`coalesce(max(${operatorAudit.id}), 0)::int` })
      .from(operatorAudit);
    seededAudit = last!.id;
    // One sign-in per role before the parallel calls (the helper would sign in for each).
    for (const role of ['super', 'finance', 'operations', 'support', 'readonly'] as const) {
      await operatorHeaders(t.app, role);
    }
  });
  afterAll(() => t.close());

  const adjust = (
    body: { id?: number; amount: number; idempotencyKey: string; reason?: string },
    role: AdminRole = 'finance',
  ) =>
    adminInject(t.app, role, {
      method: 'POST',
      path: adminPaths.adjustBalance,
      payload: { id: member01, reason: '活动补发', ...body },
    });
  const answerOf = (res: { statusCode: number; body: string; json(): unknown }) => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: BalanceAdjustAnswer }).data;
  };
  const entriesOf = (key: string) =>
    db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `adjust:${key}`));
  const auditCount = async () =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(operatorAudit)
        .where(and(eq(operatorAudit.action, 'member.adjust'), gt(operatorAudit.id, seededAudit)))
    )[0]!.n;

  it('deposits once with one audit row; a retry answers the same and writes nothing', async () => {
    const before = await expectLedgerHolds(t.app, member01);
    const first = answerOf(await adjust({ amount: 100_000, idempotencyKey: 'deposit-0001' }));
    expect(first).toMatchObject({
      account: 'member01',
      amount: 100_000,
      type: transactionType.manualDeposit,
      balanceAfter: before + 100_000,
      reason: '活动补发',
    });
    const retry = answerOf(
      await adjust({ amount: 100_000, idempotencyKey: 'deposit-0001', reason: '重试' }),
    );
    expect(retry).toEqual(first);
    expect(await entriesOf('deposit-0001')).toMatchObject([
      { userId: member01, amount: 100_000, remark: '活动补发' },
    ]);
    expect(await auditCount()).toBe(1);
    const [row] = await db()
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, 'member.adjust'), gt(operatorAudit.id, seededAudit)));
    expect(row).toMatchObject({
      target: 'member01',
      before: { balance: before },
      after: { balance: before + 100_000, amount: 100_000, reason: '活动补发' },
    });
    expect(await expectLedgerHolds(t.app, member01)).toBe(before + 100_000);
  });

  it('takes the same request sent in parallel once', async () => {
    const before = await expectLedgerHolds(t.app, member01);
    const audits = await auditCount();
    const answers = await Promise.all(
      [1, 2, 3].map(() => adjust({ amount: 50_000, idempotencyKey: 'parallel-0001' }, 'super')),
    );
    const [first, ...rest] = answers.map(answerOf);
    for (const other of rest) expect(other).toEqual(first);
    expect(await entriesOf('parallel-0001')).toHaveLength(1);
    expect(await auditCount()).toBe(audits + 1);
    expect(await expectLedgerHolds(t.app, member01)).toBe(before + 50_000);
  });

  it('refuses the key with another amount or member as a duplicate, writing nothing', async () => {
    const before = await expectLedgerHolds(t.app, member01);
    const audits = await auditCount();
    const [agent] = await db().select().from(users).where(eq(users.account, 'agent01'));
    for (const body of [
      { amount: 100_001, idempotencyKey: 'deposit-0001' },
      { amount: -100_000, idempotencyKey: 'deposit-0001' },
      { id: agent!.id, amount: 100_000, idempotencyKey: 'deposit-0001' },
    ]) {
      const res = await adjust(body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'PAY/DUPLICATE_REQUEST' });
    }
    expect(await entriesOf('deposit-0001')).toHaveLength(1);
    expect(await auditCount()).toBe(audits);
    expect(await expectLedgerHolds(t.app, member01)).toBe(before);
  });

  it('deducts within the balance, and refuses a deduction beyond it with nothing written', async () => {
    const before = await expectLedgerHolds(t.app, member01);
    const audits = await auditCount();
    const over = await adjust({ amount: -(before + 1), idempotencyKey: 'deduct-over-01' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'WALLET/INSUFFICIENT_BALANCE' });
    expect(await entriesOf('deduct-over-01')).toEqual([]);
    expect(await auditCount()).toBe(audits);
    expect(await expectLedgerHolds(t.app, member01)).toBe(before);

    const taken = answerOf(
      await adjust({ amount: -30_000, idempotencyKey: 'deduct-0001', reason: '误存退回' }),
    );
    expect(taken).toMatchObject({
      amount: -30_000,
      type: transactionType.manualDeduction,
      balanceAfter: before - 30_000,
    });
    const ledger = await adminInject(t.app, 'readonly', {
      method: 'GET',
      path: adminPaths.memberLedger,
      query: { id: `${member01}`, size: '1' },
    });
    expect(ledger.json()).toMatchObject({
      data: { list: [{ typeLabel: '人工扣款', amount: -30_000, remark: '误存退回' }] },
    });
    expect(await auditCount()).toBe(audits + 1);
  });

  it('refuses an unknown member and a role without the capability, writing nothing', async () => {
    const audits = await auditCount();
    const unknown = await adjust({ id: 99_999_999, amount: 1_000, idempotencyKey: 'nobody-0001' });
    expect(unknown.json()).toMatchObject({ code: 'ADMIN/NOT_FOUND', statusCode: 404 });
    for (const role of ['operations', 'support', 'readonly'] as const) {
      const res = await adjust({ amount: 1_000, idempotencyKey: 'forbidden-01' }, role);
      expect(res.json()).toMatchObject({ code: 'ADMIN/FORBIDDEN', statusCode: 403 });
    }
    expect(await entriesOf('nobody-0001')).toEqual([]);
    expect(await entriesOf('forbidden-01')).toEqual([]);
    expect(await auditCount()).toBe(audits);
  });
});
