import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  liveReportPaths,
  type LiveBet,
  type LiveBetPage,
  type LiveGame,
  type LiveReportRow,
} from '@lottery/contracts';
import { gameProviders } from '../../../src/db/schema';
import { demoGameProviders } from '../../../src/demo/demo-games';
import { newSignedInMember } from '../../helpers/accounts';
import type { TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';
import { expectRefused } from '../betting/betting-kit';
import {
  chinaTime,
  createReportsApp,
  dataOf,
  getReport,
  rowCounts,
  seedRounds,
  today,
} from './reports-kit';

describe(`live casino report (${testDriver()})`, () => {
  let t: TestApp;
  const app = () => t.app;
  let member: Awaited<ReturnType<typeof newSignedInMember>>;
  let other: Awaited<ReturnType<typeof newSignedInMember>>;
  /** The member's rounds by the test's names: their round ids. */
  let round: Record<string, string>;

  beforeAll(async () => {
    ({ t } = await createReportsApp());
    // Beside the demo's six: one switched off (its old rounds still count), one new at the end.
    await app()
      .database.db.insert(gameProviders)
      .values([
        { liveCode: 'RPTOFF', name: '停用平台', adapter: 'demo', enabled: false, sort: 0 },
        { liveCode: 'RPTNEW', name: '新平台', adapter: 'demo', sort: 99 },
      ]);
    member = await newSignedInMember(app(), 'rpl');
    other = await newSignedInMember(app(), 'rpm');
    const keys = ['xgToday', 'xgYesterday', 'hlTie', 'hlOpen', 'jlOld', 'off', 'gone'];
    const ids = await seedRounds(app(), member.user.id, [
      {
        liveCode: 'XGLIVE',
        gameName: '百家乐',
        at: chinaTime(today, '09:00:00.000'),
        betAmount: 10_000,
        payout: 19_500,
      },
      {
        liveCode: 'XGLIVE',
        gameName: '龙虎',
        at: chinaTime('2026-03-09', '23:59:59.999'),
        betAmount: 20_000,
        payout: 0,
      },
      {
        liveCode: 'HLDZ',
        gameName: '水果机',
        at: chinaTime(today, '10:00:00.000'),
        betAmount: 5_000,
        payout: 5_000,
      },
      {
        liveCode: 'HLDZ',
        gameName: '水果机',
        at: chinaTime(today, '11:00:00.000'),
        betAmount: 3_000,
        open: true,
      },
      {
        liveCode: 'JLSX',
        gameName: '轮盘',
        at: chinaTime('2026-03-03', '23:59:59.999'),
        betAmount: 50_000,
        payout: 0,
      },
      {
        liveCode: 'RPTOFF',
        gameName: '骰宝',
        at: chinaTime('2026-03-08', '12:00:00.000'),
        betAmount: 7_000,
        payout: 14_000,
      },
      // A platform since removed: its round still lists, under its code.
      {
        liveCode: 'GONE',
        gameName: '旧游戏',
        at: chinaTime('2026-03-07', '12:00:00.000'),
        betAmount: 1_000,
        payout: 0,
      },
    ]);
    round = Object.fromEntries(keys.map((key, i) => [key, ids[i] ?? '']));
    await seedRounds(app(), other.user.id, [
      {
        liveCode: 'XGLIVE',
        gameName: '百家乐',
        at: chinaTime(today, '09:30:00.000'),
        betAmount: 900_000,
        payout: 0,
      },
      {
        liveCode: 'HLDZ',
        gameName: '水果机',
        at: chinaTime('2026-03-09', '10:00:00.000'),
        betAmount: 800_000,
        payout: 2_000_000,
      },
    ]);
  });
  afterAll(() => t.close());

  describe(`GET ${liveReportPaths.allLiveGames}`, () => {
    it('lists every switched-on platform in the game centre order', async () => {
      const games = dataOf<LiveGame[]>(
        await getReport(app(), member.token, liveReportPaths.allLiveGames),
      );
      expect(games).toEqual([
        ...demoGameProviders.map((p) => ({ code: p.liveCode, name: p.name })),
        { code: 'RPTNEW', name: '新平台' },
      ]);
    });
  });

  describe(`GET ${liveReportPaths.gameReportList}`, () => {
    const report = async (gameCodes: string, startDate = '2026-03-04', endDate = today) =>
      dataOf<LiveReportRow[]>(
        await getReport(app(), member.token, liveReportPaths.gameReportList, {
          gameCodes,
          startDate,
          endDate,
        }),
      );

    it('one row per platform asked for, in that order, zeros included, unknown and repeated codes dropped', async () => {
      expect(await report('HLDZ,XGLIVE,NOPE,RPTOFF,JLSX,XGLIVE,GONE')).toEqual<LiveReportRow[]>([
        // The open round is staked, not yet won or lost; the 5-yuan round paid its stake back.
        { gameName: '欢乐电子', gameCode: 'HLDZ', betAmount: 8_000, winAmount: 0, betCount: 2 },
        {
          gameName: '星光真人',
          gameCode: 'XGLIVE',
          betAmount: 30_000,
          winAmount: -10_500,
          betCount: 2,
        },
        {
          gameName: '停用平台',
          gameCode: 'RPTOFF',
          betAmount: 7_000,
          winAmount: 7_000,
          betCount: 1,
        },
        { gameName: '金龙视讯', gameCode: 'JLSX', betAmount: 0, winAmount: 0, betCount: 0 },
      ]);
    });

    it('counts rounds by their UTC+8 day, both ends included', async () => {
      expect(await report('XGLIVE,JLSX', '2026-03-03', '2026-03-09')).toEqual([
        {
          gameName: '星光真人',
          gameCode: 'XGLIVE',
          betAmount: 20_000,
          winAmount: -20_000,
          betCount: 1,
        },
        {
          gameName: '金龙视讯',
          gameCode: 'JLSX',
          betAmount: 50_000,
          winAmount: -50_000,
          betCount: 1,
        },
      ]);
      expect(await report('XGLIVE', today, today)).toEqual([
        {
          gameName: '星光真人',
          gameCode: 'XGLIVE',
          betAmount: 10_000,
          winAmount: 9_500,
          betCount: 1,
        },
      ]);
    });

    it("counts the other member's rounds for them only", async () => {
      const theirs = dataOf<LiveReportRow[]>(
        await getReport(app(), other.token, liveReportPaths.gameReportList, {
          gameCodes: 'XGLIVE,HLDZ',
          startDate: '2026-03-04',
          endDate: today,
        }),
      );
      expect(theirs).toEqual([
        {
          gameName: '星光真人',
          gameCode: 'XGLIVE',
          betAmount: 900_000,
          winAmount: -900_000,
          betCount: 1,
        },
        {
          gameName: '欢乐电子',
          gameCode: 'HLDZ',
          betAmount: 800_000,
          winAmount: 1_200_000,
          betCount: 1,
        },
      ]);
    });
  });

  describe(`GET ${liveReportPaths.br}`, () => {
    const rounds = async (query: Record<string, string | number | undefined> = {}) =>
      dataOf<LiveBetPage>(await getReport(app(), member.token, liveReportPaths.br, query));
    const names = (page: LiveBetPage) => {
      const keyOf = new Map(Object.entries(round).map(([key, id]) => [id, key]));
      return page.data.map((bet) => keyOf.get(bet.roundId) ?? `other:${bet.roundId}`);
    };

    it("lists the member's rounds of the last 7 days, newest first", async () => {
      const page = await rounds();
      expect(names(page)).toEqual(['hlOpen', 'hlTie', 'xgToday', 'xgYesterday', 'off', 'gone']);
      expect(page.totalCount).toBe(6);
      const byKey = new Map(page.data.map((bet) => [bet.roundId, bet]));
      expect(byKey.get(round.hlOpen ?? '')).toEqual<LiveBet>({
        roundId: round.hlOpen ?? '',
        gameCode: 'HLDZ',
        platformName: '欢乐电子',
        gameName: '水果机',
        betAmount: 3_000,
        payoutAmount: 0,
        winAmount: 0,
        status: 'open',
        betAt: chinaTime(today, '11:00:00.000').getTime(),
        settledAt: null,
      });
      expect(byKey.get(round.xgToday ?? '')).toEqual<LiveBet>({
        roundId: round.xgToday ?? '',
        gameCode: 'XGLIVE',
        platformName: '星光真人',
        gameName: '百家乐',
        betAmount: 10_000,
        payoutAmount: 19_500,
        winAmount: 9_500,
        status: 'settled',
        betAt: chinaTime(today, '09:00:00.000').getTime(),
        settledAt: chinaTime(today, '09:01:00.000').getTime(),
      });
      expect(byKey.get(round.gone ?? '')).toMatchObject({ gameCode: 'GONE', platformName: 'GONE' });
    });

    it('filters by platform and dates, and pages', async () => {
      expect(names(await rounds({ gameCode: 'XGLIVE' }))).toEqual(['xgToday', 'xgYesterday']);
      expect(names(await rounds({ startDate: '2026-03-03', endDate: '2026-03-03' }))).toEqual([
        'jlOld',
      ]);
      expect(await rounds({ gameCode: 'NOPE' })).toEqual({ data: [], totalCount: 0 });
      const third = await rounds({ page: 3, rows: 2 });
      expect(names(third)).toEqual(['off', 'gone']);
      expect(third.totalCount).toBe(6);
    });

    it("never shows another member's rounds", async () => {
      const page = await rounds({ gameCode: 'XGLIVE', startDate: '2026-03-01' });
      expect(page.data.map((bet) => bet.betAmount)).not.toContain(900_000);
      const theirs = dataOf<LiveBetPage>(await getReport(app(), other.token, liveReportPaths.br));
      expect(theirs.data.map((bet) => bet.betAmount)).toEqual([900_000, 800_000]);
    });
  });

  describe('refuses, changing nothing', () => {
    const range = { startDate: '2026-03-04', endDate: today };
    const refusals: [string, string, Record<string, string>, string][] = [
      ['no platform codes', liveReportPaths.gameReportList, range, 'SYS/VALIDATION'],
      [
        'a malformed platform code',
        liveReportPaths.gameReportList,
        { ...range, gameCodes: 'XGLIVE,a-b' },
        'SYS/VALIDATION',
      ],
      ['no dates', liveReportPaths.gameReportList, { gameCodes: 'XGLIVE' }, 'SYS/VALIDATION'],
      [
        'dates reversed',
        liveReportPaths.gameReportList,
        { gameCodes: 'XGLIVE', startDate: today, endDate: '2026-03-09' },
        'REPORT/DATE_REVERSED',
      ],
      [
        'a range of 32 days',
        liveReportPaths.gameReportList,
        { gameCodes: 'XGLIVE', startDate: '2026-02-07', endDate: today },
        'REPORT/RANGE_TOO_LONG',
      ],
      [
        'an end after today',
        liveReportPaths.br,
        { startDate: today, endDate: '2026-03-11' },
        'REPORT/DATE_FUTURE',
      ],
      [
        'a date that does not exist',
        liveReportPaths.br,
        { startDate: '2026-02-30' },
        'SYS/VALIDATION',
      ],
      ['page 0', liveReportPaths.br, { page: '0' }, 'SYS/VALIDATION'],
      ['rows 0', liveReportPaths.br, { rows: '0' }, 'SYS/VALIDATION'],
      ['an unknown query key', liveReportPaths.br, { game: 'XGLIVE' }, 'SYS/VALIDATION'],
    ];
    it.each(refusals)('%s', async (_, path, query, code) => {
      const before = await rowCounts(app(), member.user.id);
      expectRefused(await getReport(app(), member.token, path, query), 400, code);
      expect(await rowCounts(app(), member.user.id)).toEqual(before);
    });

    it.each(Object.values(liveReportPaths))('%s without a token: 401', async (path) => {
      expectRefused(await getReport(app(), undefined, path), 401, 'UC/NOT_LOGGED_IN');
    });
  });
});
