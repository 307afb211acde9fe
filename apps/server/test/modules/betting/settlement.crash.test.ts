import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { betResult, betStatus, rebateAmount } from '@lottery/contracts';
import { betOrders, ledgerEntries } from '../../../src/db/schema';
import {
  addDrawnTurn,
  addTestGame,
  addTestMembers,
  insertManyOrders,
  ledgerMismatches,
  outcomeOf,
  type TestBet,
} from '../../helpers/bets';
import { killMidWay } from '../../helpers/kill-mid-way';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { ManualClock } from '../draws/draw-test-kit';

const gameId = 71;
const turnNum = '20260301-0001';
const numbers = [3, 14, 25, 36, 47, 8, 49];
const lunarYear = 2025;
const pageSize = 500;
const yuan = (n: number) => n * 1000;
const mix: TestBet[] = [
  { playCode: 'tm', content: '49', amount: yuan(2), odds: 48_800 },
  { playCode: 'tm', content: '07', amount: yuan(3), odds: 48_800 },
  { playCode: 'tmlm', content: 'big', amount: yuan(4), odds: 1_980 },
  { playCode: 'zm', content: '14', amount: yuan(1), odds: 8_000 },
  { playCode: 'sb', content: 'green', amount: yuan(5), odds: 2_800 },
];
const childName = 'settle_child';

/**
 * PostgreSQL only (a second process on one database): a process settling a turn is killed with
 * SIGKILL in the middle; the pages it committed stay whole, the one under way rolls back, and a
 * sweep afterwards settles the rest, every order paid exactly once. (PGlite's counterpart: the
 * injected failure in settlement.concurrency.test.ts.)
 */
describe('settlement killed mid-turn (postgres)', () => {
  let t: TestApp;
  let client: pg.Client;
  // The orders close in an hour of real time: the child's own sweep leaves them to its settler.
  const closes = new Date(Date.now() + 3_600_000);
  const clock = new ManualClock(closes.getTime() + 60_000);

  beforeAll(async () => {
    t = await createTestApp({ seed: false, overrides: { now: clock.now, timers: clock } });
    client = new pg.Client({ connectionString: t.testDatabase.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await t.close();
  });

  const count = async (sql: string) => Number((await client.query(sql)).rows[0].count);
  const settledCount = () =>
    count(`select count(*) from bet_orders where status = ${betStatus.settled}`);

  it('commits whole pages before the kill, rolls back the one under way, and the sweep finishes once', async () => {
    const { db } = t.app.database;
    await addTestGame(db, gameId);
    const members = await addTestMembers(t.app, 'crash', 100, yuan(100_000));
    const orders = Array.from({ length: 20_000 }, (_, i) => ({
      userId: members[i % members.length] as number,
      ...(mix[i % mix.length] as TestBet),
    }));
    await insertManyOrders(t.app, { gameId, turnNum, betEndTime: closes }, orders);
    // A third of the orders carry an agent's rebate share, paid on settlement with the payout.
    const agent = await t.app.services.account.createMember({
      account: 'crashagent',
      password: null,
      isAgent: true,
    });
    await client.query(
      `update bet_orders set rebate_shares = jsonb_build_array(
        jsonb_build_object('userId', $1::bigint, 'rate', 1.5))
      where turn_num = $2 and id % 3 = 0`,
      [agent.id, turnNum],
    );
    const shared = new Set(
      (
        await client.query<{ order_no: string }>(
          `select order_no from bet_orders where turn_num = $1 and rebate_shares <> '[]'::jsonb`,
          [turnNum],
        )
      ).rows.map((row) => row.order_no),
    );
    await addDrawnTurn(db, {
      gameId,
      turnNum,
      numbers,
      planTime: new Date(closes.getTime() + 30_000),
    });
    const balancesBefore = await count(`select sum(balance) as count from wallets`);

    // The child stops inside its third page's transaction, two pages committed, and says so.
    await killMidWay({
      databaseUrl: t.testDatabase.url,
      childName,
      script: 'test/modules/betting/settle-in-child.ts',
      args: [String(gameId), turnNum, String(pageSize)],
      marker: 'mid-page',
      client,
    });

    const committed = await settledCount();
    expect(committed).toBeGreaterThanOrEqual(2 * pageSize);
    expect(committed).toBeLessThan(orders.length);
    // Pages are all or nothing: what committed is a whole number of pages, paid in full.
    expect(committed % pageSize).toBe(0);
    expect(await ledgerMismatches(db)).toEqual([]);

    // The restart's sweep settles the rest.
    await t.app.services.settlement.sweep();
    const rows = await db.select().from(betOrders).where(eq(betOrders.turnNum, turnNum));
    expect(rows.every((row) => row.status === betStatus.settled)).toBe(true);
    const expected = orders.map((order) => outcomeOf(order, { numbers, lunarYear }));
    const paid = await db.select().from(ledgerEntries);
    const settlementEntries = paid.filter((entry) => /^bet:(win|tie):/.test(entry.reference));
    expect(settlementEntries).toHaveLength(expected.filter((o) => o.result !== 0).length);
    expect(settlementEntries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(
      expected.reduce((sum, o) => sum + o.reward, 0),
    );
    // The agent's rebate: once an order, on those that won or lost (a tie's stake came back).
    const rebates = paid.filter((entry) => entry.reference.startsWith('bet:rebate:'));
    const rebated = rows.filter((row) => shared.has(row.orderNo) && row.result !== betResult.tie);
    expect(rebates).toHaveLength(rebated.length);
    expect(new Set(rebates.map((entry) => entry.reference)).size).toBe(rebated.length);
    const rebateTotal = rebated.reduce((sum, row) => sum + rebateAmount(row.amount, 1.5), 0);
    expect(rebates.reduce((sum, entry) => sum + entry.amount, 0)).toBe(rebateTotal);
    expect(rebates.every((entry) => entry.userId === agent.id)).toBe(true);
    expect(await count(`select sum(balance) as count from wallets`)).toBe(
      balancesBefore + expected.reduce((sum, o) => sum + o.reward, 0) + rebateTotal,
    );
    expect(await ledgerMismatches(db)).toEqual([]);
  }, 120_000);
});
