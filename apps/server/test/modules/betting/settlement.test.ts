import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  awardChannel,
  awardThresholdKey,
  betResult,
  betStatus,
  transactionType,
  type AwardNotice,
} from '@lottery/contracts';
import { betOrders, ledgerEntries, users } from '../../../src/db/schema';
import {
  addDrawnTurn,
  addTestGame,
  addTestMembers,
  cycleBetAmountOf,
  ledgerMismatches,
  placeTestSlip,
  type TestBet,
} from '../../helpers/bets';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';
import { ManualClock, addCompany, addGame, flush } from '../draws/draw-test-kit';
import { demoDrawSchedules } from '../../../src/demo/generate-draws';
import type { Db } from '../../../src/db/client';

const gameId = 71;
/** Special ball 49: the two-sided, half-colour, 合肖 and 家禽野兽 plays tie (和局). */
const numbers = [3, 14, 25, 36, 47, 8, 49];
const yuan = (n: number) => n * 1000;

const bets = {
  specialWins: { playCode: 'tm', content: '49', amount: yuan(10), odds: 48_800 },
  specialLoses: { playCode: 'tm', content: '07', amount: yuan(5), odds: 48_800 },
  twoSidedTies: { playCode: 'tmlm', content: 'big', amount: yuan(20), odds: 1_980 },
  normalWins: { playCode: 'zm', content: '14', amount: yuan(2), odds: 8_000 },
} satisfies Record<string, TestBet>;

