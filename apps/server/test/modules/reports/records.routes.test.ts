import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  betResult,
  betStatus,
  recordPaths,
  type BetOrder,
  type BetOrderPage,
  type DayReport,
  type GameReport,
} from '@lottery/contracts';
import { newSignedInMember } from '../../helpers/accounts';
import { addTestGame } from '../../helpers/bets';
import type { TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';
import { expectRefused, type TestClock } from '../betting/betting-kit';
import {
  chinaTime,
  createReportsApp,
  dataOf,
  getReport,
  rowCounts,
  seedOrders,
  today,
} from './reports-kit';

const gameOne = 9_201;
const gameTwo = 9_202;
const { pending, settled, cancelled, chaseStopped } = betStatus;
const { lost, won, tie } = betResult;

describe(`lottery records (${testDriver()})`, () => {
  let t: TestApp;
  let clock: TestClock;
  const app = () => t.app;
  let member: Awaited<ReturnType<typeof newSignedInMember>>;
  let other: Awaited<ReturnType<typeof newSignedInMember>>;
  /** The member's orders by the test's names. */
  let no: Record<string, string>;
  let othersNo: Record<string, string>;

  beforeAll(async () => {
    ({ t, clock } = await createReportsApp());
    await addTestGame(app().database.db, gameOne, '报表测试彩一');
    await addTestGame(app().database.db, gameTwo, '报表测试彩二');
    member = await newSignedInMember(app(), 'rpt');
    other = await newSignedInMember(app(), 'rpo');
    const at = (date: string, time: string) => chinaTime(date, time);
    no = {
      // Today (2026-03-10): 7 staked, 1 cancelled.
      ...(await seedOrders(app(), member.user.id, [
        { key: 't1', gameId: gameOne, at: at(today, '09:00:00.000'), amount: 10_000 },
        {
          key: 't2',
          gameId: gameOne,
          at: at(today, '09:10:00.000'),
          amount: 20_000,
          status: settled,
          result: won,
          reward: 97_600,
        },
        {
          key: 't3',
          gameId: gameTwo,
          at: at(today, '09:20:00.000'),
          amount: 30_000,
          status: settled,
          result: lost,
        },
        {
          key: 't4',
          gameId: gameTwo,
          at: at(today, '09:30:00.000'),
          amount: 40_000,
          status: cancelled,
        },
        {
          key: 't5',
          gameId: gameOne,
          at: at(today, '09:40:00.000'),
          amount: 50_000,
          status: settled,
          result: tie,
          reward: 50_000,
        },
        {
          key: 't6',
          gameId: gameTwo,
          at: at(today, '09:50:00.000'),
          amount: 5_000,
          status: settled,
          result: lost,
          model: 2,
        },
        // One instant for both (one slip): the later id comes first.
        { key: 't7', gameId: gameTwo, at: at(today, '10:00:00.000'), amount: 1_000 },
        { key: 't8', gameId: gameTwo, at: at(today, '10:00:00.000'), amount: 1_000 },
      ])),
      // Yesterday, from its first to its last millisecond; a stopped chase stakes nothing.
      ...(await seedOrders(app(), member.user.id, [
        {
          key: 'n1',
          gameId: gameOne,
          at: at('2026-03-09', '00:00:00.000'),
          amount: 2_000,
          status: settled,
          result: lost,
        },
        {
          key: 'n2',
          gameId: gameTwo,
          at: at('2026-03-09', '12:00:00.000'),
          amount: 3_000,
          status: chaseStopped,
        },
        {
          key: 'n3',
          gameId: gameTwo,
          at: at('2026-03-09', '23:59:59.999'),
          amount: 2_000,
          status: settled,
          result: won,
          reward: 9_760,
        },
      ])),
      // Two days ago, still pending (its draw has not come).
      ...(await seedOrders(app(), member.user.id, [
        { key: 'p1', gameId: gameOne, at: at('2026-03-08', '20:00:00.000'), amount: 7_000 },
      ])),
      // A week ago: outside the default 7 days (03-04 … 03-10).
      ...(await seedOrders(app(), member.user.id, [
        {
          key: 'o1',
          gameId: gameOne,
          at: at('2026-03-03', '12:00:00.000'),
          amount: 100_000,
          status: settled,
          result: lost,
        },
      ])),
    };
    othersNo = await seedOrders(app(), other.user.id, [
      { key: 'x1', gameId: gameOne, at: at(today, '09:05:00.000'), amount: 999_000 },
      { key: 'x2', gameId: gameTwo, at: at('2026-03-08', '10:00:00.000'), amount: 888_000 },
      {
        key: 'x3',
        gameId: gameTwo,
        at: at('2026-03-09', '10:00:00.000'),
        amount: 777_000,
        status: settled,
        result: won,
        reward: 3_000_000,
      },
    ]);
  });
  afterAll(() => t.close());

  const list = async (path: string, query: Record<string, string | number | undefined> = {}) =>
    dataOf<BetOrderPage>(await getReport(app(), member.token, path, query));
  const names = (page: BetOrderPage) => {
    const keyOf = new Map(Object.entries(no).map(([key, orderNo]) => [orderNo, key]));
    return page.data.map((order) => keyOf.get(order.orderNo) ?? `other:${order.orderNo}`);
  };

  describe(`GET ${recordPaths.todayList}`, () => {
    it("lists today's orders and every order still pending, newest first", async () => {
      const page = await list(recordPaths.todayList);
      expect(names(page)).toEqual(['t8', 't7', 't6', 't5', 't4', 't3', 't2', 't1', 'p1']);
      expect(page.totalCount).toBe(9);
    });

    it.each([
      [pending, ['t8', 't7', 't1', 'p1']],
      [settled, ['t6', 't5', 't3', 't2']],
      [cancelled, ['t4']],
    ])('tab status %i', async (status, expected) => {
      const page = await list(recordPaths.todayList, { status });
      expect(names(page)).toEqual(expected);
      expect(page.totalCount).toBe(expected.length);
    });

    it('filters by game and by model', async () => {
      expect(names(await list(recordPaths.todayList, { gameId: gameOne }))).toEqual([
        't5',
        't2',
        't1',
        'p1',
      ]);
      expect(names(await list(recordPaths.todayList, { model: 2 }))).toEqual(['t6']);
      expect(
        names(await list(recordPaths.todayList, { gameId: gameTwo, status: pending })),
      ).toEqual(['t8', 't7']);
      const none = await list(recordPaths.todayList, { gameId: 110 });
      expect(none).toEqual({ data: [], totalCount: 0 });
    });

    it('pages by `rows`, each page with the whole count', async () => {
      const pages = await Promise.all(
        [1, 2, 3, 4].map((page) => list(recordPaths.todayList, { page, rows: 4 })),
      );
      expect(pages.map(names)).toEqual([
        ['t8', 't7', 't6', 't5'],
        ['t4', 't3', 't2', 't1'],
        ['p1'],
        [],
      ]);
      expect(pages.map((page) => page.totalCount)).toEqual([9, 9, 9, 9]);
    });

    it('answers the order as the bet list shows it', async () => {
      const won = (await list(recordPaths.todayList, { status: settled })).data.find(
        (row) => row.orderNo === no.t2,
      );
      expect(won).toEqual<BetOrder>({
        orderNo: no.t2 ?? '',
        status: settled,
        result: betResult.won,
        betEndTime: chinaTime(today, '10:10:00.000').getTime(),
        trackOrderNo: '',
        gameId: gameOne,
        gameInfo: '报表测试彩一',
        model: 1,
        addTime: chinaTime(today, '09:10:00.000').getTime(),
        cateName: '特码',
        turnNum: '2026001',
        totalMoney: 20_000,
        reward: 97_600,
        account: member.account,
        openNum: '01,02,03,04,05,06,07',
        betInfo: '特码 07',
        playCode: 'tm',
        content: '07',
        odds: 48_800,
        odds2: null,
      });
    });

    it('keeps an unopened bet after midnight, and drops the settled ones into the history', async () => {
      clock.set(chinaTime('2026-03-11', '00:00:00.000'));
      try {
        const page = await list(recordPaths.todayList);
        expect(names(page)).toEqual(['t8', 't7', 't1', 'p1']);
        expect(page.totalCount).toBe(4);
        expect((await list(recordPaths.todayList, { status: settled })).totalCount).toBe(0);
      } finally {
        clock.set(chinaTime(today, '12:00:00.000'));
      }
    });

    it("never shows another member's orders", async () => {
      const theirs = await list(recordPaths.todayList);
      expect(theirs.data.map((order) => order.account)).not.toContain(other.account);
      const page = dataOf<BetOrderPage>(await getReport(app(), other.token, recordPaths.todayList));
      expect(page.data.map((order) => order.orderNo)).toEqual([othersNo.x1, othersNo.x2]);
      expect(page.data.every((order) => order.account === other.account)).toBe(true);
    });
  });

  describe('a long list', () => {
    it('counts exactly up to 1,000 rows past the page, and at the end', async () => {
      const big = await newSignedInMember(app(), 'rpk');
      await seedOrders(
        app(),
        big.user.id,
        Array.from({ length: 1_050 }, (_, i) => ({
          key: `b${i}`,
          gameId: gameOne,
          at: new Date(chinaTime(today, '08:00:00.000').getTime() + i * 1_000),
          amount: 1_000,
        })),
      );
      const page = async (n: number) =>
        dataOf<BetOrderPage>(
          await getReport(app(), big.token, recordPaths.todayList, { page: n, rows: 20 }),
        );
      // Page 1 reads 20 rows and counts 1,000 more: "at least 1,020", so the client goes on.
      expect((await page(1)).totalCount).toBe(1_020);
      expect((await page(2)).totalCount).toBe(1_040);
      const last = await page(53);
      expect([last.data.length, last.totalCount]).toEqual([10, 1_050]);
      expect((await page(3)).totalCount).toBe(1_050);
      expect(await page(54)).toEqual({ data: [], totalCount: 1_050 });
    });
  });

  describe(`GET ${recordPaths.historyList}`, () => {
    it('lists the orders placed on that day, every status, from its first to its last millisecond', async () => {
      const page = await list(recordPaths.historyList, { date: '2026-03-09' });
      expect(names(page)).toEqual(['n3', 'n2', 'n1']);
      expect(page.totalCount).toBe(3);
      expect(names(await list(recordPaths.historyList, { date: '2026-03-08' }))).toEqual(['p1']);
      expect(
        names(await list(recordPaths.historyList, { date: '2026-03-09', gameId: gameTwo })),
      ).toEqual(['n3', 'n2']);
    });

    it("today's history is today's orders only", async () => {
      const page = await list(recordPaths.historyList, { date: today, rows: 5, page: 2 });
      expect(names(page)).toEqual(['t3', 't2', 't1']);
      expect(page.totalCount).toBe(8);
    });

    it('a day without orders is empty', async () => {
      expect(await list(recordPaths.historyList, { date: '2025-12-31' })).toEqual({
        data: [],
        totalCount: 0,
      });
    });
  });

  describe(`GET ${recordPaths.historyDayReport}`, () => {
    const week = { bettingMoney: 128_000, winOrcloseMoney: 48_360, betCount: 10 };

    it('sums each day of the last 7 by default, newest first', async () => {
      const report = dataOf<DayReport>(
        await getReport(app(), member.token, recordPaths.historyDayReport),
      );
      expect(report).toEqual<DayReport>({
        data: [
          // Stakes of t1 t2 t3 t5 t6 t7 t8; win t2 +77.6, t3 −30, t5 (a tie) 0, t6 −5.
          { statTime: today, bettingMoney: 117_000, winOrcloseMoney: 42_600, betCount: 7 },
          // n1 −2 and n3 +7.76; the stopped chase n2 stakes nothing.
          { statTime: '2026-03-09', bettingMoney: 4_000, winOrcloseMoney: 5_760, betCount: 2 },
          // p1, pending: staked, no result yet.
          { statTime: '2026-03-08', bettingMoney: 7_000, winOrcloseMoney: 0, betCount: 1 },
        ],
        total: week,
        startDate: '2026-03-04',
        endDate: today,
      });
    });

    it('reads the range asked, both ends included', async () => {
      const report = dataOf<DayReport>(
        await getReport(app(), member.token, recordPaths.historyDayReport, {
          startDate: '2026-03-03',
          endDate: '2026-03-08',
        }),
      );
      expect(report.data).toEqual([
        { statTime: '2026-03-08', bettingMoney: 7_000, winOrcloseMoney: 0, betCount: 1 },
        { statTime: '2026-03-03', bettingMoney: 100_000, winOrcloseMoney: -100_000, betCount: 1 },
      ]);
      expect(report.total).toEqual({
        bettingMoney: 107_000,
        winOrcloseMoney: -100_000,
        betCount: 2,
      });
    });

    it('with one date only: from it to today, or the 7 days ending on it', async () => {
      const from = dataOf<DayReport>(
        await getReport(app(), member.token, recordPaths.historyDayReport, {
          startDate: '2026-03-09',
        }),
      );
      expect([from.startDate, from.endDate]).toEqual(['2026-03-09', today]);
      expect(from.data.map((row) => row.statTime)).toEqual([today, '2026-03-09']);
      const until = dataOf<DayReport>(
        await getReport(app(), member.token, recordPaths.historyDayReport, {
          endDate: '2026-03-08',
        }),
      );
      expect([until.startDate, until.endDate]).toEqual(['2026-03-02', '2026-03-08']);
      expect(until.data.map((row) => row.statTime)).toEqual(['2026-03-08', '2026-03-03']);
    });

    it("counts the other member's orders for them only", async () => {
      const theirs = dataOf<DayReport>(
        await getReport(app(), other.token, recordPaths.historyDayReport),
      );
      expect(theirs.total).toEqual({
        bettingMoney: 999_000 + 888_000 + 777_000,
        winOrcloseMoney: 3_000_000 - 777_000,
        betCount: 3,
      });
    });

    it('an empty range answers zeros', async () => {
      const report = dataOf<DayReport>(
        await getReport(app(), member.token, recordPaths.historyDayReport, {
          startDate: '2026-01-01',
          endDate: '2026-01-31',
        }),
      );
      expect(report).toEqual({
        data: [],
        total: { bettingMoney: 0, winOrcloseMoney: 0, betCount: 0 },
        startDate: '2026-01-01',
        endDate: '2026-01-31',
      });
    });
  });

  describe(`GET ${recordPaths.gameReport}`, () => {
    it('sums each game, the biggest stake first', async () => {
      const report = dataOf<GameReport>(
        await getReport(app(), member.token, recordPaths.gameReport),
      );
      expect(report).toEqual<GameReport>({
        data: [
          // t1 t2 t5 n1 p1
          {
            gameId: gameOne,
            gameName: '报表测试彩一',
            bettingMoney: 89_000,
            winOrcloseMoney: 75_600,
            betCount: 5,
          },
          // t3 t6 t7 t8 n3 (t4 cancelled, n2 a stopped chase)
          {
            gameId: gameTwo,
            gameName: '报表测试彩二',
            bettingMoney: 39_000,
            winOrcloseMoney: -27_240,
            betCount: 5,
          },
        ],
        total: { bettingMoney: 128_000, winOrcloseMoney: 48_360, betCount: 10 },
        startDate: '2026-03-04',
        endDate: today,
      });
    });

    it('games with equal stakes in game order', async () => {
      const report = dataOf<GameReport>(
        await getReport(app(), member.token, recordPaths.gameReport, {
          startDate: '2026-03-09',
          endDate: '2026-03-09',
        }),
      );
      expect(report.data).toEqual([
        {
          gameId: gameOne,
          gameName: '报表测试彩一',
          bettingMoney: 2_000,
          winOrcloseMoney: -2_000,
          betCount: 1,
        },
        {
          gameId: gameTwo,
          gameName: '报表测试彩二',
          bettingMoney: 2_000,
          winOrcloseMoney: 7_760,
          betCount: 1,
        },
      ]);
    });
  });

  describe(`GET ${recordPaths.detail}`, () => {
    it("answers the member's own order", async () => {
      const order = dataOf<BetOrder>(
        await getReport(app(), member.token, recordPaths.detail, { orderNo: no.n3 }),
      );
      expect(order).toMatchObject({
        orderNo: no.n3,
        status: settled,
        result: won,
        reward: 9_760,
        account: member.account,
        gameInfo: '报表测试彩二',
      });
    });

    it("never another member's order: not found, like an unknown number", async () => {
      for (const orderNo of [othersNo.x1 ?? '', 'R00000000000000']) {
        expectRefused(
          await getReport(app(), member.token, recordPaths.detail, { orderNo }),
          404,
          'REPORT/ORDER_NOT_FOUND',
          '注单不存在',
        );
      }
    });
  });

  describe('refuses, changing nothing', () => {
    const refusals: [string, string, Record<string, string>, number, string][] = [
      [
        'dates reversed',
        recordPaths.historyDayReport,
        { startDate: '2026-03-09', endDate: '2026-03-08' },
        400,
        'REPORT/DATE_REVERSED',
      ],
      [
        'a range of 32 days',
        recordPaths.gameReport,
        { startDate: '2026-02-07', endDate: today },
        400,
        'REPORT/RANGE_TOO_LONG',
      ],
      [
        'an end after today',
        recordPaths.historyDayReport,
        { startDate: '2026-03-09', endDate: '2026-03-11' },
        400,
        'REPORT/DATE_FUTURE',
      ],
      [
        'a start after today alone',
        recordPaths.gameReport,
        { startDate: '2026-03-11' },
        400,
        'REPORT/DATE_FUTURE',
      ],
      [
        'a history day after today',
        recordPaths.historyList,
        { date: '2026-03-11' },
        400,
        'REPORT/DATE_FUTURE',
      ],
      ['an unknown status', recordPaths.todayList, { status: '5' }, 400, 'SYS/VALIDATION'],
      ['status 3 (not a tab)', recordPaths.todayList, { status: '3' }, 400, 'SYS/VALIDATION'],
      ['page 0', recordPaths.todayList, { page: '0' }, 400, 'SYS/VALIDATION'],
      ['rows 0', recordPaths.historyList, { date: today, rows: '0' }, 400, 'SYS/VALIDATION'],
      ['rows 51', recordPaths.todayList, { rows: '51' }, 400, 'SYS/VALIDATION'],
      ['model 3', recordPaths.todayList, { model: '3' }, 400, 'SYS/VALIDATION'],
      [
        'a date that does not exist',
        recordPaths.historyList,
        { date: '2026-02-30' },
        400,
        'SYS/VALIDATION',
      ],
      [
        'a malformed date',
        recordPaths.historyDayReport,
        { startDate: '2026-3-1' },
        400,
        'SYS/VALIDATION',
      ],
      ['no date', recordPaths.historyList, {}, 400, 'SYS/VALIDATION'],
      ['an unknown query key', recordPaths.todayList, { userId: '1' }, 400, 'SYS/VALIDATION'],
      [
        'a malformed order number',
        recordPaths.detail,
        { orderNo: "1' or 1=1" },
        400,
        'SYS/VALIDATION',
      ],
    ];
    it.each(refusals)('%s', async (_, path, query, status, code) => {
      const before = await rowCounts(app(), member.user.id);
      expectRefused(await getReport(app(), member.token, path, query), status, code);
      expect(await rowCounts(app(), member.user.id)).toEqual(before);
    });

    it.each(Object.values(recordPaths))('%s without a token: 401', async (path) => {
      expectRefused(await getReport(app(), undefined, path), 401, 'UC/NOT_LOGGED_IN');
    });
  });
});
