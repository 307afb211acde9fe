import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { betOrders, drawTurns } from '../../../src/db/schema';
import {
  addDrawnTurn,
  addTestGame,
  addTestMembers,
  insertManyOrders,
  ledgerMismatches,
  type TestBet,
} from '../../helpers/bets';
import { killMidWay } from '../../helpers/kill-mid-way';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { ManualClock } from '../draws/draw-test-kit';

const gameId = 71;
const turnNum = '20260301-0001';
const original = [3, 14, 25, 36, 47, 8, 49];
const corrected = '03,14,25,36,47,08,30';
const yuan = (n: number) => n * 1000;
const mix: TestBet[] = [
  { playCode: 'tm', content: '49', amount: yuan(2), odds: 48_800 },
  { playCode: 'tm', content: '30', amount: yuan(3), odds: 48_800 },
  { playCode: 'tmlm', content: 'big', amount: yuan(4), odds: 1_980 },
];

/**
 * PostgreSQL only (a second process on one database): a process correcting a settled turn is
 * killed with SIGKILL inside the correction's transaction; nothing of it stays — the turn's
 * numbers, every order and every wallet are as before, the ledger exact — and the correction can
 * then be made whole. (PGlite's counterpart: the refused correction in draws.test.ts.)
 */
describe('draw correction killed mid-way (postgres)', () => {
  let t: TestApp;
  let client: pg.Client;
  const closes = new Date(Date.now() - 3_600_000);
  const clock = new ManualClock(closes.getTime() + 120_000);

  beforeAll(async () => {
    t = await createTestApp({ seed: false, overrides: { now: clock.now, timers: clock } });
    client = new pg.Client({ connectionString: t.testDatabase.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await t.close();
  });

  it('leaves the turn, its orders and the ledger as they were; a correction afterwards is whole', async () => {
    const { db } = t.app.database;
    await addTestGame(db, gameId);
    const members = await addTestMembers(t.app, 'fix', 20, yuan(10_000));
    const orders = Array.from({ length: 600 }, (_, i) => ({
      userId: members[i % members.length] as number,
      ...(mix[i % mix.length] as TestBet),
    }));
    await insertManyOrders(t.app, { gameId, turnNum, betEndTime: closes }, orders);
    await addDrawnTurn(db, {
      gameId,
      turnNum,
      numbers: original,
      planTime: new Date(closes.getTime() + 30_000),
    });
    await t.app.services.settlement.settleTurn(gameId, turnNum);
    const snapshot = async () => ({
      orders: (
        await client.query('select id, result, reward, settle_round from bet_orders order by id')
      ).rows,
      wallets: (
        await client.query('select user_id, kind, balance from wallets order by user_id, kind')
      ).rows,
      entries: Number((await client.query('select count(*) from ledger_entries')).rows[0].count),
    });
    const before = await snapshot();

    await killMidWay({
      databaseUrl: t.testDatabase.url,
      childName: 'correct_child',
      script: 'test/modules/admin/correct-in-child.ts',
      args: [String(gameId), turnNum, corrected],
      marker: 'mid-correction',
      client,
    });

    expect(await snapshot()).toEqual(before);
    const [turn] = await db.select().from(drawTurns).where(eq(drawTurns.turnNum, turnNum));
    expect(turn?.numbers).toEqual(original);
    expect(await ledgerMismatches(db)).toEqual([]);

    // The correction made again, whole this time.
    await db.transaction(async (tx) => {
      const { after } = await t.app.services.draws.correctResultIn(tx, {
        gameId,
        turnNum,
        openNum: [3, 14, 25, 36, 47, 8, 30],
      });
      await t.app.services.settlement.resettleTurn(tx, {
        gameId,
        turnNum,
        numbers: after.numbers ?? [],
        planTime: after.planTime,
      });
    });
    const rows = await db.select().from(betOrders).where(eq(betOrders.turnNum, turnNum));
    expect(rows.every((row) => row.settleRound === 1 && row.openNum === corrected)).toBe(true);
    expect(await ledgerMismatches(db)).toEqual([]);
  }, 120_000);
});
