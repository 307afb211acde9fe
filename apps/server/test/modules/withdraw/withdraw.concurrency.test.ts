import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { systemConfigKey, withdrawStatus } from '@lottery/contracts';
import { ledgerEntries } from '../../../src/db/schema';
import { AppError } from '../../../src/http/app-error';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';
import {
  askWithdraw,
  expectLedgerHolds,
  newMember,
  operatorPost,
  operatorToken,
  ordersOf,
  yuan,
} from './withdraw-kit';

/**
 * Withdrawals racing each other and the operator. On PostgreSQL the calls run on parallel
 * connections; on PGlite they interleave on its one connection. Either way the balance never goes
 * below zero, the daily count holds, and each withdrawal is decided once.
 */
describe(`withdrawals under contention (${testDriver()})`, () => {
  let t: TestApp;
  const app = () => t.app;

  beforeAll(async () => {
    t = await createTestApp({ config: { OPERATOR_TOKEN: operatorToken } });
  });
  afterAll(() => t.close());

  const setDailyCount = (count: number) =>
    app().services.settings.setSystemConfig({
      configKey: systemConfigKey.withdrawDailyCount,
      configValue: String(count),
    });

  const recordFor = (m: Awaited<ReturnType<typeof newMember>>, amount: number, key: string) =>
    app().services.withdraw.record(
      m.user.id,
      { amount, idempotencyKey: key, to: { bankId: m.bankId } },
      { bankId: m.bankId, type: 2, bankName: '中国银行', bankAccount: '6217', accountName: '李明' },
    );

  const codeOf = (outcome: PromiseSettledResult<unknown>) =>
    outcome.status === 'fulfilled'
      ? 'ok'
      : outcome.reason instanceof AppError
        ? outcome.reason.code
        : String(outcome.reason);

  it('100 parallel withdrawals beyond the balance: exactly the affordable ones, never below 0', async () => {
    await setDailyCount(1_000);
    try {
      const deposited = yuan(3_750);
      const m = await newMember(app(), deposited);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 100 }, (_, i) => recordFor(m, yuan(100), `par-${m.account}-${i}`)),
      );
      const codes = outcomes.map(codeOf);
      expect(codes.filter((c) => c === 'ok')).toHaveLength(37);
      expect(
        codes.filter((c) => c !== 'ok').every((c) => c === 'WALLET/INSUFFICIENT_BALANCE'),
      ).toBe(true);
      const orders = await ordersOf(app(), m.user.id);
      expect(orders).toHaveLength(37);
      // Decide them while more asks arrive: pay a third, reject a third, leave the rest frozen.
      const decisions = await Promise.allSettled([
        ...orders.map((order, i) =>
          i % 3 === 0
            ? app().services.withdrawDecisions.pay(order.id, '')
            : i % 3 === 1
              ? app().services.withdrawDecisions.reject(order.id, '测试')
              : Promise.resolve(),
        ),
        ...Array.from({ length: 20 }, (_, i) => recordFor(m, yuan(100), `late-${m.account}-${i}`)),
      ]);
      expect(decisions.slice(0, orders.length).every((d) => d.status === 'fulfilled')).toBe(true);
      const after = await ordersOf(app(), m.user.id);
      const { money } = await app().services.wallet.balances(m.user.id);
      const held = after
        .filter((o) => o.status !== withdrawStatus.rejected)
        .reduce((sum, o) => sum + o.amount, 0);
      expect(money).toBeGreaterThanOrEqual(0);
      expect(held + money).toBe(deposited);
      const refunds = await app()
        .database.db.select()
        .from(ledgerEntries)
        .where(
          inArray(
            ledgerEntries.reference,
            after.map((o) => `withdraw:refund:${o.id}`),
          ),
        );
      expect(refunds.map((r) => r.reference).sort()).toEqual(
        after
          .filter((o) => o.status === withdrawStatus.rejected)
          .map((o) => `withdraw:refund:${o.id}`)
          .sort(),
      );
      await expectLedgerHolds(app());
    } finally {
      await setDailyCount(5);
    }
  });

  it("parallel asks never pass today's count", async () => {
    await setDailyCount(5);
    const m = await newMember(app(), yuan(100_000));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => recordFor(m, yuan(100), `day-${m.account}-${i}`)),
    );
    const codes = outcomes.map(codeOf);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(5);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'WITHDRAW/DAILY_COUNT')).toBe(true);
    expect(await ordersOf(app(), m.user.id)).toHaveLength(5);
    await expectLedgerHolds(app());
  });

  it('parallel retries of one key write one withdrawal', async () => {
    const m = await newMember(app(), yuan(10_000));
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => recordFor(m, yuan(100), `same-${m.account}`)),
    );
    expect(new Set(outcomes.map((o) => o.id)).size).toBe(1);
    expect((await app().services.wallet.balances(m.user.id)).money).toBe(yuan(9_900));
  });

  it('parallel asks through the API, each with its sealed password', async () => {
    const m = await newMember(app(), yuan(450));
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        askWithdraw(app(), m.token, { bankId: String(m.bankId), amount: '100' }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 400]);
    expect((await app().services.wallet.balances(m.user.id)).money).toBe(yuan(50));
  });

  it('a pay racing a reject: one outcome, refunded only if rejected', async () => {
    const members = await Promise.all(
      Array.from({ length: 10 }, () => newMember(app(), yuan(500))),
    );
    const ids = (
      await Promise.all(members.map((m, i) => recordFor(m, yuan(200), `race-${m.account}-${i}`)))
    ).map((o) => o.id);
    const answers = await Promise.all(
      ids.flatMap((id) => [
        operatorPost(app(), 'pay', { id }),
        operatorPost(app(), 'reject', { id, reason: '竞争' }),
      ]),
    );
    for (const [i, id] of ids.entries()) {
      const pair = [answers[2 * i]!.statusCode, answers[2 * i + 1]!.statusCode].sort();
      expect(pair).toEqual([200, 409]);
      const [order] = (await ordersOf(app(), members[i]!.user.id)).filter((o) => o.id === id);
      const refunds = await app()
        .database.db.select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.reference, `withdraw:refund:${id}`));
      expect(refunds).toHaveLength(order!.status === withdrawStatus.rejected ? 1 : 0);
      const { money } = await app().services.wallet.balances(members[i]!.user.id);
      expect(money).toBe(order!.status === withdrawStatus.rejected ? yuan(500) : yuan(300));
    }
    await expectLedgerHolds(app());
  });
});
