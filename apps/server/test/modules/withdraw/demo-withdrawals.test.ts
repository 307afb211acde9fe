import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { transactionType, withdrawStatus } from '@lottery/contracts';
import { demoMemberDeposit } from '../../../src/demo/demo-accounts';
import { ledgerEntries } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';
import { ordersOf } from './withdraw-kit';

describe(`member01's demo withdrawals (${testDriver()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('one paid, one rejected and refunded, one under review, the balance still the README’s', async () => {
    const member = await t.app.services.account.findByAccount('member01');
    const orders = await ordersOf(t.app, member!.id);
    expect(orders.map((o) => [o.status, o.amount])).toEqual([
      [withdrawStatus.paid, 200_000],
      [withdrawStatus.rejected, 100_000],
      [withdrawStatus.reviewing, 300_000],
    ]);
    const entries = await t.app.database.db
      .select()
      .from(ledgerEntries)
      .where(like(ledgerEntries.reference, 'withdraw:%'));
    const mine = entries.filter((e) => e.userId === member!.id);
    expect(mine.filter((e) => e.transactionType === transactionType.userWithdrawal)).toHaveLength(
      3,
    );
    expect(
      mine.filter((e) => e.transactionType === transactionType.withdrawalRefund),
    ).toMatchObject([{ amount: 100_000, reference: `withdraw:refund:${orders[1]!.id}` }]);
    expect((await t.app.services.wallet.balances(member!.id)).money).toBe(demoMemberDeposit);
  });
});
