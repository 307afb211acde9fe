import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  bettingTexts,
  formatMaintain,
  lunarYearAt,
  placeSlipAnswer,
  transactionType,
  zodiacOfYear,
  zodiacs,
  wallClockOf,
  type PlaceSlipAnswer,
} from '@lottery/contracts';
import {
  betOrders,
  betSlips,
  games,
  ledgerEntries,
  lotteryGames,
  users,
} from '../../../src/db/schema';
import { testDriver } from '../../helpers/test-database';
import {
  createBettingApp,
  expectLedgerHolds,
  expectRefused,
  gameId,
  moneyState,
  newKey,
  newMember,
  place,
  slip,
  testOdds,
  turnOrders,
  type BettingApp,
} from './betting-kit';

const yuan = 1000;

describe(`POST /app-api/api/bet/place (${testDriver()})`, () => {
  let b: BettingApp;
  beforeAll(async () => {
    b = await createBettingApp();
  });
  afterAll(() => b.close());

  const placed = async (token: string, body: unknown): Promise<PlaceSlipAnswer> => {
    const res = await place(b, token, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, msg: 'success' });
    return placeSlipAnswer.parse(res.json().data);
  };

  it('places a slip: one debit, one order per bet at the odds of the moment', async () => {
    const { user, token, account } = await newMember(b, 1000 * yuan);
    const body = slip(b, [
      { playCode: 'tm', content: '07', amount: 10 },
      { playCode: 'tm', content: '49', amount: 5 },
      { playCode: 'lm3z2', content: '03,15,22', amount: 2 },
    ]);
    const answer = await placed(token, body);

    expect(answer.money).toBe(983 * yuan);
    expect(await expectLedgerHolds(b, user.id)).toBe(983 * yuan);
    const day = new Date(b.clock.t + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
    expect(answer.orders).toHaveLength(3);
    const [first, second, third] = answer.orders;
    expect(first).toEqual({
      orderNo: expect.stringMatching(new RegExp(`^${day}\\d{10}$`)),
      status: 0,
      result: null,
      betEndTime: b.turn.closeTime.getTime(),
      trackOrderNo: '',
      gameId,
      gameInfo: '澳门六合彩',
      model: 1,
      addTime: b.clock.t,
      cateName: '特码',
      turnNum: b.turn.turnNum,
      totalMoney: 10 * yuan,
      reward: 0,
      account,
      openNum: '',
      betInfo: '特码 07',
      playCode: 'tm',
      content: '07',
      odds: testOdds.tm,
      odds2: null,
    });
    expect(second).toMatchObject({ betInfo: '特码 49', totalMoney: 5 * yuan });
    expect(third).toMatchObject({
      cateName: '三中二',
      betInfo: '三中二 03,15,22',
      odds: testOdds['lm3z2.3'],
      odds2: testOdds['lm3z2.2'],
    });
    const numbers = answer.orders.map((order) => BigInt(order.orderNo));
    expect(numbers[1]).toBe(numbers[0]! + 1n);
    expect(numbers[2]).toBe(numbers[1]! + 1n);

    const { db } = b.t.app.database;
    const [slipRow] = await db.select().from(betSlips).where(eq(betSlips.userId, user.id));
    expect(slipRow).toMatchObject({ idempotencyKey: body.idempotencyKey, total: 17 * yuan });
    const entries = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, user.id))
      .orderBy(asc(ledgerEntries.id));
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      wallet: 'money',
      amount: -17 * yuan,
      transactionType: transactionType.lotteryBet,
      reference: `bet:slip:${slipRow!.id}`,
      balanceAfter: 983 * yuan,
    });
    const rows = await db.select().from(betOrders).where(eq(betOrders.userId, user.id));
    const [userRow] = await db.select().from(users).where(eq(users.id, user.id));
    for (const row of rows) {
      expect(row).toMatchObject({
        slipId: slipRow!.id,
        status: 0,
        model: 1,
        rebate: userRow!.rebate,
        betEndTime: b.turn.closeTime,
        trackOrderNo: null,
        stopOnWin: false,
      });
    }
  });

  it('prices the zodiac plays by the lunar year of the turn’s draw', async () => {
    const { token } = await newMember(b, 100 * yuan);
    const own = zodiacOfYear(lunarYearAt(b.turn.planTime));
    const other = zodiacs.find((animal) => animal !== own)!;
    const answer = await placed(
      token,
      slip(b, [
        { playCode: 'tx', content: own, amount: 2 },
        { playCode: 'tx', content: other, amount: 2 },
      ]),
    );
    expect(answer.orders.map((order) => [order.betInfo, order.odds])).toEqual([
      [`特肖 ${own}`, testOdds['tx.year']],
      [`特肖 ${other}`, testOdds['tx.other']],
    ]);
  });

  describe('refusals change nothing', () => {
    const refusedCases: [string, (b: BettingApp) => unknown, number, string, string?][] = [
      [
        'a turn that is not open',
        (b) => slip(b, [{ playCode: 'tm', content: '07', amount: 10 }], { turnNum: '2001001' }),
        400,
        'BET/TURN_CLOSED',
        '本期已封盘，请等待下一期',
      ],
      [
        'an unknown game',
        (b) => slip(b, [{ playCode: 'tm', content: '07', amount: 10 }], { gameId: 9999 }),
        404,
        'GAME/NOT_FOUND',
      ],
      [
        'an unknown play',
        (b) => slip(b, [{ playCode: 'nope', content: '07', amount: 10 }]),
        400,
        'BET/PLAY_UNKNOWN',
        '玩法不存在',
      ],
      [
        'a play switched off',
        (b) => slip(b, [{ playCode: 'zm', content: '07', amount: 10 }]),
        400,
        'BET/PLAY_DISABLED',
        '该玩法暂停投注',
      ],
      [
        'a play without limits on the game',
        (b) => slip(b, [{ playCode: 'bz5', content: '01,02,03,04,05', amount: 10 }]),
        400,
        'BET/PLAY_DISABLED',
      ],
      [
        'a ball that does not exist',
        (b) => slip(b, [{ playCode: 'tm', content: '50', amount: 10 }]),
        400,
        'BET/CONTENT_INVALID',
        '投注内容不正确',
      ],
      [
        'a ball not written canonically',
        (b) => slip(b, [{ playCode: 'tm', content: '7', amount: 10 }]),
        400,
        'BET/CONTENT_INVALID',
      ],
      [
        'two balls on a single play',
        (b) => slip(b, [{ playCode: 'tm', content: '07,08', amount: 10 }]),
        400,
        'BET/CONTENT_INVALID',
      ],
      [
        'a combination out of order',
        (b) => slip(b, [{ playCode: 'lm3z2', content: '15,03,22', amount: 2 }]),
        400,
        'BET/CONTENT_INVALID',
      ],
      [
        'a combination of the wrong size',
        (b) => slip(b, [{ playCode: 'lm3z2', content: '03,15', amount: 2 }]),
        400,
        'BET/CONTENT_INVALID',
      ],
      [
        'a stake of 0',
        (b) => slip(b, [{ playCode: 'tm', content: '07', amount: 0 }]),
        400,
        'SYS/VALIDATION',
      ],
      [
        'a negative stake',
        (b) => slip(b, [{ playCode: 'tm', content: '07', amount: -5 }]),
        400,
        'SYS/VALIDATION',
      ],
      [
        'a fractional stake',
        (b) => slip(b, [{ playCode: 'tm', content: '07', amount: 1.5 }]),
        400,
        'SYS/VALIDATION',
      ],
      [
        'a stake as a string',
        (b) => slip(b, [{ playCode: 'tm', content: '07', amount: '10' as unknown as number }]),
        400,
        'SYS/VALIDATION',
      ],
      [
        'a stake over the play’s limit',
        (b) => slip(b, [{ playCode: 'tm', content: '07', amount: 5001 }]),
        400,
        'BET/AMOUNT_LIMIT',
        '单注金额须在1至5000元之间',
      ],
      [
        'a stake under the play’s minimum',
        (b) => slip(b, [{ playCode: 'tx', content: '鼠', amount: 1 }]),
        400,
        'BET/AMOUNT_LIMIT',
        '单注金额须在2至5000元之间',
      ],
      ['no bets', (b) => slip(b, []), 400, 'SYS/VALIDATION'],
      [
        'a bad idempotency key',
        (b) =>
          slip(b, [{ playCode: 'tm', content: '07', amount: 10 }], { idempotencyKey: 'short' }),
        400,
        'SYS/VALIDATION',
      ],
      [
        'an unknown field',
        (b) => ({ ...slip(b, [{ playCode: 'tm', content: '07', amount: 10 }]), extra: 1 }),
        400,
        'SYS/VALIDATION',
      ],
      [
        'more than the balance',
        (b) => slip(b, [{ playCode: 'tm', content: '07', amount: 601 }]),
        400,
        'WALLET/INSUFFICIENT_BALANCE',
        '余额不足',
      ],
      [
        'more than the turn’s limit of a play in one slip',
        (b) =>
          slip(b, [
            { playCode: 'lm3z2', content: '01,02,03', amount: 1000 },
            { playCode: 'lm3z2', content: '01,02,04', amount: 1000 },
            { playCode: 'lm3z2', content: '01,02,05', amount: 1000 },
            { playCode: 'lm3z2', content: '01,02,06', amount: 1000 },
            { playCode: 'lm3z2', content: '01,02,07', amount: 1000 },
            { playCode: 'lm3z2', content: '01,02,08', amount: 2 },
          ]),
        400,
        'BET/TURN_LIMIT',
        '超出本期该玩法的投注限额：三中二每期最多5000元',
      ],
    ];

    it.each(refusedCases)('refuses %s', async (_name, body, status, code, msg) => {
      // Enough for every slip but the one over the balance (600 yuan).
      const money = code === 'WALLET/INSUFFICIENT_BALANCE' ? 600 : 6000;
      const { user, token } = await newMember(b, money * yuan);
      const before = await moneyState(b, user.id);
      const res = await place(b, token, body(b));
      expectRefused(res, status, code, msg);
      expect(await moneyState(b, user.id)).toEqual(before);
    });

    it('refuses a turn past its close time by the server’s clock, even while its row says open', async () => {
      const { user, token } = await newMember(b, 100 * yuan);
      const before = await moneyState(b, user.id);
      const body = slip(b, [{ playCode: 'tm', content: '07', amount: 10 }]);
      const open = b.clock.t;
      try {
        b.clock.set(b.turn.closeTime);
        expectRefused(await place(b, token, body), 400, 'BET/TURN_CLOSED');
        b.clock.set(b.turn.closeTime.getTime() + 1);
        expectRefused(await place(b, token, body), 400, 'BET/TURN_CLOSED');
      } finally {
        b.clock.set(open);
      }
      expect(await moneyState(b, user.id)).toEqual(before);
      // The same key places once the turn is open again: a refused slip leaves no trace.
      expect((await place(b, token, body)).statusCode).toBe(200);
    });

    it('refuses a game switched off', async () => {
      const { db } = b.t.app.database;
      const { user, token } = await newMember(b, 100 * yuan);
      const before = await moneyState(b, user.id);
      await db.update(lotteryGames).set({ enabled: false }).where(eq(lotteryGames.id, gameId));
      try {
        const res = await place(b, token, slip(b, [{ playCode: 'tm', content: '07', amount: 10 }]));
        expectRefused(res, 404, 'GAME/NOT_FOUND', '游戏不存在');
      } finally {
        await db.update(lotteryGames).set({ enabled: true }).where(eq(lotteryGames.id, gameId));
      }
      expect(await moneyState(b, user.id)).toEqual(before);
    });

    it('refuses slips inside the game’s maintenance window (its game-centre entry) and takes them after', async () => {
      const { db } = b.t.app.database;
      const { user, token } = await newMember(b, 100 * yuan);
      const before = await moneyState(b, user.id);
      const timeZone = await b.t.app.services.settings.timeZone();
      const at = b.clock.t;
      const window = formatMaintain(
        wallClockOf(at - 60_000, timeZone),
        wallClockOf(at + 3_600_000, timeZone),
      );
      const [entry] = await db.select().from(games).where(eq(games.gameId, gameId));
      if (!entry) {
        await db.insert(games).values({
          gameId,
          gameName: '测试彩',
          category: 'LOTTERY',
          gameCode: String(gameId),
        });
      }
      const body = slip(b, [{ playCode: 'tm', content: '07', amount: 10 }]);
      try {
        await db.update(games).set({ maintain: window }).where(eq(games.gameId, gameId));
        const res = await place(b, token, body);
        expectRefused(res, 409, 'BET/GAME_MAINTENANCE', `${bettingTexts.maintenance}${window}`);
        expect(await moneyState(b, user.id)).toEqual(before);
      } finally {
        await db
          .update(games)
          .set({ maintain: entry?.maintain ?? '' })
          .where(eq(games.gameId, gameId));
      }
      expect((await place(b, token, body)).statusCode).toBe(200);
    });

    it('counts the member’s earlier slips of the turn towards the play’s turn limit', async () => {
      const { user, token } = await newMember(b, 20_000 * yuan);
      const bet = (content: string, amount: number) => ({ playCode: 'tm', content, amount });
      await placed(token, slip(b, [bet('01', 5000), bet('02', 4000)]));
      const before = await moneyState(b, user.id);
      expectRefused(
        await place(b, token, slip(b, [bet('03', 1001)])),
        400,
        'BET/TURN_LIMIT',
        '超出本期该玩法的投注限额：特码每期最多10000元',
      );
      expect(await moneyState(b, user.id)).toEqual(before);
      // Up to the limit exactly, and other plays are counted apart.
      await placed(
        token,
        slip(b, [bet('03', 1000), { playCode: 'tx', content: '鼠', amount: 100 }]),
      );
      // Another member has a limit of their own.
      const other = await newMember(b, 20_000 * yuan);
      await placed(other.token, slip(b, [bet('01', 5000)]));
    });

    it('refuses guests with UC/NOT_LOGGED_IN', async () => {
      const res = await place(
        b,
        undefined,
        slip(b, [{ playCode: 'tm', content: '07', amount: 10 }]),
      );
      expectRefused(res, 401, 'UC/NOT_LOGGED_IN', '请先登录');
    });

    it('refuses a frozen account with UC/ACCOUNT_STATE_ERROR', async () => {
      const { db } = b.t.app.database;
      const { user, token } = await newMember(b, 100 * yuan);
      const before = await moneyState(b, user.id);
      await db.update(users).set({ status: 1 }).where(eq(users.id, user.id));
      await b.t.app.changes.sync();
      const res = await place(b, token, slip(b, [{ playCode: 'tm', content: '07', amount: 10 }]));
      expectRefused(res, 400, 'UC/ACCOUNT_STATE_ERROR', '账户状态异常，请联系客服');
      expect(await moneyState(b, user.id)).toEqual(before);
    });
  });

  it('lets a trial account bet its play credit', async () => {
    const res = await b.t.app.inject({ method: 'GET', url: '/app-api/v/user/regTest' });
    expect(res.statusCode, res.body).toBe(200);
    const token = (res.json() as { data: { token: string } }).data.token;
    const info = await b.t.app.inject({
      method: 'GET',
      url: '/app-api/api/user/info',
      headers: { token },
    });
    const { userInfo, extInfo } = info.json().data;
    expect(userInfo.type).toBe('TEST');
    expect(extInfo.money).toBe(2_000_000);
    const answer = await placed(token, slip(b, [{ playCode: 'tm', content: '07', amount: 100 }]));
    expect(answer.money).toBe(1_900_000);
    expect(await expectLedgerHolds(b, userInfo.userId)).toBe(1_900_000);
  });

  describe('idempotency', () => {
    it('answers a replay of the same slip with the first answer and debits once', async () => {
      const { user, token } = await newMember(b, 100 * yuan);
      const body = slip(b, [{ playCode: 'tm', content: '07', amount: 10 }]);
      const first = await placed(token, body);
      const again = await placed(token, body);
      expect(again).toEqual(first);
      expect(await moneyState(b, user.id)).toMatchObject({ money: 90 * yuan, orders: 1 });
    });

    it('answers a replay with the first answer after the turn closed and its odds changed', async () => {
      const { user, token } = await newMember(b, 100 * yuan);
      const body = slip(b, [{ playCode: 'tm', content: '07', amount: 10 }]);
      const first = await placed(token, body);
      const open = b.clock.t;
      try {
        await b.t.app.services.betting.setOdds({ gameId, odds: { tm: 40_000 } });
        b.clock.set(b.turn.closeTime.getTime() + 1);
        expect(await placed(token, body)).toEqual(first);
        // A new key on the closed turn is refused.
        expectRefused(
          await place(b, token, { ...body, idempotencyKey: newKey() }),
          400,
          'BET/TURN_CLOSED',
        );
      } finally {
        b.clock.set(open);
        await b.t.app.services.betting.setOdds({ gameId, odds: { tm: testOdds.tm as number } });
      }
      expect(await moneyState(b, user.id)).toMatchObject({ money: 90 * yuan, orders: 1 });
    });

    it('refuses the key with another body (409) and changes nothing', async () => {
      const { user, token } = await newMember(b, 100 * yuan);
      const body = slip(b, [{ playCode: 'tm', content: '07', amount: 10 }]);
      await placed(token, body);
      const before = await moneyState(b, user.id);
      for (const changed of [
        { ...body, bets: [{ playCode: 'tm', content: '08', amount: 10 }] },
        { ...body, bets: [{ playCode: 'tm', content: '07', amount: 11 }] },
        { ...body, chase: { turns: 2, stopOnWin: true } },
      ]) {
        expectRefused(
          await place(b, token, changed),
          409,
          'BET/DUPLICATE_REQUEST',
          '该请求编号已用于另一份注单，请刷新后重试',
        );
      }
      expect(await moneyState(b, user.id)).toEqual(before);
    });

    it('keeps each member’s keys apart', async () => {
      const key = newKey();
      const one = await newMember(b, 100 * yuan);
      const two = await newMember(b, 100 * yuan);
      await placed(
        one.token,
        slip(b, [{ playCode: 'tm', content: '07', amount: 10 }], { idempotencyKey: key }),
      );
      await placed(
        two.token,
        slip(b, [{ playCode: 'tm', content: '08', amount: 20 }], { idempotencyKey: key }),
      );
      expect((await moneyState(b, two.user.id)).money).toBe(80 * yuan);
    });
  });

  describe('under concurrency', () => {
    it('places exactly what the balance pays for among 200 parallel slips', async () => {
      const { user, token } = await newMember(b, 100 * yuan);
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          place(
            b,
            token,
            slip(b, [
              { playCode: 'tm', content: String((i % 49) + 1).padStart(2, '0'), amount: 1 },
            ]),
          ),
        ),
      );
      const codes = results.map((res) => (res.statusCode === 200 ? 'ok' : res.json().code));
      expect(codes.filter((code) => code === 'ok')).toHaveLength(100);
      expect(codes.filter((code) => code !== 'ok')).toEqual(
        Array.from({ length: 100 }, () => 'WALLET/INSUFFICIENT_BALANCE'),
      );
      expect(await expectLedgerHolds(b, user.id)).toBe(0);
      expect(await moneyState(b, user.id)).toEqual({ money: 0, entries: 101, orders: 100 });
    });

    it('places once for 20 parallel retries of one key', async () => {
      const { user, token } = await newMember(b, 100 * yuan);
      const body = slip(b, [
        { playCode: 'tm', content: '07', amount: 10 },
        { playCode: 'tm', content: '08', amount: 10 },
      ]);
      const results = await Promise.all(Array.from({ length: 20 }, () => place(b, token, body)));
      for (const res of results) expect(res.statusCode, res.body).toBe(200);
      const answers = results.map((res) => placeSlipAnswer.parse(res.json().data));
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(await moneyState(b, user.id)).toEqual({ money: 80 * yuan, entries: 2, orders: 2 });
      const { db } = b.t.app.database;
      expect(await db.select().from(betSlips).where(eq(betSlips.userId, user.id))).toHaveLength(1);
      await expectLedgerHolds(b, user.id);
    });
  });
});

