import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { betOddsAnswer, lunarNewYearOf, lunarYearAt, plays } from '@lottery/contracts';
import { betPlayLimits, drawTurns, lotteryGames } from '../../../src/db/schema';
import { demoBetOdds, demoPlayLimits } from '../../../src/demo/demo-betting';
import { demoDrawSchedules } from '../../../src/demo/generate-draws';
import { nextOpenDraw, zonedInstant } from '../../../src/modules/draws/draw-schedule';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';
import { expectRefused, gameId, TestClock, timeZone } from './betting-kit';

describe(`GET /app-api/v/bet/odds (${testDriver()})`, () => {
  let t: TestApp;
  const clock = new TestClock();
  let openTurn: typeof drawTurns.$inferSelect;
  beforeAll(async () => {
    t = await createTestApp({ overrides: { now: clock.now } });
    [openTurn] = (await t.app.database.db
      .select()
      .from(drawTurns)
      .where(and(eq(drawTurns.gameId, gameId), eq(drawTurns.status, 'open')))) as [
      typeof drawTurns.$inferSelect,
    ];
  });
  afterAll(() => t.close());

  const get = (query: string) =>
    t.app.inject({ method: 'GET', url: `/app-api/v/bet/odds?${query}` });
  const odds = async (id = gameId) => {
    const res = await get(`gameId=${id}&_t=1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, msg: 'success' });
    return betOddsAnswer.parse(res.json().data);
  };

  it('answers every play the game offers with its limits and odds, to anyone', async () => {
    const answer = await odds();
    expect(answer.gameId).toBe(gameId);
    expect(answer.lunarYear).toBe(lunarYearAt(openTurn.planTime));
    const offered = plays.filter((play) => demoPlayLimits[play.code]);
    expect(answer.plays.map((play) => play.playCode)).toEqual(offered.map((play) => play.code));
    for (const play of offered) {
      expect(answer.plays.find((entry) => entry.playCode === play.code)).toEqual({
        playCode: play.code,
        enabled: true,
        ...demoPlayLimits[play.code],
        odds: Object.fromEntries(play.oddsItems.map(({ key }) => [key, demoBetOdds[key]])),
      });
    }
    // Every demo game has them.
    for (const { id } of await t.app.database.db
      .select({ id: lotteryGames.id })
      .from(lotteryGames)) {
      expect((await odds(id)).plays).toHaveLength(offered.length);
    }
  });

  it('shows a play switched off, and leaves out one the game has no limits for', async () => {
    const { db } = t.app.database;
    await t.app.services.betting.setLimits({ gameId, playCode: 'zm', enabled: false });
    await db
      .delete(betPlayLimits)
      .where(and(eq(betPlayLimits.gameId, gameId), eq(betPlayLimits.playCode, 'lm4qz')));
    const answer = await odds();
    expect(answer.plays.find((play) => play.playCode === 'zm')?.enabled).toBe(false);
    expect(answer.plays.some((play) => play.playCode === 'lm4qz')).toBe(false);
  });

  it('takes the lunar year of the next draw by the schedule while no turn is open', async () => {
    const { db } = t.app.database;
    const schedule = demoDrawSchedules[gameId]!;
    // Late on the eve of a lunar new year (2027: 6 February): the next draw is on new year's day.
    const year = 2027;
    const newYear = new Date(lunarNewYearOf(year));
    const eve = {
      year: newYear.getUTCFullYear(),
      month: newYear.getUTCMonth() + 1,
      day: newYear.getUTCDate() - 1,
    };
    const late = zonedInstant(timeZone, eve, 23, 30);
    expect(lunarYearAt(late)).toBe(year - 1);
    expect(lunarYearAt(nextOpenDraw(schedule, timeZone, late).planTime)).toBe(year);
    await db.update(drawTurns).set({ status: 'closed' }).where(eq(drawTurns.id, openTurn.id));
    const real = clock.t;
    try {
      clock.set(late);
      expect((await odds()).lunarYear).toBe(year);
    } finally {
      clock.set(real);
      await db.update(drawTurns).set({ status: 'open' }).where(eq(drawTurns.id, openTurn.id));
    }
  });

  it('refuses an unknown or disabled game with 404 GAME/NOT_FOUND', async () => {
    expectRefused(await get('gameId=9999'), 404, 'GAME/NOT_FOUND', '游戏不存在');
    const { db } = t.app.database;
    await db.update(lotteryGames).set({ enabled: false }).where(eq(lotteryGames.id, 48));
    try {
      expectRefused(await get('gameId=48'), 404, 'GAME/NOT_FOUND');
    } finally {
      await db.update(lotteryGames).set({ enabled: true }).where(eq(lotteryGames.id, 48));
    }
  });

  it('refuses a missing or malformed game and unknown parameters with 400', async () => {
    for (const query of ['', 'gameId=abc', 'gameId=0', 'gameId=110&turnNum=1']) {
      expectRefused(await get(query), 400, 'SYS/VALIDATION');
    }
  });
});
