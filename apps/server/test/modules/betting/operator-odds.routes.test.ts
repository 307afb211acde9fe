import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { betOddsAnswer, everyOddsKey, operatorTokenHeader } from '@lottery/contracts';
import { buildApp } from '../../../src/app';
import { memoryDataDir, openDatabase, type Database } from '../../../src/db/client';
import { betOdds, betOrders, betPlayLimits } from '../../../src/db/schema';
import { bearer } from '../../helpers/accounts';
import { testConfig } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';
import {
  createBettingApp,
  expectRefused,
  gameId,
  newMember,
  place,
  slip,
  testOdds,
  type BettingApp,
} from './betting-kit';

const token = 'operator-token-for-tests-0123456789';

describe(`operator odds and limits (${testDriver()})`, () => {
  let b: BettingApp;
  beforeAll(async () => {
    b = await createBettingApp({ OPERATOR_TOKEN: token });
  });
  afterAll(() => b.close());

  const operate = (
    path: 'bet-odds' | 'bet-limits',
    payload: object,
    given: string | null = token,
  ) =>
    b.t.app.inject({
      method: 'POST',
      url: `/app-api/operator/${path}`,
      headers: given === null ? {} : { [operatorTokenHeader]: given },
      payload,
    });
  const oddsTable = () =>
    b.t.app.database.db.select().from(betOdds).where(eq(betOdds.gameId, gameId));
  const limitsOf = async (playCode: string) => {
    const [row] = await b.t.app.database.db
      .select()
      .from(betPlayLimits)
      .where(and(eq(betPlayLimits.gameId, gameId), eq(betPlayLimits.playCode, playCode)));
    return row;
  };
  const shown = async () => {
    const res = await b.t.app.inject({
      method: 'GET',
      url: `/app-api/v/bet/odds?gameId=${gameId}`,
    });
    return betOddsAnswer.parse(res.json().data);
  };

  describe('POST /app-api/operator/bet-odds', () => {
    it('refuses a missing or wrong token, changing nothing', async () => {
      const before = await oddsTable();
      expectRefused(
        await operate('bet-odds', { gameId, odds: { tm: 40_000 } }, null),
        401,
        'OP/UNAUTHORIZED',
      );
      expectRefused(
        await operate(
          'bet-odds',
          { gameId, odds: { tm: 40_000 } },
          'wrong-token-wrong-token-wrong',
        ),
        401,
        'OP/UNAUTHORIZED',
        '运营凭证无效',
      );
      expect(await oddsTable()).toEqual(before);
    });

    it('sets odds for later bets; orders placed before keep theirs', async () => {
      const { token: member } = await newMember(b, 100 * 1000);
      const before = await place(
        b,
        member,
        slip(b, [{ playCode: 'tm', content: '07', amount: 10 }]),
      );
      const [earlier] = before.json().data.orders;
      expect(earlier.odds).toBe(testOdds.tm);

      const res = await operate('bet-odds', { gameId, odds: { tm: 47_000, 'tx.year': 9_000 } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ code: 0, msg: 'success', data: null });
      const tm = (await shown()).plays.find((play) => play.playCode === 'tm');
      expect(tm?.odds).toEqual({ tm: 47_000 });

      const after = await place(
        b,
        member,
        slip(b, [{ playCode: 'tm', content: '08', amount: 10 }]),
      );
      expect(after.json().data.orders[0].odds).toBe(47_000);
      const [stored] = await b.t.app.database.db
        .select({ odds: betOrders.odds })
        .from(betOrders)
        .where(eq(betOrders.orderNo, earlier.orderNo));
      expect(stored?.odds).toBe(testOdds.tm);
    });

    it('applies odds and limits to the next bet on another process of the same database', async () => {
      const secondDatabase: Database = b.t.testDatabase.url
        ? await openDatabase({ DATA_DIR: memoryDataDir, DATABASE_URL: b.t.testDatabase.url })
        : b.t.testDatabase.database;
      const second = await buildApp(testConfig(), { database: secondDatabase, now: b.clock.now });
      const { token: member } = await newMember(b, 100 * 1000);
      // The operator's call answers once its own process has the change back (the change feed's
      // barrier); another process drops the game when the notification reaches it, which its
      // own barrier waits for (PostgreSQL delivers notifications in commit order).
      const placeOnSecond = async (content: string, amount = 10) => {
        await second.changes.sync();
        return second.inject({
          method: 'POST',
          url: '/app-api/api/bet/place',
          headers: bearer(member),
          payload: slip(b, [{ playCode: 'tm', content, amount }]),
        });
      };
      try {
        expect((await operate('bet-odds', { gameId, odds: { tm: 44_000 } })).statusCode).toBe(200);
        // The second process has the game in memory now.
        expect((await placeOnSecond('07')).json().data.orders[0].odds).toBe(44_000);
        expect((await operate('bet-odds', { gameId, odds: { tm: 45_500 } })).statusCode).toBe(200);
        expect((await placeOnSecond('08')).json().data.orders[0].odds).toBe(45_500);
        expect(
          (await operate('bet-limits', { gameId, playCode: 'tm', maxAmount: 5 })).statusCode,
        ).toBe(200);
        expectRefused(await placeOnSecond('09'), 400, 'BET/AMOUNT_LIMIT');
      } finally {
        await operate('bet-odds', { gameId, odds: { tm: testOdds.tm } });
        await operate('bet-limits', { gameId, playCode: 'tm', maxAmount: 5000 });
        await second.close();
        if (secondDatabase !== b.t.testDatabase.database) await secondDatabase.close();
      }
    });

    it('accepts every odds key of the plays', async () => {
      const odds = Object.fromEntries(everyOddsKey().map((key) => [key, 1_500]));
      expect((await operate('bet-odds', { gameId, odds })).statusCode).toBe(200);
      expect(await oddsTable()).toHaveLength(everyOddsKey().length);
      await operate('bet-odds', { gameId, odds: testOdds });
    });

    it('refuses unknown keys, odds of 1 or less, an unknown game and an empty map, changing nothing', async () => {
      const before = await oddsTable();
      const refusals: [object, number, string, string?][] = [
        [
          { gameId, odds: { tm: 40_000, 'tm.nope': 2_000 } },
          400,
          'SYS/VALIDATION',
          '未知的赔率项：tm.nope',
        ],
        [{ gameId, odds: { tm: 1_000 } }, 400, 'SYS/VALIDATION'],
        [{ gameId, odds: { tm: 48.5 } }, 400, 'SYS/VALIDATION'],
        [{ gameId, odds: {} }, 400, 'SYS/VALIDATION', '请提供赔率'],
        [{ gameId: 9999, odds: { tm: 40_000 } }, 404, 'GAME/NOT_FOUND'],
        [{ gameId, odds: { tm: 40_000 }, extra: 1 }, 400, 'SYS/VALIDATION'],
      ];
      for (const [payload, status, code, msg] of refusals) {
        expectRefused(await operate('bet-odds', payload), status, code, msg);
      }
      expect(await oddsTable()).toEqual(before);
    });
  });

  describe('POST /app-api/operator/bet-limits', () => {
    it('changes what is given and keeps the rest', async () => {
      const res = await operate('bet-limits', { gameId, playCode: 'tm', maxAmount: 3000 });
      expect(res.statusCode, res.body).toBe(200);
      expect(await limitsOf('tm')).toMatchObject({
        enabled: true,
        minAmount: 1,
        maxAmount: 3000,
        turnMax: 10_000,
      });
      const { token: member } = await newMember(b, 10_000 * 1000);
      expectRefused(
        await place(b, member, slip(b, [{ playCode: 'tm', content: '07', amount: 3001 }])),
        400,
        'BET/AMOUNT_LIMIT',
        '单注金额须在1至3000元之间',
      );
      await operate('bet-limits', { gameId, playCode: 'tm', maxAmount: 5000 });
    });

    it('switches a play off and on', async () => {
      const { token: member } = await newMember(b, 100 * 1000);
      const bet = () => place(b, member, slip(b, [{ playCode: 'tx', content: '鼠', amount: 10 }]));
      expect(
        (await operate('bet-limits', { gameId, playCode: 'tx', enabled: false })).statusCode,
      ).toBe(200);
      expectRefused(await bet(), 400, 'BET/PLAY_DISABLED', '该玩法暂停投注');
      expect((await shown()).plays.find((play) => play.playCode === 'tx')?.enabled).toBe(false);
      expect(
        (await operate('bet-limits', { gameId, playCode: 'tx', enabled: true })).statusCode,
      ).toBe(200);
      expect((await bet()).statusCode).toBe(200);
    });

    it('adds a play to a game when given every limit', async () => {
      expect(await limitsOf('bz5')).toBeUndefined();
      expectRefused(
        await operate('bet-limits', { gameId, playCode: 'bz5', maxAmount: 100 }),
        400,
        'SYS/VALIDATION',
      );
      expect(await limitsOf('bz5')).toBeUndefined();
      const res = await operate('bet-limits', {
        gameId,
        playCode: 'bz5',
        minAmount: 2,
        maxAmount: 100,
        turnMax: 1000,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await limitsOf('bz5')).toMatchObject({
        enabled: true,
        minAmount: 2,
        maxAmount: 100,
        turnMax: 1000,
      });
    });

    it('refuses limits out of order, an unknown play or game, and a wrong token, changing nothing', async () => {
      const before = await limitsOf('tm');
      const refusals: [object, number, string, string?][] = [
        [
          { gameId, playCode: 'tm', minAmount: 6000 },
          400,
          'SYS/VALIDATION',
          '限额须满足 minAmount ≤ maxAmount ≤ turnMax',
        ],
        [{ gameId, playCode: 'tm', maxAmount: 20_000 }, 400, 'SYS/VALIDATION'],
        [{ gameId, playCode: 'tm', turnMax: 10 }, 400, 'SYS/VALIDATION'],
        [{ gameId, playCode: 'tm', minAmount: 0 }, 400, 'SYS/VALIDATION'],
        [{ gameId, playCode: 'tm', maxAmount: 2.5 }, 400, 'SYS/VALIDATION'],
        [{ gameId, playCode: 'nope', maxAmount: 10 }, 400, 'BET/PLAY_UNKNOWN'],
        [{ gameId: 9999, playCode: 'tm', maxAmount: 10 }, 404, 'GAME/NOT_FOUND'],
      ];
      for (const [payload, status, code, msg] of refusals) {
        expectRefused(await operate('bet-limits', payload), status, code, msg);
      }
      expectRefused(
        await operate('bet-limits', { gameId, playCode: 'tm', maxAmount: 10 }, null),
        401,
        'OP/UNAUTHORIZED',
      );
      expect(await limitsOf('tm')).toEqual(before);
    });
  });
});

describe(`operator betting calls without OPERATOR_TOKEN (${testDriver()})`, () => {
  let b: BettingApp;
  beforeAll(async () => {
    b = await createBettingApp();
  });
  afterAll(() => b.close());

  it('are refused with 403 OP/DISABLED', async () => {
    for (const [path, payload] of [
      ['bet-odds', { gameId, odds: { tm: 40_000 } }],
      ['bet-limits', { gameId, playCode: 'tm', maxAmount: 10 }],
    ] as const) {
      const res = await b.t.app.inject({
        method: 'POST',
        url: `/app-api/operator/${path}`,
        headers: { [operatorTokenHeader]: token },
        payload,
      });
      expectRefused(res, 403, 'OP/DISABLED', '运营接口未启用');
    }
  });
});