describe(`GET /app-api/api/bet/turn-orders (${testDriver()})`, () => {
  let b: BettingApp;
  beforeAll(async () => {
    b = await createBettingApp();
  });
  afterAll(() => b.close());

  it('answers the member’s own orders of the turn, oldest first', async () => {
    const one = await newMember(b, 100 * yuan);
    const two = await newMember(b, 100 * yuan);
    const res = await place(
      b,
      one.token,
      slip(b, [
        { playCode: 'tm', content: '07', amount: 10 },
        { playCode: 'tm', content: '08', amount: 10 },
      ]),
    );
    expect(res.statusCode).toBe(200);
    const placedOrders = placeSlipAnswer.parse(res.json().data).orders;
    await place(b, two.token, slip(b, [{ playCode: 'tm', content: '09', amount: 10 }]));

    const mine = await turnOrders(b, one.token, b.turn.turnNum);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ code: 0, msg: 'success', data: placedOrders });
    const theirs = (await turnOrders(b, two.token, b.turn.turnNum)).json().data;
    expect(theirs.map((order: { betInfo: string }) => order.betInfo)).toEqual(['特码 09']);
    expect((await turnOrders(b, one.token, '2001001')).json().data).toEqual([]);
  });

  it('refuses guests, an unknown game and a malformed turn', async () => {
    const { token } = await newMember(b, 0);
    expectRefused(
      await b.t.app.inject({
        method: 'GET',
        url: `/app-api/api/bet/turn-orders?gameId=${gameId}&turnNum=${b.turn.turnNum}`,
      }),
      401,
      'UC/NOT_LOGGED_IN',
    );
    expectRefused(
      await b.t.app.inject({
        method: 'GET',
        url: `/app-api/api/bet/turn-orders?gameId=9999&turnNum=${b.turn.turnNum}`,
        headers: { token },
      }),
      404,
      'GAME/NOT_FOUND',
    );
    expectRefused(await turnOrders(b, token, 'abc'), 400, 'SYS/VALIDATION');
  });
});
