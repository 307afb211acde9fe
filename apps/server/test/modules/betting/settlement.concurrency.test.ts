import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { betResult, betStatus, systemConfigKey } from '@lottery/contracts';
import { buildApp } from '../../../src/app';
import { memoryDataDir, openDatabase, type Database } from '../../../src/db/client';
import { betOrders, ledgerEntries, users } from '../../../src/db/schema';
import { DomainEvents } from '../../../src/domain-events';
import { createSettlementService } from '../../../src/modules/betting/settlement.service';
import type { WalletService } from '../../../src/modules/wallet/wallet.service';
import {
  addDrawnTurn,
  addTestGame,
  addTestMembers,
  ledgerMismatches,
  outcomeOf,
  placeTestSlip,
  type PlacedOrder,
  type TestBet,
} from '../../helpers/bets';
import { createTestApp, testConfig, type TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';
import { ManualClock } from '../draws/draw-test-kit';

const gameId = 71;
const numbers = [3, 14, 25, 36, 47, 8, 49];
const lunarYear = 2025;
const yuan = (n: number) => n * 1000;

/** A spread of outcomes on `numbers`: wins, losses and ties (special 49 ties the two-sided). */
const mix: TestBet[] = [
  { playCode: 'tm', content: '49', amount: yuan(2), odds: 48_800 },
  { playCode: 'tm', content: '07', amount: yuan(3), odds: 48_800 },
  { playCode: 'tmlm', content: 'big', amount: yuan(4), odds: 1_980 },
  { playCode: 'zm', content: '14', amount: yuan(1), odds: 8_000 },
  { playCode: 'sb', content: 'green', amount: yuan(5), odds: 2_800 },
];

/**
 * Settlement against other writers on one database: a second settler (on PostgreSQL a second
 * process's pool), a failure inside a page, members cancelling while it runs. Whatever the
 * interleaving, each order ends settled or cancelled once and the ledger matches the balances.
 */
describe(`settlement under contention (${testDriver()})`, () => {
  let t: TestApp;
  let clock: ManualClock;
  let turnCount = 0;
  const db = () => t.app.database.db;

  beforeAll(async () => {
    clock = new ManualClock('2026-03-01T12:00:00Z');
    t = await createTestApp({ seed: false, overrides: { now: clock.now, timers: clock } });
    await addTestGame(db(), gameId);
    await t.app.services.settlement.whenIdle();
  });
  afterAll(() => t.close());

  /** A drawn turn of its own with `perMember` × the mix for each of `members` members. */
  const turnWithBets = async (
    prefix: string,
    members: number,
    perMember: number,
    betEndTime?: Date,
  ) => {
    turnCount += 1;
    const turnNum = `20260301-${String(turnCount).padStart(4, '0')}`;
    const at = new Date(Date.parse('2026-03-01T10:00:00Z') + turnCount * 60_000);
    const memberIds = await addTestMembers(t.app, prefix, members, yuan(10_000));
    const placed: PlacedOrder[] = [];
    for (const userId of memberIds) {
      placed.push(
        ...(await placeTestSlip(t.app, {
          userId,
          gameId,
          turns: [{ turnNum, betEndTime: betEndTime ?? new Date(at.getTime() - 30_000) }],
          bets: Array.from({ length: perMember }, (_, i) => mix[i % mix.length] as TestBet),
        })),
      );
    }
    await addDrawnTurn(db(), { gameId, turnNum, numbers, planTime: at });
    return { turnNum, memberIds, placed };
  };

  /** Every order of the list settled exactly once: its outcome, its one ledger entry or none. */
  const expectSettledOnce = async (placed: PlacedOrder[]) => {
    const rows = await db()
      .select()
      .from(betOrders)
      .where(
        inArray(
          betOrders.id,
          placed.map((order) => order.id),
        ),
      );
    expect(rows.every((row) => row.status === betStatus.settled)).toBe(true);
    const paid = await paymentsOf(placed);
    for (const order of placed) {
      const outcome = outcomeOf(order.bet, { numbers, lunarYear });
      const row = rows.find((r) => r.id === order.id);
      expect([row?.result, row?.reward]).toEqual([outcome.result, outcome.reward]);
      const expected =
        outcome.result === betResult.won
          ? [[`bet:win:${order.orderNo}`, outcome.reward]]
          : outcome.result === betResult.tie
            ? [[`bet:tie:${order.orderNo}`, outcome.reward]]
            : [];
      expect(paid.get(order.orderNo) ?? []).toEqual(expected);
    }
  };

  /** The ledger entries naming each order, by order number. */
  const paymentsOf = async (placed: PlacedOrder[]) => {
    const entries = await db()
      .select({ reference: ledgerEntries.reference, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(like(ledgerEntries.reference, 'bet:%'));
    const numbersOfList = new Set(placed.map((order) => order.orderNo));
    const paid = new Map<string, [string, number][]>();
    for (const entry of entries) {
      const orderNo = entry.reference.split(':')[2] ?? '';
      if (!numbersOfList.has(orderNo)) continue;
      paid.set(orderNo, [...(paid.get(orderNo) ?? []), [entry.reference, entry.amount]]);
    }
    return paid;
  };

  /** A settler of this app's database with small pages (many pages from few orders). */
  const settlerOn = (
    app: FastifyInstance,
    pageSize: number,
    wallet: Pick<WalletService, 'postBatch'> = app.services.wallet,
    pagesAtOnce = 2,
  ) =>
    createSettlementService(
      {
        db: app.database.db,
        bus: app.bus,
        events: new DomainEvents(),
        log: app.log,
        now: clock.now,
      },
      { wallet, settings: app.services.settings, pageSize, pagesAtOnce },
    );

  it('two settlers on one database (two processes) split a turn and pay each order once', async () => {
    const secondDatabase: Database = t.testDatabase.url
      ? await openDatabase({ DATA_DIR: memoryDataDir, DATABASE_URL: t.testDatabase.url })
      : t.testDatabase.database;
    const second = await buildApp(testConfig(), {
      database: secondDatabase,
      now: clock.now,
      timers: clock,
    });
    try {
      // The second app's own settler sweeps as it starts: let it find nothing.
      await second.services.settlement.whenIdle();
      const { turnNum, placed } = await turnWithBets('two', 20, 60);
      const settlers = [settlerOn(t.app, 50), settlerOn(second, 50)];
      const results = await Promise.all(settlers.map((s) => s.settleTurn(gameId, turnNum)));
      expect(results.reduce((sum, r) => sum + r.settled, 0)).toBe(placed.length);
      await expectSettledOnce(placed);
      expect(await ledgerMismatches(db())).toEqual([]);
    } finally {
      await second.close();
      if (secondDatabase !== t.testDatabase.database) await secondDatabase.close();
    }
  });

  it('a failure inside a page rolls the page back whole; the sweep settles the rest once', async () => {
    const { turnNum, memberIds, placed } = await turnWithBets('fail', 5, 7);
    const before = await Promise.all(
      memberIds.map(async (id) => (await t.app.services.wallet.balances(id)).money),
    );
    // One page at a time; the second page's postings fail after its guarded update ran (inside
    // its transaction).
    let calls = 0;
    const failing: Pick<WalletService, 'postBatch'> = {
      postBatch: async (postings, tx) => {
        calls += 1;
        if (calls === 2) throw new Error('injected: the process dies mid-page');
        return t.app.services.wallet.postBatch(postings, tx);
      },
    };
    await expect(settlerOn(t.app, 10, failing, 1).settleTurn(gameId, turnNum)).rejects.toThrow(
      'injected',
    );
    const statuses = (
      await db()
        .select({ status: betOrders.status })
        .from(betOrders)
        .where(eq(betOrders.turnNum, turnNum))
        .orderBy(betOrders.id)
    ).map((row) => row.status);
    // The first page committed; the second (and what follows) is still pending, unpaid.
    expect(statuses.slice(0, 10).every((s) => s === betStatus.settled)).toBe(true);
    expect(statuses.slice(10).every((s) => s === betStatus.pending)).toBe(true);
    const paid = await paymentsOf(placed.slice(10));
    expect(paid.size).toBe(0);
    expect(await ledgerMismatches(db())).toEqual([]);

    await t.app.services.settlement.sweep();
    await expectSettledOnce(placed);
    const after = await Promise.all(
      memberIds.map(async (id) => (await t.app.services.wallet.balances(id)).money),
    );
    const rewards = placed.map((order) => outcomeOf(order.bet, { numbers, lunarYear }).reward);
    expect(after.reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0)).toBe(
      rewards.reduce((a, b) => a + b, 0),
    );
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('a cancel racing the settlement: each order either refunded or settled, never both', async () => {
    await t.app.services.settings.setSystemConfig({
      configKey: systemConfigKey.hyIsCancel,
      configValue: '1',
    });
    // Still open for cancels by the clock, drawn already: the two writers meet on every order.
    const { turnNum, memberIds, placed } = await turnWithBets(
      'race',
      6,
      10,
      new Date(clock.time + 3_600_000),
    );
    const members = await db().select().from(users).where(inArray(users.id, memberIds));
    const cancel = (order: PlacedOrder, i: number) => {
      const user = members.find((m) => m.id === memberIds[Math.floor(i / 10)]);
      if (!user) throw new Error('no member');
      return t.app.services.betting
        .cancel({ user, sessionId: 0 }, order.orderNo)
        .then(() => true)
        .catch(() => false);
    };
    // The settler goes up the orders' ids, the members cancel down them: they meet on the way.
    const [settled, cancelledCount] = await Promise.all([
      settlerOn(t.app, 5).settleTurn(gameId, turnNum),
      (async () => {
        let count = 0;
        for (let i = placed.length - 1; i >= 0; i -= 1) {
          if (await cancel(placed[i] as PlacedOrder, i)) count += 1;
        }
        return count;
      })(),
    ]);
    const rows = await db().select().from(betOrders).where(eq(betOrders.turnNum, turnNum));
    const paid = await paymentsOf(placed);
    let refunded = 0;
    for (const order of placed) {
      const row = rows.find((r) => r.id === order.id);
      const refs = (paid.get(order.orderNo) ?? []).map(([reference]) => reference.split(':')[1]);
      if (row?.status === betStatus.cancelled) {
        refunded += 1;
        expect(refs).toEqual(['cancel']);
      } else {
        expect(row?.status).toBe(betStatus.settled);
        expect(refs.includes('cancel')).toBe(false);
        expect(refs.length).toBe(row?.result === betResult.lost ? 0 : 1);
      }
    }
    expect(refunded).toBe(cancelledCount);
    expect(settled.settled).toBe(placed.length - cancelledCount);
    expect(await ledgerMismatches(db())).toEqual([]);
  });
});
