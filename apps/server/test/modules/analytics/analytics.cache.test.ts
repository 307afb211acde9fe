import { afterEach, describe, expect, it } from 'vitest';
import { analyticsAnswer, type AnalyticsPeriod } from '@lottery/contracts';
import { drawTurns } from '../../../src/db/schema';
import { demoDrawSchedules } from '../../../src/demo/generate-draws';
import { findTurn } from '../../../src/modules/draws/draws.repository';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { ManualClock, addCompany, addGame, flush } from '../draws/draw-test-kit';

describe('the analytics cache', () => {
  let t: TestApp;
  let clock: ManualClock;
  afterEach(() => t.close());

  /** The engine (and the app's other timers) run on the clock only when it draws. */
  const start = async (iso: string, gameId: number, engine: 'on' | 'off') => {
    clock = new ManualClock(iso);
    t = await createTestApp({
      seed: false,
      config: { DRAW_ENGINE: engine },
      overrides: engine === 'on' ? { now: clock.now, timers: clock } : { now: clock.now },
    });
    const { db } = t.app.database;
    await addCompany(db, 'Asia/Shanghai');
    await t.app.services.settings.changed('company');
    await addGame(db, gameId, demoDrawSchedules[gameId]!);
  };
  const settle = async () => {
    await t.app.drawEngine.whenIdle();
    await flush();
  };
  /** A final draw written straight into the table: nothing is published. */
  const insertDrawn = (gameId: number, turnNum: string, iso: string, numbers: number[]) => {
    const at = new Date(iso);
    return t.app.database.db.insert(drawTurns).values({
      gameId,
      turnNum,
      closeTime: new Date(at.getTime() - 60_000),
      planTime: at,
      openTime: at,
      finalTime: new Date(at.getTime() + 60_000),
      numbers,
      status: 'drawn',
    });
  };
  const analytics = async (gameId: number, period: AnalyticsPeriod) => {
    const response = await t.app.inject({
      url: `/app-api/lottery/analytics?gameId=${gameId}&period=${period}`,
    });
    expect(response.statusCode).toBe(200);
    return analyticsAnswer.parse(response.json().data);
  };
  const turns = async (gameId: number, period: AnalyticsPeriod) =>
    (await analytics(gameId, period)).draws.map((row) => row.turnNum);

  it('keeps an answer until the game’s next result is published, then reads the new draw', async () => {
    // 10:00:10 in Shanghai on 1 March 2026; game 46 draws every 3 minutes: 10:03 (turn 0202),
    // final at 10:03:24, then 10:06 (turn 0203).
    await start('2026-03-01T02:00:10Z', 46, 'on');
    // 21:32 in China on 31 December 2025, the last evening of 蛇 2025 and the first of 马 2026.
    await insertDrawn(46, '20251231-0431', '2025-12-31T13:32:00Z', [1, 2, 3, 4, 5, 6, 37]);
    await insertDrawn(46, '20260216-0431', '2026-02-16T13:32:00Z', [7, 8, 9, 10, 11, 12, 37]);
    await insertDrawn(46, '20260217-0431', '2026-02-17T13:32:00Z', [7, 8, 9, 10, 11, 12, 37]);
    await t.app.services.draws.changed(46);
    await settle();
    await clock.advanceTo('2026-03-01T02:03:30Z', settle);
    const drawn = await findTurn(t.app.database.db, 46, '20260301-0202');
    expect(drawn?.status).toBe('drawn');

    const first = await analytics(46, '30');
    expect(first.draws.map((row) => row.turnNum)).toEqual([
      '20260301-0202',
      '20260217-0431',
      '20260216-0431',
      '20251231-0431',
    ]);
    expect(first.draws[0]!.numbers).toEqual(drawn!.numbers);
    expect(first.draws.slice(1, 3).map((row) => [row.lunarYear, row.zodiacs[6]])).toEqual([
      [2026, '马'],
      [2025, '蛇'],
    ]);
    expect(first.zodiac.reference).toMatchObject({ lunarYear: 2026, zodiac: '马' });
    // This year's draws: the calendar year of the system time zone.
    expect(await turns(46, 'year')).toEqual(['20260301-0202', '20260217-0431', '20260216-0431']);

    // A write nobody announced, and the balls of the next draw: the cached answer stands.
    await insertDrawn(46, '20260219-0431', '2026-02-19T13:32:00Z', [13, 14, 15, 16, 17, 18, 19]);
    await clock.advanceTo('2026-03-01T02:06:12Z', settle);
    expect((await findTurn(t.app.database.db, 46, '20260301-0203'))?.status).toBe('streaming');
    expect(await analytics(46, '30')).toEqual(first);

    // Its result is published on the bus: every period of the game is read again.
    await clock.advanceTo('2026-03-01T02:06:30Z', settle);
    expect((await findTurn(t.app.database.db, 46, '20260301-0203'))?.status).toBe('drawn');
    expect(await turns(46, '30')).toEqual([
      '20260301-0203',
      '20260301-0202',
      '20260219-0431',
      '20260217-0431',
      '20260216-0431',
      '20251231-0431',
    ]);
    expect(await turns(46, 'year')).toHaveLength(5);
  });

  it('ends an answer with its year: the local new year for a year’s draws, the lunar one for all', async () => {
    // 23:30 in China on 31 December 2025; no engine, so nothing is published.
    await start('2025-12-31T15:30:00Z', 110, 'off');
    await insertDrawn(110, '2025364', '2025-12-30T13:32:00Z', [1, 2, 3, 4, 5, 6, 7]);
    await insertDrawn(110, '2025365', '2025-12-31T13:32:00Z', [8, 9, 10, 11, 12, 13, 14]);
    expect(await turns(110, 'year')).toEqual(['2025365', '2025364']);
    expect((await analytics(110, '30')).lunarYear).toBe(2025);

    await insertDrawn(110, '2026047', '2026-02-16T13:32:00Z', [15, 16, 17, 18, 19, 20, 21]);
    // 08:00 on 1 January in China: a new calendar year, still 蛇 2025.
    await clock.advanceTo('2026-01-01T00:00:00Z', flush);
    expect(await turns(110, 'year')).toEqual(['2026047']);
    const beforeNewYear = await analytics(110, '30');
    expect(beforeNewYear.draws.map((row) => row.turnNum)).toEqual(['2025365', '2025364']);
    expect(beforeNewYear.zodiac.reference.zodiac).toBe('蛇');

    // 00:00 on 17 February in China: 马 2026 begins, and the cached answer with it.
    await clock.advanceTo('2026-02-16T16:00:00Z', flush);
    const afterNewYear = await analytics(110, '30');
    expect(afterNewYear.lunarYear).toBe(2026);
    expect(afterNewYear.zodiac.reference.zodiac).toBe('马');
    expect(afterNewYear.draws.map((row) => row.turnNum)).toEqual(['2026047', '2025365', '2025364']);
  });
});
