import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  betStatus,
  lunarNewYearOf,
  lunarYearAt,
  placeSlipAnswer,
  transactionType,
  zodiacOfYear,
  type PlaceSlipAnswer,
} from '@lottery/contracts';
import { betOrders, betSlips, drawTurns, ledgerEntries } from '../../../src/db/schema';
import { demoDrawSchedules } from '../../../src/demo/generate-draws';
import { nextDraw, nextOpenDraw, zonedInstant } from '../../../src/modules/draws/draw-schedule';
import { testDriver } from '../../helpers/test-database';
import {
  cancel,
  createBettingApp,
  expectLedgerHolds,
  expectRefused,
  gameId,
  moneyState,
  newMember,
  place,
  slip,
  testOdds,
  timeZone,
  turnOrders,
  type BettingApp,
} from './betting-kit';

const yuan = 1000;
const schedule = demoDrawSchedules[gameId]!;

/** The schedule's turns from `first` on: what a chase of `count` turns covers. */
const turnsFrom = (first: { turnNum: string; closeTime: Date; planTime: Date }, count: number) => {
  const turns = [
    {
      turnNum: first.turnNum,
      closeTime: first.closeTime.getTime(),
      planTime: first.planTime.getTime(),
    },
  ];
  while (turns.length < count) turns.push(nextDraw(schedule, timeZone, turns.at(-1)!.planTime));
  return turns;
};

describe(`追号: POST /app-api/api/bet/place with chase (${testDriver()})`, () => {
  let b: BettingApp;
  beforeAll(async () => {
    b = await createBettingApp();
  });
  afterAll(() => b.close());

  const placed = async (token: string, body: unknown): Promise<PlaceSlipAnswer> => {
    const res = await place(b, token, body);
    expect(res.statusCode, res.body).toBe(200);
    return placeSlipAnswer.parse(res.json().data);
  };

  it('places the bets on this turn and the schedule’s next ones, all debited at once', async () => {
    const { user, token } = await newMember(b, 1000 * yuan);
    const body = slip(
      b,
      [
        { playCode: 'tm', content: '07', amount: 10 },
        { playCode: 'tm', content: '08', amount: 20 },
      ],
      { chase: { turns: 3, stopOnWin: true } },
    );
    const answer = await placed(token, body);
    expect(answer.money).toBe(910 * yuan);

    const turns = turnsFrom(b.turn, 3);
    expect(new Set(turns.map((turn) => turn.turnNum)).size).toBe(3);
    expect(answer.orders.map((order) => [order.turnNum, order.betEndTime, order.content])).toEqual(
      turns.flatMap((turn) => [
        [turn.turnNum, turn.closeTime, '07'],
        [turn.turnNum, turn.closeTime, '08'],
      ]),
    );
    // Each bet is one chase (track) across the turns, numbered after its first order.
    const [first07, first08] = answer.orders;
    expect(answer.orders.map((order) => order.trackOrderNo)).toEqual(
      [0, 1, 2].flatMap(() => [first07!.orderNo, first08!.orderNo]),
    );
    for (const order of answer.orders) expect(order.odds).toBe(testOdds.tm);

    const { db } = b.t.app.database;
    const rows = await db
      .select()
      .from(betOrders)
      .where(eq(betOrders.userId, user.id))
      .orderBy(asc(betOrders.id));
    expect(rows.every((row) => row.stopOnWin && row.status === betStatus.pending)).toBe(true);
    const [slipRow] = await db.select().from(betSlips).where(eq(betSlips.userId, user.id));
    expect(slipRow?.total).toBe(90 * yuan);
    const debits = await db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.userId, user.id),
          eq(ledgerEntries.transactionType, transactionType.lotteryBet),
        ),
      );
    expect(debits).toMatchObject([{ amount: -90 * yuan, reference: `bet:slip:${slipRow!.id}` }]);
    expect(await expectLedgerHolds(b, user.id)).toBe(910 * yuan);

    // The later turns' orders show on their turn, and one of them cancels alone.
    const later = answer.orders[2]!;
    const listed = (await turnOrders(b, token, turns[1]!.turnNum)).json().data;
    expect(listed.map((order: { orderNo: string }) => order.orderNo)).toEqual([
      later.orderNo,
      answer.orders[3]!.orderNo,
    ]);
    const res = await cancel(b, token, later.orderNo);
    expect(res.json()).toMatchObject({ code: 0, data: { money: 920 * yuan } });
    const statuses = (
      await db
        .select()
        .from(betOrders)
        .where(eq(betOrders.userId, user.id))
        .orderBy(asc(betOrders.id))
    ).map((row) => row.status);
    expect(statuses).toEqual([0, 0, 2, 0, 0, 0]);
  });

  it('marks a chase that goes on after a win with stopOnWin false', async () => {
    const { token } = await newMember(b, 100 * yuan);
    const answer = await placed(
      token,
      slip(b, [{ playCode: 'tm', content: '07', amount: 10 }], {
        chase: { turns: 2, stopOnWin: false },
      }),
    );
    const rows = await b.t.app.database.db
      .select({ stopOnWin: betOrders.stopOnWin, track: betOrders.trackOrderNo })
      .from(betOrders)
      .where(eq(betOrders.slipId, (await slipIdOf(answer))!));
    expect(rows).toEqual([
      { stopOnWin: false, track: answer.orders[0]!.orderNo },
      { stopOnWin: false, track: answer.orders[0]!.orderNo },
    ]);
  });

  const slipIdOf = async (answer: PlaceSlipAnswer) => {
    const [row] = await b.t.app.database.db
      .select({ slipId: betOrders.slipId })
      .from(betOrders)
      .where(eq(betOrders.orderNo, answer.orders[0]!.orderNo));
    return row?.slipId;
  };

  it('refuses a chase of fewer than 2 or more than 30 turns, changing nothing', async () => {
    const { user, token } = await newMember(b, 1000 * yuan);
    const before = await moneyState(b, user.id);
    for (const [turns, msg] of [
      [1, '追号期数至少2期'],
      [31, '追号期数最多30期'],
    ] as const) {
      const res = await place(
        b,
        token,
        slip(b, [{ playCode: 'tm', content: '07', amount: 10 }], {
          chase: { turns, stopOnWin: true },
        }),
      );
      expectRefused(res, 400, 'SYS/VALIDATION');
      expect(res.json().msg).toContain(msg);
    }
    expect(await moneyState(b, user.id)).toEqual(before);
  });

  it('refuses a chase the balance pays for only in part, placing nothing', async () => {
    const { user, token } = await newMember(b, 25 * yuan);
    const before = await moneyState(b, user.id);
    const res = await place(
      b,
      token,
      slip(b, [{ playCode: 'tm', content: '07', amount: 10 }], {
        chase: { turns: 3, stopOnWin: true },
      }),
    );
    expectRefused(res, 400, 'WALLET/INSUFFICIENT_BALANCE', '余额不足');
    expect(await moneyState(b, user.id)).toEqual(before);
  });

  it('holds the play’s turn limit on each chased turn', async () => {
    const { user, token } = await newMember(b, 100_000 * yuan);
    const full = await placed(
      token,
      slip(
        b,
        [
          { playCode: 'tm', content: '01', amount: 5000 },
          { playCode: 'tm', content: '02', amount: 5000 },
        ],
        { chase: { turns: 2, stopOnWin: false } },
      ),
    );
    // The first turn frees up; the second stays full.
    const [first, second] = full.orders;
    expect((await cancel(b, token, `${first!.orderNo},${second!.orderNo}`)).statusCode).toBe(200);
    const before = await moneyState(b, user.id);
    const tm = [{ playCode: 'tm', content: '03', amount: 1 }];
    expectRefused(
      await place(b, token, slip(b, tm, { chase: { turns: 2, stopOnWin: false } })),
      400,
      'BET/TURN_LIMIT',
    );
    expect(await moneyState(b, user.id)).toEqual(before);
    await placed(token, slip(b, tm));
  });
});

