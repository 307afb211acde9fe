import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  analyticsAnswer,
  bigSmallOf,
  colorOfBall,
  historyPage,
  lunarYearAt,
  parseOpenNum,
  zodiacOfBall,
  zodiacOfYear,
  type AnalyticsAnswer,
  type HistoryRow,
} from '@lottery/contracts';
import { lotteryGames } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const url = (query: string) => `/app-api/lottery/analytics${query}`;

describe('GET /app-api/lottery/analytics on the demo data', () => {
  let t: TestApp;
  let answer: AnalyticsAnswer;
  let history: HistoryRow[];
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ url: url('?gameId=110&period=100') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, msg: 'success' });
    answer = analyticsAnswer.parse(response.json().data);
    const page = await t.app.inject({ url: '/app-api/lottery/history?gameId=110&rows=100' });
    history = historyPage.parse(page.json().data).data;
  });
  afterAll(() => t.close());

  const specials = () => history.map((row) => parseOpenNum(row.openNum)[6]!);

  it('answers the last 100 draws of the history, newest first', () => {
    expect(answer).toMatchObject({ gameId: 110, period: '100' });
    expect(answer.draws).toHaveLength(100);
    expect(answer.draws.map((row) => row.turnNum)).toEqual(history.map((row) => row.turnNum));
    expect(answer.draws.map((row) => row.openTime)).toEqual(history.map((row) => row.openTime));
    expect(answer.draws.map((row) => row.numbers)).toEqual(
      history.map((row) => parseOpenNum(row.openNum)),
    );
  });

  it('labels a few cells as the history page would', () => {
    for (const index of [0, 37, 99]) {
      const row = history[index]!;
      const numbers = parseOpenNum(row.openNum);
      const lunarYear = lunarYearAt(row.openTime);
      const cell = answer.draws[index]!;
      expect(cell.lunarYear).toBe(lunarYear);
      expect(cell.zodiacs).toEqual(numbers.map((ball) => zodiacOfBall(ball, lunarYear)));
      expect(cell.colors).toEqual(numbers.map(colorOfBall));
      expect(cell.special.bigSmall).toBe(bigSmallOf(numbers[6]!));
      expect(cell.sum.value).toBe(numbers.reduce((sum, ball) => sum + ball, 0));
    }
    expect(answer.special.trend.specials).toEqual(specials());
    expect(answer.zodiac.trend).toEqual(answer.draws.map((row) => row.zodiacs[6]));
  });

  it('counts and misses as the history shows', () => {
    const bigSmall = answer.special.twoSided.find((group) => group.name === '大小')!;
    const big = specials().filter((ball) => ball >= 25 && ball <= 48).length;
    expect(bigSmall.sides[0]).toMatchObject({ key: '大', count: big });
    expect(bigSmall.ties).toBe(specials().filter((ball) => ball === 49).length);
    // A tail's current miss is how many draws ago the special last ended in it.
    for (const tail of [0, 5, 9]) {
      const ago = specials().findIndex((ball) => ball % 10 === tail);
      expect(answer.special.tails[tail]).toMatchObject({
        key: `${tail}尾`,
        currentMiss: ago === -1 ? 100 : ago,
      });
    }
    expect(answer.special.ranges.reduce((sum, range) => sum + range.count, 0)).toBe(100);
    expect(answer.special.trend.numbers.reduce((sum, n) => sum + n.count, 0)).toBe(100);
    expect(answer.zodiac.special.reduce((sum, z) => sum + z.count, 0)).toBe(100);
  });

  it('carries the zodiac reference of its lunar year', () => {
    const { reference } = answer.zodiac;
    expect(reference.lunarYear).toBe(answer.lunarYear);
    expect(reference.zodiac).toBe(zodiacOfYear(answer.lunarYear));
    expect(reference.animals[0]!.balls.map((b) => b.ball)).toEqual([1, 13, 25, 37, 49]);
    expect(answer.lunarYear).toBeGreaterThanOrEqual(answer.draws[0]!.lunarYear);
  });

  it('answers 30 and 50 draws, and sends brotli to a browser that takes it', async () => {
    for (const period of ['30', '50'] as const) {
      const response = await t.app.inject({ url: url(`?gameId=110&period=${period}`) });
      const body = analyticsAnswer.parse(response.json().data);
      expect(body.draws.map((row) => row.turnNum)).toEqual(
        answer.draws.slice(0, Number(period)).map((row) => row.turnNum),
      );
    }
    const plain = await t.app.inject({ url: url('?gameId=110') });
    expect(analyticsAnswer.parse(plain.json().data).period).toBe('30');
    const br = await t.app.inject({
      url: url('?gameId=110&period=100'),
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).data).toEqual(answer);
  });

  it('answers 404 GAME/NOT_FOUND for an unknown, a switched-off or an undrawn game', async () => {
    const { db } = t.app.database;
    const switchTo = async (enabled: boolean) => {
      await db.update(lotteryGames).set({ enabled }).where(eq(lotteryGames.id, 48));
      await t.app.services.settings.changed('lottery_games');
    };
    expect((await t.app.inject({ url: url('?gameId=48') })).statusCode).toBe(200);
    await db.insert(lotteryGames).values({ id: 9001, name: '无开奖游戏', sort: 9001 });
    await switchTo(false);
    for (const gameId of [9999, 9001, 48]) {
      const response = await t.app.inject({ url: url(`?gameId=${gameId}&period=30`) });
      expect(response.statusCode, String(gameId)).toBe(404);
      expect(response.json()).toMatchObject({ code: 'GAME/NOT_FOUND', msg: '游戏不存在' });
    }
    await switchTo(true);
    expect((await t.app.inject({ url: url('?gameId=48') })).statusCode).toBe(200);
  });

  it.each([
    '',
    '?period=30',
    '?gameId=abc',
    '?gameId=0',
    '?gameId=110&period=20',
    '?gameId=110&period=',
    '?gameId=110&period=YEAR',
    '?gameId=110&rows=100',
  ])('refuses bad parameters %j with 400', async (query) => {
    const response = await t.app.inject({ url: url(query) });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('SYS/VALIDATION');
  });
});
