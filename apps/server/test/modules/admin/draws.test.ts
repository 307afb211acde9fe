import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  adminCapabilities,
  adminDrawPaths,
  betResult,
  lotteryPaths,
  transactionType,
  type AdminDrawGame,
  type AdminTurnDetail,
  type AdminTurnRow,
} from '@lottery/contracts';
import { operatorAudit } from '../../../src/db/admin-schema';
import {
  betOrders,
  drawCorrections,
  drawSchedules,
  drawTurns,
  ledgerEntries,
} from '../../../src/db/schema';
import {
  addDrawnTurn,
  addTestGame,
  ledgerMismatches,
  placeTestSlip,
  type TestBet,
} from '../../helpers/bets';
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

const gameId = 9301;
/** Special ball 49: 特码 49 wins, 两面 (big) ties. */
const original = [3, 14, 25, 36, 47, 8, 49];
/** Special ball 30: 特码 49 loses, 两面 big wins. */
const corrected = [3, 14, 25, 36, 47, 8, 30];
const openNumOf = (numbers: number[]) => numbers.map((n) => String(n).padStart(2, '0')).join(',');

const bets = {
  special49: { playCode: 'tm', content: '49', amount: yuan(10), odds: 48_800 },
  special30: { playCode: 'tm', content: '30', amount: yuan(5), odds: 48_800 },
  big: { playCode: 'tmlm', content: 'big', amount: yuan(20), odds: 1_980 },
} satisfies Record<string, TestBet>;