describe(`追号 across the lunar new year (${testDriver()})`, () => {
  let b: BettingApp;
  let turn: typeof drawTurns.$inferSelect;
  beforeAll(async () => {
    b = await createBettingApp();
    // An open turn on the eve of the next lunar new year: the chase's later turns fall after it.
    const year = lunarYearAt(b.clock.t) + 1;
    const newYear = new Date(lunarNewYearOf(year));
    const eve = {
      year: newYear.getUTCFullYear(),
      month: newYear.getUTCMonth() + 1,
      day: newYear.getUTCDate() - 1,
    };
    const draw = nextOpenDraw(schedule, timeZone, zonedInstant(timeZone, eve, 12));
    const { db } = b.t.app.database;
    await db
      .insert(drawTurns)
      .values({
        gameId,
        turnNum: draw.turnNum,
        closeTime: new Date(draw.closeTime),
        planTime: new Date(draw.planTime),
        status: 'open',
      })
      .onConflictDoNothing();
    [turn] = (await db
      .select()
      .from(drawTurns)
      .where(and(eq(drawTurns.gameId, gameId), eq(drawTurns.turnNum, draw.turnNum)))) as [
      typeof drawTurns.$inferSelect,
    ];
    b.clock.set(draw.closeTime - 600_000);
  });
  afterAll(() => b.close());

  it('prices each chased turn by the lunar year of its own draw', async () => {
    const { token } = await newMember(b, 1000 * yuan);
    const oldYear = lunarYearAt(turn.planTime);
    const animal = zodiacOfYear(oldYear);
    const res = await place(b, token, {
      gameId,
      turnNum: turn.turnNum,
      idempotencyKey: 'lunar-new-year-chase',
      bets: [{ playCode: 'tx', content: animal, amount: 10 }],
      chase: { turns: 3, stopOnWin: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { orders } = placeSlipAnswer.parse(res.json().data);
    const turns = turnsFrom(turn, 3);
    expect(turns.map((t) => lunarYearAt(t.planTime))).toEqual([oldYear, oldYear + 1, oldYear + 1]);
    expect(orders.map((order) => [order.turnNum, order.odds])).toEqual([
      [turns[0]!.turnNum, testOdds['tx.year']],
      [turns[1]!.turnNum, testOdds['tx.other']],
      [turns[2]!.turnNum, testOdds['tx.other']],
    ]);
  });
});
