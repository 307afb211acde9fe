import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  betResult,
  betStatus,
  formatOpenNum,
  lunarYearAt,
  settle,
  transactionType,
} from '@lottery/contracts';
import { betOrders, betSlips, drawTurns, ledgerEntries } from '../../../src/db/schema';
import { demoMember, demoMemberDeposit } from '../../../src/demo/demo-accounts';
import { demoOpenBetGame } from '../../../src/demo/generate-betting';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';

describe(`the demo bets of member01 (${testDriver()})`, () => {
  let t: TestApp;
  let orders: (typeof betOrders.$inferSelect)[];
  let entries: (typeof ledgerEntries.$inferSelect)[];
  beforeAll(async () => {
    t = await createTestApp();
    const member = await t.app.services.account.findByAccount(demoMember.account);
    const { db } = t.app.database;
    orders = await db
      .select()
      .from(betOrders)
      .where(eq(betOrders.userId, member!.id))
      .orderBy(asc(betOrders.id));
    entries = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, member!.id))
      .orderBy(asc(ledgerEntries.id));
  });
  afterAll(() => t.close());

  const entryOf = (reference: string) => entries.find((entry) => entry.reference === reference);

  it('has settled bets won, lost and tied, a cancelled one and open ones', () => {
    const settled = orders.filter((order) => order.status === betStatus.settled);
    expect(settled.filter((order) => order.result === betResult.won).length).toBeGreaterThan(2);
    expect(settled.filter((order) => order.result === betResult.lost).length).toBeGreaterThan(5);
    expect(settled.filter((order) => order.result === betResult.tie)).toHaveLength(1);
    expect(orders.filter((order) => order.status === betStatus.cancelled)).toHaveLength(1);
    const open = orders.filter((order) => order.status === betStatus.pending);
    expect(open.length).toBeGreaterThanOrEqual(2);
    expect(open.every((order) => order.gameId === demoOpenBetGame)).toBe(true);
    expect(open.some((order) => order.trackOrderNo !== null)).toBe(true);
  });

  it('settled each bet by the plays’ rules on its draw', async () => {
    const settled = orders.filter((order) => order.status === betStatus.settled);
    const turns = await t.app.database.db
      .select()
      .from(drawTurns)
      .where(inArray(drawTurns.gameId, [...new Set(settled.map((order) => order.gameId))]));
    const turnOf = new Map(turns.map((turn) => [`${turn.gameId}:${turn.turnNum}`, turn]));
    for (const order of settled) {
      const turn = turnOf.get(`${order.gameId}:${order.turnNum}`)!;
      expect(turn.status).toBe('drawn');
      expect(order.createdAt.getTime()).toBeLessThan(turn.closeTime.getTime());
      expect(order.openNum).toBe(formatOpenNum(turn.numbers!));
      const outcome = settle(order, {
        numbers: turn.numbers!,
        lunarYear: lunarYearAt(turn.planTime),
      });
      expect({ result: order.result, reward: order.reward }).toEqual(outcome);
    }
  });

  it('keeps the ledger whole: each slip debited, each win and tie paid, the cancel refunded', async () => {
    const slips = await t.app.database.db
      .select()
      .from(betSlips)
      .where(eq(betSlips.userId, orders[0]!.userId));
    for (const slip of slips) {
      const debit = entryOf(`bet:slip:${slip.id}`);
      expect(debit).toMatchObject({
        amount: -slip.total,
        transactionType: transactionType.lotteryBet,
      });
      // When the bet was placed (the open bets' entries: the database's clock, a moment later).
      expect(Math.abs(debit!.createdAt.getTime() - slip.createdAt.getTime())).toBeLessThan(1000);
      const stakes = orders.filter((order) => order.slipId === slip.id);
      expect(stakes.reduce((sum, order) => sum + order.amount, 0)).toBe(slip.total);
    }
    for (const order of orders) {
      const paid =
        order.result === betResult.won
          ? entryOf(`bet:win:${order.orderNo}`)
          : order.result === betResult.tie
            ? entryOf(`bet:tie:${order.orderNo}`)
            : order.status === betStatus.cancelled
              ? entryOf(`bet:cancel:${order.orderNo}`)
              : undefined;
      const expected =
        order.result === betResult.won || order.result === betResult.tie
          ? order.reward
          : order.status === betStatus.cancelled
            ? order.amount
            : undefined;
      expect(paid?.amount).toBe(expected);
    }
    const total = entries.reduce((sum, entry) => sum + entry.amount, 0);
    const { money } = await t.app.services.wallet.balances(orders[0]!.userId);
    expect(total).toBe(money);
    // The history is funded by a deposit and its winnings withdrawn: the README's balance stays.
    expect(money).toBe(demoMemberDeposit);
    expect(new Set(entries.map((entry) => entry.reference)).size).toBe(entries.length);
  });
});
