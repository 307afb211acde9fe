import { afterEach, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { drawSchedules, drawTurns, lotteryGames } from '../../../src/db/schema';
import { demoLotteryGames } from '../../../src/demo/demo-content';
import {
  demoDrawSchedules,
  demoTurnsOf,
  generateDemoDraws,
} from '../../../src/demo/generate-draws';
import { drawsBetween, revealPlan } from '../../../src/modules/draws/draw-schedule';
import { verifyDraw } from '../../../src/modules/draws/fairness';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const dayMs = 86_400_000;
// 13:00:10 in Shanghai: the fast games' 13:00 draws are under way.
const now = Date.parse('2026-03-01T05:00:10Z');

describe('the demo draws', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('has two years of daily draws and a day of fast ones, all verifiable, generated fast', async () => {
    t = await createTestApp({ seed: false });
    const { db } = t.app.database;
    await db.insert(lotteryGames).values(demoLotteryGames.map((game, sort) => ({ ...game, sort })));

    const started = performance.now();
    await generateDemoDraws({ db, services: t.app.services }, now);
    const elapsed = performance.now() - started;
    console.info(`demo draws generated in ${Math.round(elapsed)} ms`);
    expect(elapsed).toBeLessThan(5_000);

    const rows = await db.select().from(drawTurns).orderBy(asc(drawTurns.planTime));
    for (const game of demoLotteryGames) {
      const schedule = demoDrawSchedules[game.id]!;
      const turns = rows.filter((row) => row.gameId === game.id);
      const drawn = turns.filter((row) => row.status === 'drawn');
      const span = schedule.kind === 'daily' ? 730 * dayMs : dayMs;
      const expected = drawsBetween(schedule, 'Asia/Shanghai', now - span, now).filter(
        (draw) => revealPlan(schedule, draw.planTime).finalTime <= now,
      );
      expect(
        drawn.map((row) => row.turnNum),
        `game ${game.id}`,
      ).toEqual(expected.map((draw) => draw.turnNum));
      const open = turns.filter((row) => row.status === 'open');
      expect(open, `game ${game.id}`).toHaveLength(1);
      expect(open[0]!.closeTime.getTime()).toBeGreaterThan(now);
      const closed = turns.filter((row) => row.status === 'closed');
      expect(closed).toHaveLength(schedule.kind === 'interval' ? 1 : 0);
      for (const row of drawn) {
        expect(
          verifyDraw({
            gameId: row.gameId,
            turnNum: row.turnNum,
            seed: row.seed!,
            commitment: row.commitment!,
            numbers: row.numbers!,
          }),
        ).toBe(true);
      }
    }
    const count = (gameId: number) =>
      rows.filter((row) => row.gameId === gameId && row.status === 'drawn').length;
    expect(count(110)).toBeGreaterThanOrEqual(729);
    expect(count(70)).toBeGreaterThanOrEqual(312);
    expect(count(46)).toBeGreaterThanOrEqual(479);
  });

  it('draws the fast lottery as often and as fast as DEMO_FAST_DRAW_MINUTES and DEMO_FAST_DRAW_BALL_SECONDS say', async () => {
    t = await createTestApp({ seed: false });
    const { db } = t.app.database;
    await db.insert(lotteryGames).values(demoLotteryGames.map((game, sort) => ({ ...game, sort })));
    // By default a ball every 3 s, final after 24 s.
    expect(demoDrawSchedules[71]).toMatchObject({ revealStepMs: 3_000, drawDurationMs: 24_000 });
    await generateDemoDraws(
      { db, services: t.app.services, fastDrawMinutes: 1, fastDrawBallSeconds: 2 },
      now,
    );

    const [schedule] = await db.select().from(drawSchedules).where(eq(drawSchedules.gameId, 71));
    expect(schedule).toMatchObject({
      intervalMinutes: 1,
      revealStepMs: 2_000,
      drawDurationMs: 16_000,
    });
    const drawn = await db
      .select()
      .from(drawTurns)
      .where(and(eq(drawTurns.gameId, 71), eq(drawTurns.status, 'drawn')));
    // 13:00:10: every minute since 13:00 the day before.
    expect(drawn.length).toBeGreaterThanOrEqual(1439);
  });
});

describe('the demo draw history', () => {
  it('is the same every time, with fresh secret seeds for the turns to come', () => {
    const [a, b] = [0, 1].map(() =>
      demoTurnsOf(110, demoDrawSchedules[110]!, 'Asia/Shanghai', now),
    );
    const drawn = (rows: typeof a) => rows!.filter((row) => row.status === 'drawn');
    expect(drawn(a).map((row) => row.numbers)).toEqual(drawn(b).map((row) => row.numbers));
    expect(a!.at(-1)?.status).toBe('open');
    expect(a!.at(-1)?.seed).not.toBe(b!.at(-1)?.seed);
  });
});