describe(`back office: draws (${testDriver()})`, () => {
  let a: AdminApp;
  beforeAll(async () => {
    a = await createAdminApp();
    await addTestGame(db(), gameId, '测试开奖彩');
  });
  afterAll(() => a.close());

  const db = () => a.t.app.database.db;
  const balance = async (userId: number) => (await a.t.app.services.wallet.balances(userId)).money;
  let turnCount = 0;
  /** A drawn turn of its own for each test, settled with `original`. */
  const drawnTurn = async () => {
    turnCount += 1;
    const turnNum = `20260301-${String(turnCount).padStart(4, '0')}`;
    const planTime = new Date(a.clock.at.getTime() - 3_600_000 + turnCount * 60_000);
    await addDrawnTurn(db(), { gameId, turnNum, numbers: original, planTime });
    return { turnNum, betEndTime: new Date(planTime.getTime() - 30_000) };
  };
  const bet = async (
    member: { id: number },
    turn: { turnNum: string; betEndTime: Date },
    chosen: TestBet,
  ) => {
    const [order] = await placeTestSlip(a.t.app, {
      userId: member.id,
      gameId,
      turns: [turn],
      bets: [chosen],
    });
    return order!;
  };
  const settle = (turnNum: string) => a.t.app.services.settlement.settleTurn(gameId, turnNum);
  const correct = (turnNum: string, numbers: number[], reason = '开奖源数据错误') =>
    a.call('operations', {
      method: 'POST',
      path: adminDrawPaths.correctResult,
      payload: { gameId, turnNum, openNum: openNumOf(numbers), reason },
    });
  const orderOf = async (id: number) =>
    (await db().select().from(betOrders).where(eq(betOrders.id, id)))[0]!;
  const entriesOf = (userId: number, type: number) =>
    db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.transactionType, type)));
  const turnNumbers = async (turnNum: string) =>
    (
      await db()
        .select({ numbers: drawTurns.numbers })
        .from(drawTurns)
        .where(and(eq(drawTurns.gameId, gameId), eq(drawTurns.turnNum, turnNum)))
    )[0]?.numbers;
  const corrections = async (turnNum: string) =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(drawCorrections)
        .where(and(eq(drawCorrections.gameId, gameId), eq(drawCorrections.turnNum, turnNum)))
    )[0]!.n;
  const target = (turnNum: string) => `${gameId}/${turnNum}`;

  it('refuses every call without an operator, with a member token, roles that do not run games or bad input — nothing changes', async () => {
    const turn = await drawnTurn();
    expect(rolesWithout(adminCapabilities.runGames)).toEqual(['finance', 'support', 'readonly']);
    await expectRefusals(
      a,
      { method: 'GET', path: adminDrawPaths.turns, query: { gameId: String(gameId) } },
      {
        forbidden: [],
        bad: { method: 'GET', path: adminDrawPaths.turns, query: { gameId: 'x' } },
      },
    );
    const body = { gameId, turnNum: turn.turnNum, openNum: openNumOf(corrected), reason: '错' };
    await expectRefusals(
      a,
      { method: 'POST', path: adminDrawPaths.correctResult, payload: body },
      {
        forbidden: rolesWithout(adminCapabilities.runGames),
        bad: {
          method: 'POST',
          path: adminDrawPaths.correctResult,
          payload: { ...body, openNum: '1,2,3,4,5,6' },
        },
      },
    );
    for (const payload of [
      { ...body, openNum: '1,2,3,4,5,6,6' },
      { ...body, openNum: '1,2,3,4,5,6,50' },
      { ...body, reason: '' },
      { ...body, turnNum: '2026' },
      { ...body, extra: 1 },
    ]) {
      expectStatus(
        await a.call('super', { method: 'POST', path: adminDrawPaths.correctResult, payload }),
        400,
        'SYS/VALIDATION',
      );
    }
    expectStatus(
      await a.call('support', {
        method: 'POST',
        path: adminDrawPaths.enterResult,
        payload: { gameId, turnNum: turn.turnNum, openNum: openNumOf(corrected) },
      }),
      403,
      'ADMIN/FORBIDDEN',
    );
    expect(await turnNumbers(turn.turnNum)).toEqual(original);
    expect(await corrections(turn.turnNum)).toBe(0);
    expect(await a.audits('draw.correct', target(turn.turnNum))).toBe(0);
  });

  it('lists the games with their schedules, a game’s turns and a turn’s fairness record to every role', async () => {
    const turn = await drawnTurn();
    const games = dataOf<AdminDrawGame[]>(
      await a.call('readonly', { method: 'GET', path: adminDrawPaths.games }),
    );
    const demo = games.find((game) => game.schedule !== null);
    expect(demo?.schedule?.closeLeadSeconds).toBeGreaterThan(0);
    expect(games.find((game) => game.gameId === gameId)).toMatchObject({
      name: '测试开奖彩',
      schedule: null,
    });

    const page = dataOf<{ list: AdminTurnRow[]; total: number }>(
      await a.call('readonly', {
        method: 'GET',
        path: adminDrawPaths.turns,
        query: { gameId: String(gameId), status: 'drawn', size: '100' },
      }),
    );
    expect(page.list.find((row) => row.turnNum === turn.turnNum)).toMatchObject({
      status: 'drawn',
      openNum: openNumOf(original),
      corrections: 0,
    });

    // A demo turn drawn by the generator: its seed matches the commitment and yields its numbers.
    const [drawn] = await db()
      .select()
      .from(drawTurns)
      .where(and(eq(drawTurns.status, 'drawn'), eq(drawTurns.source, 'generator')))
      .limit(1);
    expect(drawn).toBeDefined();
    const detail = dataOf<AdminTurnDetail>(
      await a.call('readonly', {
        method: 'GET',
        path: adminDrawPaths.turn,
        query: { gameId: String(drawn!.gameId), turnNum: drawn!.turnNum },
      }),
    );
    expect(detail.seedValid).toBe(true);
    expect(detail.seedOpenNum).toBe(detail.openNum);
    expect(detail.commitment).toBe(drawn!.commitment);
    expectStatus(
      await a.call('readonly', {
        method: 'GET',
        path: adminDrawPaths.turn,
        query: { gameId: String(gameId), turnNum: '20990101-0001' },
      }),
      404,
      'DRAW/TURN_NOT_FOUND',
    );
  });

  it('a correction reverses the settled bets and settles them again: a loser is paid, a winner’s payout reversed, the ledger exact, one audit row', async () => {
    const turn = await drawnTurn();
    const winner = await a.member(yuan(100));
    const loser = await a.member(yuan(100));
    const winnerOrder = await bet(winner, turn, bets.special49);
    const loserOrder = await bet(loser, turn, bets.special30);
    await settle(turn.turnNum);
    const won = (await orderOf(winnerOrder.id)).reward;
    expect(won).toBe(yuan(488));
    expect(await balance(winner.id)).toBe(yuan(100 - 10 + 488));
    expect(await balance(loser.id)).toBe(yuan(100 - 5));

    const res = await correct(turn.turnNum, corrected);
    expectStatus(res, 200);
    const detail = dataOf<AdminTurnDetail>(res);
    expect(detail).toMatchObject({
      openNum: openNumOf(corrected),
      source: 'operator',
      corrections: 1,
    });
    expect(detail.correctionList).toEqual([
      expect.objectContaining({
        numbersBefore: openNumOf(original),
        numbersAfter: openNumOf(corrected),
        operatorAccount: 'ops01',
        orders: 2,
        reversed: yuan(488),
        paid: yuan(5 * 48.8),
      }),
    ]);

    expect(await balance(winner.id)).toBe(yuan(100 - 10));
    expect(await balance(loser.id)).toBe(yuan(100 - 5 + 244));
    expect(await orderOf(winnerOrder.id)).toMatchObject({
      result: betResult.lost,
      reward: 0,
      settleRound: 1,
      openNum: openNumOf(corrected),
    });
    expect(await orderOf(loserOrder.id)).toMatchObject({ result: betResult.won, settleRound: 1 });
    const reversal = await entriesOf(winner.id, transactionType.payoutReversal);
    expect(reversal.map((entry) => entry.amount)).toEqual([-yuan(488)]);
    expect(await entriesOf(loser.id, transactionType.payout)).toHaveLength(1);
    expect(await ledgerMismatches(db())).toEqual([]);
    expect(await a.audits('draw.correct', target(turn.turnNum))).toBe(1);

    // The members' draw history shows the corrected numbers.
    const history = await a.t.app.inject({
      method: 'GET',
      url: `/app-api${lotteryPaths.verify}`,
      query: { gameId: String(gameId), turnNum: turn.turnNum },
    });
    expect(history.json()).toMatchObject({
      data: { openNum: openNumOf(corrected), source: 'operator' },
    });

    // Corrected back: round 2 pays the first winner again and reverses the second.
    expectStatus(await correct(turn.turnNum, original, '恢复原开奖号码'), 200);
    expect(await balance(winner.id)).toBe(yuan(100 - 10 + 488));
    expect(await balance(loser.id)).toBe(yuan(100 - 5));
    expect(await orderOf(winnerOrder.id)).toMatchObject({ result: betResult.won, settleRound: 2 });
    expect(await corrections(turn.turnNum)).toBe(2);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('a tie that becomes a result pays the agent’s rebate and the turnover; and back again reverses them', async () => {
    const turn = await drawnTurn();
    const agent = await a.member(0);
    const member = await a.member(yuan(100));
    const order = await bet(member, turn, bets.big);
    await db()
      .update(betOrders)
      .set({ rebateShares: [{ userId: agent.id, rate: 1.5 }] })
      .where(eq(betOrders.id, order.id));
    await settle(turn.turnNum);
    expect(await orderOf(order.id)).toMatchObject({ result: betResult.tie, reward: yuan(20) });
    expect(await balance(agent.id)).toBe(0);
    const turnover = async () =>
      (await db().execute(
        sql`select cycle_bet_amount::bigint as n from users where id = ${member.id}`,
      )) as unknown as { rows: { n: string }[] };
    const before = Number((await turnover()).rows[0]!.n);

    expectStatus(await correct(turn.turnNum, corrected), 200);
    expect(await orderOf(order.id)).toMatchObject({ result: betResult.won, reward: yuan(39.6) });
    expect(await balance(agent.id)).toBe(yuan(0.3));
    expect(await balance(member.id)).toBe(yuan(100 - 20 + 39.6));
    expect(Number((await turnover()).rows[0]!.n)).toBe(before + yuan(20));

    expectStatus(await correct(turn.turnNum, original), 200);
    expect(await balance(agent.id)).toBe(0);
    expect(await balance(member.id)).toBe(yuan(100));
    expect(Number((await turnover()).rows[0]!.n)).toBe(before);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('refuses a correction a member cannot cover, the same numbers or a turn not drawn — nothing changes', async () => {
    const turn = await drawnTurn();
    const winner = await a.member(yuan(10));
    await bet(winner, turn, bets.special49);
    await settle(turn.turnNum);
    // The win is spent: only 5 yuan are left of 488.
    await a.t.app.services.wallet.post({
      userId: winner.id,
      wallet: 'money',
      amount: -yuan(483),
      type: transactionType.manualDeduction,
      reference: `test:spend:${winner.id}`,
    });
    const entries = async () =>
      (await db().select().from(ledgerEntries).where(eq(ledgerEntries.userId, winner.id))).length;
    const entriesBefore = await entries();

    expectStatus(await correct(turn.turnNum, corrected), 409, 'DRAW/REVERSAL_SHORT');
    expectStatus(await correct(turn.turnNum, original), 409, 'DRAW/SAME_RESULT');
    expect(await turnNumbers(turn.turnNum)).toEqual(original);
    expect(await balance(winner.id)).toBe(yuan(5));
    expect(await entries()).toBe(entriesBefore);
    expect(await corrections(turn.turnNum)).toBe(0);
    expect(await a.audits('draw.correct', target(turn.turnNum))).toBe(0);

    const [open] = await db()
      .select()
      .from(drawTurns)
      .where(and(eq(drawTurns.status, 'open')))
      .limit(1);
    if (open) {
      expectStatus(
        await a.call('operations', {
          method: 'POST',
          path: adminDrawPaths.correctResult,
          payload: {
            gameId: open.gameId,
            turnNum: open.turnNum,
            openNum: openNumOf(corrected),
            reason: '错',
          },
        }),
        409,
        'DRAW/TURN_NOT_DRAWN',
      );
    }
  });

  it('the same correction sent twice at once has one outcome', async () => {
    const turn = await drawnTurn();
    const winner = await a.member(yuan(100));
    await bet(winner, turn, bets.special49);
    await settle(turn.turnNum);
    const answers = await Promise.all([
      correct(turn.turnNum, corrected),
      correct(turn.turnNum, corrected),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json()).toMatchObject({
      code: 'DRAW/SAME_RESULT',
    });
    expect(await balance(winner.id)).toBe(yuan(90));
    expect(await corrections(turn.turnNum)).toBe(1);
    expect(await a.audits('draw.correct', target(turn.turnNum))).toBe(1);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('a settlement racing a correction: every order ends settled against the corrected numbers, paid once', async () => {
    const turn = await drawnTurn();
    const members = [await a.member(yuan(100)), await a.member(yuan(100))];
    const orders = [
      await bet(members[0]!, turn, bets.special49),
      await bet(members[1]!, turn, bets.special30),
    ];
    const [, res] = await Promise.all([settle(turn.turnNum), correct(turn.turnNum, corrected)]);
    expectStatus(res, 200);
    await a.t.app.services.settlement.whenIdle();
    for (const order of orders) {
      expect(await orderOf(order.id)).toMatchObject({ openNum: openNumOf(corrected), status: 1 });
    }
    expect(await balance(members[0]!.id)).toBe(yuan(90));
    expect(await balance(members[1]!.id)).toBe(yuan(95 + 244));
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('an operator enters the result of a closed turn of an operator-sourced game; it streams, audited once', async () => {
    const manual = gameId + 1;
    await addTestGame(db(), manual, '人工开奖彩');
    await db().insert(drawSchedules).values({
      gameId: manual,
      kind: 'daily',
      localTime: '21:30',
      closeLeadSeconds: 300,
      revealStepMs: 1_000,
      drawDurationMs: 10_000,
      source: 'operator',
    });
    const planTime = new Date(a.clock.at.getTime() + 600_000);
    await db()
      .insert(drawTurns)
      .values({
        gameId: manual,
        turnNum: '2026301',
        closeTime: new Date(a.clock.at.getTime() - 60_000),
        planTime,
        status: 'closed',
        source: 'operator',
      });
    const games = dataOf<AdminDrawGame[]>(
      await a.call('operations', { method: 'GET', path: adminDrawPaths.games }),
    );
    expect(games.find((game) => game.gameId === manual)).toMatchObject({
      awaitingResult: 1,
      current: { turnNum: '2026301', status: 'closed' },
    });
    const payload = { gameId: manual, turnNum: '2026301', openNum: openNumOf(corrected) };
    const res = await a.call('operations', {
      method: 'POST',
      path: adminDrawPaths.enterResult,
      payload,
    });
    expectStatus(res, 200);
    expect(dataOf<AdminTurnDetail>(res)).toMatchObject({ status: 'streaming', source: 'operator' });
    expectStatus(
      await a.call('operations', { method: 'POST', path: adminDrawPaths.enterResult, payload }),
      409,
      'DRAW/TURN_DRAWN',
    );
    const audits = await db()
      .select()
      .from(operatorAudit)
      .where(
        and(
          eq(operatorAudit.action, 'draw.result'),
          inArray(operatorAudit.target, [`${manual}/2026301`]),
        ),
      );
    expect(audits).toHaveLength(1);
  });
});