describe(`settlement (${testDriver()})`, () => {
  let t: TestApp;
  let clock: ManualClock;
  const db = () => t.app.database.db;
  const settlement = () => t.app.services.settlement;
  const balance = async (userId: number) => (await t.app.services.wallet.balances(userId)).money;
  const entriesOf = (userId: number) =>
    db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, userId))
      .orderBy(ledgerEntries.id);
  const ordersOf = (ids: number[]) =>
    db().select().from(betOrders).where(inArray(betOrders.id, ids)).orderBy(betOrders.id);

  // One app for the file (an app costs seconds); each test bets on turns of its own.
  beforeAll(async () => {
    clock = new ManualClock('2026-03-01T12:05:00Z');
    t = await createTestApp({ seed: false, overrides: { now: clock.now, timers: clock } });
    await addTestGame(db(), gameId, '澳门六合彩');
    await settlement().whenIdle();
  });
  afterAll(() => t.close());

  let turnNum = '';
  let drawAt = new Date(0);
  let turnCount = 0;
  /** Ten turns a test, a minute apart: the first is `turnNum`. */
  const turnOf = (i: number) => {
    const n = turnCount * 10 + i + 1;
    return {
      turnNum: `20260301-${String(n).padStart(4, '0')}`,
      at: new Date(Date.parse('2026-03-01T00:00:00Z') + n * 60_000),
    };
  };
  beforeEach(() => {
    ({ turnNum, at: drawAt } = turnOf(0));
  });
  afterEach(() => {
    turnCount += 1;
  });

  const drawnTurn = (turn = turnNum, at = drawAt, balls = numbers) =>
    addDrawnTurn(db(), { gameId, turnNum: turn, numbers: balls, planTime: at });
  const closing = (turn = turnNum, at = drawAt) => ({
    turnNum: turn,
    betEndTime: new Date(at.getTime() - 30_000),
  });

  it('pays wins and ties, not losses, with exact balances, ledger rows and turnover', async () => {
    const [member] = await addTestMembers(t.app, 'win', 1, yuan(1000));
    const placed = await placeTestSlip(t.app, {
      userId: member!,
      gameId,
      turns: [closing()],
      bets: [bets.specialWins, bets.specialLoses, bets.twoSidedTies, bets.normalWins],
    });
    expect(await balance(member!)).toBe(yuan(1000) - yuan(37));
    await drawnTurn();

    expect(await settlement().settleTurn(gameId, turnNum)).toEqual({ settled: 4 });

    const [won, lost, tie, won2] = placed;
    expect(
      (await ordersOf(placed.map((o) => o.id))).map((o) => ({
        orderNo: o.orderNo,
        status: o.status,
        result: o.result,
        reward: o.reward,
        openNum: o.openNum,
        settledAt: o.settledAt,
      })),
    ).toEqual(
      [
        [won, betResult.won, 488_000],
        [lost, betResult.lost, 0],
        [tie, betResult.tie, yuan(20)],
        [won2, betResult.won, 16_000],
      ].map(([order, result, reward]) => ({
        orderNo: (order as { orderNo: string }).orderNo,
        status: betStatus.settled,
        result,
        reward,
        openNum: '03,14,25,36,47,08,49',
        settledAt: clock.now(),
      })),
    );
    const after = yuan(963);
    expect((await entriesOf(member!)).slice(2)).toMatchObject([
      {
        amount: 488_000,
        transactionType: transactionType.payout,
        reference: `bet:win:${won!.orderNo}`,
        balanceAfter: after + 488_000,
      },
      {
        amount: yuan(20),
        transactionType: transactionType.tieRefund,
        reference: `bet:tie:${tie!.orderNo}`,
        balanceAfter: after + 508_000,
      },
      {
        amount: 16_000,
        transactionType: transactionType.payout,
        reference: `bet:win:${won2!.orderNo}`,
        balanceAfter: after + 524_000,
      },
    ]);
    expect(await entriesOf(member!)).toHaveLength(5);
    expect(await balance(member!)).toBe(after + 524_000);
    // Valid turnover: the stakes that won or lost; the tie's came back.
    expect(await cycleBetAmountOf(db(), member!)).toBe(yuan(17));
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('settles each order once when the turn is settled again', async () => {
    const members = await addTestMembers(t.app, 'twice', 3, yuan(100));
    for (const userId of members) {
      await placeTestSlip(t.app, {
        userId,
        gameId,
        turns: [closing()],
        bets: [bets.specialWins, bets.twoSidedTies],
      });
    }
    await drawnTurn();
    expect(await settlement().settleTurn(gameId, turnNum)).toEqual({ settled: 6 });
    const entries = (await db().select().from(ledgerEntries)).length;
    expect(await settlement().settleTurn(gameId, turnNum)).toEqual({ settled: 0 });
    await settlement().sweep();
    expect(await db().select().from(ledgerEntries)).toHaveLength(entries);
    for (const userId of members) {
      expect(await balance(userId)).toBe(yuan(100) - yuan(30) + 488_000 + yuan(20));
      expect(await cycleBetAmountOf(db(), userId)).toBe(yuan(10));
    }
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('leaves a turn not yet drawn alone', async () => {
    const [member] = await addTestMembers(t.app, 'early', 1, yuan(100));
    const [placed] = await placeTestSlip(t.app, {
      userId: member!,
      gameId,
      turns: [closing()],
      bets: [bets.specialWins],
    });
    expect(await settlement().settleTurn(gameId, turnNum)).toEqual({ settled: 0 });
    await settlement().sweep();
    const [order] = await ordersOf([placed!.id]);
    expect(order?.status).toBe(betStatus.pending);
  });

  it('sweeps every 30 s for drawn turns left pending (no result event reached a settler)', async () => {
    const [member] = await addTestMembers(t.app, 'sweep', 1, yuan(100));
    const { turnNum: secondTurn, at: later } = turnOf(1);
    const [first] = await placeTestSlip(t.app, {
      userId: member!,
      gameId,
      turns: [closing()],
      bets: [bets.specialWins],
    });
    const [second] = await placeTestSlip(t.app, {
      userId: member!,
      gameId,
      turns: [closing(secondTurn, later)],
      bets: [bets.specialLoses],
    });
    await drawnTurn();
    await drawnTurn(secondTurn, later);
    const statuses = async () =>
      (await ordersOf([first!.id, second!.id])).map((order) => order.status);

    await clock.advanceBy(29_000, () => settlement().whenIdle());
    expect(await statuses()).toEqual([betStatus.pending, betStatus.pending]);
    await clock.advanceBy(1_000, () => settlement().whenIdle());
    expect(await statuses()).toEqual([betStatus.settled, betStatus.settled]);
    expect(await balance(member!)).toBe(yuan(100) - yuan(15) + 488_000);
  });

  it('stops a won chase that asked to: its later turns are refunded once', async () => {
    const [member] = await addTestMembers(t.app, 'chase', 1, yuan(1000));
    const turns = [0, 1, 2].map((i) => closing(turnOf(i).turnNum, turnOf(i).at));
    // Three turns each: a stop-on-win chase that wins, one that loses, one that does not stop.
    const stops = await placeTestSlip(t.app, {
      userId: member!,
      gameId,
      turns,
      bets: [bets.specialWins],
      stopOnWin: true,
    });
    const losing = await placeTestSlip(t.app, {
      userId: member!,
      gameId,
      turns,
      bets: [bets.specialLoses],
      stopOnWin: true,
    });
    const goesOn = await placeTestSlip(t.app, {
      userId: member!,
      gameId,
      turns,
      bets: [bets.normalWins],
      stopOnWin: false,
    });
    expect(await balance(member!)).toBe(yuan(1000) - 3 * yuan(17));
    await drawnTurn();

    await settlement().settleTurn(gameId, turnNum);
    await settlement().settleTurn(gameId, turnNum);

    const status = async (orders: { id: number }[]) =>
      (await ordersOf(orders.map((o) => o.id))).map((o) => o.status);
    expect(await status(stops)).toEqual([
      betStatus.settled,
      betStatus.chaseStopped,
      betStatus.chaseStopped,
    ]);
    expect(await status(losing)).toEqual([betStatus.settled, betStatus.pending, betStatus.pending]);
    expect(await status(goesOn)).toEqual([betStatus.settled, betStatus.pending, betStatus.pending]);
    const refunds = await db()
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.userId, member!),
          eq(ledgerEntries.transactionType, transactionType.cancelledBetRefund),
        ),
      )
      .orderBy(ledgerEntries.id);
    expect(refunds.map((entry) => [entry.reference, entry.amount])).toEqual([
      [`bet:stop:${stops[1]!.orderNo}`, yuan(10)],
      [`bet:stop:${stops[2]!.orderNo}`, yuan(10)],
    ]);
    expect(await balance(member!)).toBe(
      yuan(1000) - 3 * yuan(17) + 488_000 + 16_000 + 2 * yuan(10),
    );
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('announces a win at or above the award threshold, with the member and the game', async () => {
    await t.app.services.settings.setSystemConfig({
      configKey: awardThresholdKey,
      configValue: '400000',
    });
    const [big, small] = await addTestMembers(t.app, 'award', 2, yuan(100));
    await db().update(users).set({ nickname: '幸运星' }).where(eq(users.id, big!));
    const notices: AwardNotice[] = [];
    await t.app.bus.subscribe(awardChannel, (message) => notices.push(message as AwardNotice));
    await placeTestSlip(t.app, {
      userId: big!,
      gameId,
      turns: [closing()],
      bets: [bets.specialWins, bets.twoSidedTies],
    });
    await placeTestSlip(t.app, {
      userId: small!,
      gameId,
      turns: [closing()],
      bets: [bets.normalWins, bets.specialLoses],
    });
    await drawnTurn();
    await settlement().settleTurn(gameId, turnNum);
    await flush();
    expect(notices).toEqual([
      {
        nickname: '幸运星',
        userName: 'award000',
        gameId,
        gameName: '澳门六合彩',
        reward: 488_000,
      },
    ]);
  });
});

describe(`settlement on the draw engine's result (${testDriver()})`, () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('settles a turn as soon as the engine announces its result, without holding the engine', async () => {
    // Game 46 draws every 3 minutes: turn 0202 closes 10:02:30 in Shanghai, final 10:03:24.
    const clock = new ManualClock('2026-03-01T02:00:10Z');
    t = await createTestApp({
      seed: false,
      config: { DRAW_ENGINE: 'on' },
      overrides: { now: clock.now, timers: clock },
    });
    const { db } = t.app.database;
    const settle = async () => {
      await t.app.drawEngine.whenIdle();
      await t.app.services.settlement.whenIdle();
      await flush();
    };
    await addCompany(db, 'Asia/Shanghai');
    await t.app.services.settings.changed('company');
    await addGame(db, 46, demoDrawSchedules[46]!);
    await t.app.services.draws.changed(46);
    await settle();
    const [member] = await addTestMembers(t.app, 'engine', 1, yuan(1000));
    // One yuan on every number as the special: exactly one wins.
    const placed = await placeTestSlip(t.app, {
      userId: member!,
      gameId: 46,
      turns: [{ turnNum: '20260301-0202', betEndTime: new Date('2026-03-01T02:02:30Z') }],
      bets: Array.from({ length: 49 }, (_, i) => ({
        playCode: 'tm',
        content: String(i + 1).padStart(2, '0'),
        amount: yuan(1),
        odds: 48_800,
      })),
    });

    await clock.advanceTo('2026-03-01T02:03:23.999Z', settle);
    expect((await ordersOfTurn(db)).every((o) => o.status === betStatus.pending)).toBe(true);
    // Final at 10:03:24 (between two sweeps, which run at :10 and :40): the result event settles.
    await clock.advanceTo('2026-03-01T02:03:24Z', settle);
    const orders = await ordersOfTurn(db);
    expect(orders).toHaveLength(placed.length);
    expect(orders.every((o) => o.status === betStatus.settled)).toBe(true);
    expect(orders.every((o) => o.settledAt?.getTime() === clock.time)).toBe(true);
    expect(orders.filter((o) => o.result === betResult.won)).toHaveLength(1);
    expect((await t.app.services.wallet.balances(member!)).money).toBe(
      yuan(1000) - yuan(49) + 48_800,
    );
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});

const ordersOfTurn = (db: Db) =>
  db.select().from(betOrders).where(eq(betOrders.turnNum, '20260301-0202'));
