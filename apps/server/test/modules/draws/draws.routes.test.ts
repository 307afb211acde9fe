import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  historyGroups,
  historyPage,
  lotteryInfo,
  operatorTokenHeader,
  playCategory,
  verifyAnswer,
  z,
  type HistoryRow,
} from '@lottery/contracts';
import { drawTurns, lotteryGames } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const timeZone = 'Asia/Shanghai';
const localDate = (ms: number) => new Date(ms).toLocaleDateString('sv-SE', { timeZone });
const twoDigitSeven = /^\d{2}(,\d{2}){6}$/;

describe('the lottery calls on the demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const data = async <T extends z.ZodType>(url: string, schema: T): Promise<z.infer<T>> => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, msg: 'success' });
    return schema.parse(response.json().data);
  };
  const latest = async (gameId: number): Promise<HistoryRow> =>
    (await data(`/app-api/lottery/history?gameId=${gameId}&rows=1`, historyPage)).data[0]!;

  describe('GET /app-api/lottery/openInfo', () => {
    it('answers the lottery info of spec §3: the last result and the open turn', async () => {
      const info = await data('/app-api/lottery/openInfo?gameId=110&_t=1', lotteryInfo);
      expect(info).toMatchObject({ gameId: 110, gameName: '澳门六合彩' });
      expect(Math.abs(info.serverTime - Date.now())).toBeLessThan(60_000);
      expect(info.pre.openNum).toMatch(twoDigitSeven);
      expect(info.pre.turnNum).toMatch(/^\d{7}$/);
      expect(info.pre.revealTimes).toHaveLength(7);
      expect(info.cur.turnNum).toMatch(/^\d{7}$/);
      expect(info.cur.commitment).toMatch(/^[0-9a-f]{64}$/);
      expect(info.plan.turnNum).toBe(info.cur.turnNum);
      expect(info.plan.planTime! - info.cur.closeTime!).toBe(60_000);
      expect(info.pre.turnNum).toBe((await latest(110)).turnNum);
    });

    it('answers the same under /v and in the static file the home reads', async () => {
      const withoutTime = ({ serverTime: _, ...rest }: z.infer<typeof lotteryInfo>) => rest;
      const info = await data('/app-api/lottery/openInfo?gameId=71', lotteryInfo);
      const v = await data('/app-api/v/lottery/openInfo?gameId=71', lotteryInfo);
      expect(withoutTime(v)).toEqual(withoutTime(info));
      const file = await get('/sys-upload/data/json/lottery/openInfo_71.json');
      expect(file.statusCode).toBe(200);
      expect(file.headers.etag).toBeTruthy();
      expect(lotteryInfo.parse(file.json()).pre.turnNum).toBe(info.pre.turnNum);
      expect(info.cur.turnNum).toMatch(/^\d{8}-\d{4}$/);
    });

    it('refuses an unknown game with 404 GAME/NOT_FOUND', async () => {
      for (const url of [
        '/app-api/lottery/openInfo?gameId=9999',
        '/app-api/v/lottery/openInfo?gameId=9999',
      ]) {
        const response = await get(url);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'GAME/NOT_FOUND', msg: '游戏不存在' });
      }
      expect((await get('/sys-upload/data/json/lottery/openInfo_9999.json')).statusCode).toBe(404);
    });

    it('publishes no openInfo file for a game switched off, and again once it is back', async () => {
      const { db } = t.app.database;
      const file = () => get('/sys-upload/data/json/lottery/openInfo_48.json');
      const switchTo = async (enabled: boolean) => {
        await db.update(lotteryGames).set({ enabled }).where(eq(lotteryGames.id, 48));
        await t.app.services.publish.refresh('lottery_games');
      };
      expect((await file()).statusCode).toBe(200);
      const warn = vi.spyOn(t.app.log, 'warn');
      await switchTo(false);
      expect((await file()).statusCode).toBe(404);
      await switchTo(true);
      expect((await file()).statusCode).toBe(200);
      expect(warn).not.toHaveBeenCalled();
      warn.mockRestore();
    });

    it.each(['', '?gameId=abc', '?gameId=-1', '?gameId=0', '?gameId=110&rows=5'])(
      'refuses bad parameters %j with 400',
      async (query) => {
        const response = await get(`/app-api/lottery/openInfo${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('SYS/VALIDATION');
      },
    );
  });

  describe('GET /app-api/lottery/history', () => {
    it('pages two years of draws, newest first', async () => {
      const first = await data('/app-api/lottery/history?gameId=110', historyPage);
      expect(first.data).toHaveLength(20);
      expect(first.totalCount).toBeGreaterThanOrEqual(729);
      expect(first.totalCount).toBeLessThanOrEqual(731);
      for (const row of first.data) {
        expect(row).toMatchObject({ gameId: 110, source: 'generator' });
        expect(row.openNum).toMatch(twoDigitSeven);
        expect(new Set(row.openNum.split(',')).size).toBe(7);
      }
      const times = first.data.map((row) => row.openTime);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const second = await data('/app-api/lottery/history?gameId=110&page=2&rows=20', historyPage);
      expect(second.data[0]!.openTime).toBeLessThan(times.at(-1)!);
      const big = await data('/app-api/lottery/history?gameId=110&rows=100', historyPage);
      expect(big.data.slice(20, 40)).toEqual(second.data);
      const beyond = await data('/app-api/lottery/history?gameId=110&page=999', historyPage);
      expect(beyond).toEqual({ data: [], totalCount: first.totalCount });
    });

    it('filters by year and by local date', async () => {
      const newest = await latest(110);
      const day = localDate(newest.openTime);
      const onDay = await data(`/app-api/lottery/history?gameId=110&date=${day}`, historyPage);
      expect(onDay.data.map((row) => row.turnNum)).toEqual([newest.turnNum]);

      const year = Number(day.slice(0, 4));
      const inYear = await data(
        `/app-api/lottery/history?gameId=110&year=${year}&rows=100`,
        historyPage,
      );
      expect(inYear.totalCount).toBeGreaterThan(0);
      expect(inYear.data.every((row) => localDate(row.openTime).startsWith(`${year}-`))).toBe(true);
      const groups = await data('/app-api/lottery/history/group?gameId=110', historyGroups);
      expect(inYear.totalCount).toBe(groups.find((group) => group.year === year)?.count);

      // A fast game draws 288 times a day (fewer on the day the demo began).
      const fast = await latest(71);
      const fastDay = await data(
        `/app-api/lottery/history?gameId=71&date=${localDate(fast.openTime)}`,
        historyPage,
      );
      expect(fastDay.totalCount).toBeGreaterThan(0);
      expect(fastDay.totalCount).toBeLessThanOrEqual(288);

      const none = await data('/app-api/lottery/history?gameId=110&date=2001-01-01', historyPage);
      expect(none).toEqual({ data: [], totalCount: 0 });
    });

    it('refuses an unknown game with 404', async () => {
      const response = await get('/app-api/lottery/history?gameId=9999');
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('GAME/NOT_FOUND');
    });

    it.each([
      '',
      '?gameId=110&page=-1',
      '?gameId=110&page=0',
      '?gameId=110&rows=0',
      '?gameId=110&rows=101',
      '?gameId=110&rows=1000000',
      '?gameId=110&year=20',
      '?gameId=110&date=2026-02-30',
      '?gameId=110&date=yesterday',
      '?gameId=110&sneaky=1',
    ])('refuses bad parameters %j with 400', async (query) => {
      const response = await get(`/app-api/lottery/history${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('SYS/VALIDATION');
    });
  });

  describe('GET /app-api/lottery/history/group', () => {
    it('counts draws by year and month, newest first', async () => {
      const groups = await data('/app-api/lottery/history/group?gameId=110', historyGroups);
      const total = (await data('/app-api/lottery/history?gameId=110&rows=1', historyPage))
        .totalCount;
      expect(groups.length).toBeGreaterThanOrEqual(2);
      expect(groups.reduce((sum, group) => sum + group.count, 0)).toBe(total);
      for (const group of groups) {
        expect(group.months.reduce((sum, month) => sum + month.count, 0)).toBe(group.count);
        expect(group.months.map((m) => m.month)).toEqual(
          [...group.months.map((m) => m.month)].sort((a, b) => b - a),
        );
      }
      expect(groups.map((g) => g.year)).toEqual(
        [...groups.map((g) => g.year)].sort((a, b) => b - a),
      );
    });

    it('refuses an unknown game and bad parameters', async () => {
      expect((await get('/app-api/lottery/history/group?gameId=9999')).statusCode).toBe(404);
      expect((await get('/app-api/lottery/history/group?gameId=x')).statusCode).toBe(400);
    });
  });

  describe('GET /app-api/lottery/verify', () => {
    it('reveals the seed of a drawn turn and checks it', async () => {
      const row = await latest(90);
      const answer = await data(
        `/app-api/lottery/verify?gameId=90&turnNum=${row.turnNum}`,
        verifyAnswer,
      );
      expect(answer).toMatchObject({
        gameId: 90,
        turnNum: row.turnNum,
        status: 'drawn',
        source: 'generator',
        openNum: row.openNum,
        valid: true,
      });
      expect(createHash('sha256').update(answer.seed!).digest('hex')).toBe(answer.commitment);
      expect(answer.rule).toContain('HMAC-SHA256');
    });

    it('keeps the seed of the open turn secret, its commitment public', async () => {
      const { cur } = await data('/app-api/lottery/openInfo?gameId=90', lotteryInfo);
      const answer = await data(
        `/app-api/lottery/verify?gameId=90&turnNum=${cur.turnNum}`,
        verifyAnswer,
      );
      // Open, or closed if the demo was made in the minute before a draw.
      expect(['open', 'closed']).toContain(answer.status);
      expect(answer).toMatchObject({
        seed: null,
        openNum: '',
        valid: null,
        commitment: cur.commitment,
      });
    });

    it('fails a turn whose stored seed was tampered with', async () => {
      const row = await latest(95);
      const { db } = t.app.database;
      const where = and(eq(drawTurns.gameId, 95), eq(drawTurns.turnNum, row.turnNum));
      const [stored] = await db.select().from(drawTurns).where(where);
      const seed = stored!.seed!;
      await db
        .update(drawTurns)
        .set({ seed: `${seed.slice(0, -1)}${seed.endsWith('0') ? '1' : '0'}` })
        .where(where);
      const answer = await data(
        `/app-api/lottery/verify?gameId=95&turnNum=${row.turnNum}`,
        verifyAnswer,
      );
      expect(answer.valid).toBe(false);
      await db.update(drawTurns).set({ seed }).where(where);
    });

    it('answers 404 for an unknown turn or game and 400 for bad parameters', async () => {
      const turn = await get('/app-api/lottery/verify?gameId=110&turnNum=1999001');
      expect(turn.statusCode).toBe(404);
      expect(turn.json()).toMatchObject({ code: 'DRAW/TURN_NOT_FOUND', msg: '期号不存在' });
      expect((await get('/app-api/lottery/verify?gameId=9999&turnNum=2026001')).statusCode).toBe(
        404,
      );
      for (const query of ['?gameId=110', '?gameId=110&turnNum=abc', '?turnNum=2026001']) {
        const response = await get(`/app-api/lottery/verify${query}`);
        expect(response.statusCode, query).toBe(400);
      }
    });
  });

  describe('GET /app-api/game/play-cate', () => {
    it("answers the game's play categories, as the templates' chips", async () => {
      const categories = await data('/app-api/game/play-cate?gameId=110', z.array(playCategory));
      const chips = await data(
        '/app-api/game-document/template/play-cate?gameId=110',
        z.array(playCategory),
      );
      expect(categories).toEqual(chips);
      expect(categories.length).toBeGreaterThan(0);
      expect((await get('/app-api/game/play-cate?gameId=9999')).statusCode).toBe(404);
      expect((await get('/app-api/game/play-cate')).statusCode).toBe(400);
    });
  });

  describe('POST /app-api/operator/draw-result', () => {
    it('is refused when no operator token is configured, changing nothing', async () => {
      const before = await data('/app-api/lottery/openInfo?gameId=70', lotteryInfo);
      const response = await t.app.inject({
        method: 'POST',
        url: '/app-api/operator/draw-result',
        headers: { [operatorTokenHeader]: 'operator-token-for-draw-tests-0123' },
        payload: { gameId: 70, turnNum: before.cur.turnNum, openNum: '1,2,3,4,5,6,7' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'OP/DISABLED' });
      const after = await data('/app-api/lottery/openInfo?gameId=70', lotteryInfo);
      expect({ ...after, serverTime: 0 }).toEqual({ ...before, serverTime: 0 });
    });
  });
});
