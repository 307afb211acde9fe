import { drawBalls } from '@lottery/contracts';
import type { Db } from '../db/client';
import {
  drawsBetween,
  nextOpenDraw,
  revealPlan,
  type DrawSchedule,
} from '../modules/draws/draw-schedule';
import * as drawsRepo from '../modules/draws/draws.repository';
import type { NewScheduleRow, NewTurnRow } from '../modules/draws/draws.repository';
import { commitmentOf, demoSeed, newSeed, numbersFromSeed } from '../modules/draws/fairness';
import type { Services } from '../services';

const daily = (localTime: string, weekdays: number[] | null = null): DrawSchedule => ({
  kind: 'daily',
  localTime,
  weekdays,
  closeLeadSeconds: 60,
  revealStepMs: 8_000,
  drawDurationMs: 60_000,
  source: 'generator',
});

/** A ball every `ballSeconds`, final one step after the seventh. */
const every = (intervalMinutes: number, ballSeconds = 3): DrawSchedule => ({
  kind: 'interval',
  intervalMinutes,
  closeLeadSeconds: 30,
  revealStepMs: ballSeconds * 1_000,
  drawDurationMs: (drawBalls.count + 1) * ballSeconds * 1_000,
  source: 'generator',
});

/**
 * The fast lottery, whose interval DEMO_FAST_DRAW_MINUTES and pace DEMO_FAST_DRAW_BALL_SECONDS
 * can change.
 */
const fastLotteryGameId = 71;
const fastLotteryMinutes = 5;

/**
 * The demo schedules (docs/api.md "Draws"), in the system time zone. Daily games: bets close 60 s
 * before, the balls show every 8 s from the draw time, final after 60 s. Fast games: bets close
 * 30 s before, a ball every 3 s, final after 24 s.
 */
export const demoDrawSchedules: Record<number, DrawSchedule> = {
  110: daily('21:32'),
  90: daily('21:15'),
  70: daily('21:30', [2, 4, 6]),
  [fastLotteryGameId]: every(fastLotteryMinutes),
  95: daily('20:50'),
  200: daily('22:00'),
  43: daily('18:30'),
  48: daily('19:00'),
  45: daily('19:30'),
  81: daily('22:30'),
  42: every(5),
  46: every(3),
};

/** Seeds of the demo history derive from this, so `npm run demo:reset` redraws the same numbers. */
export const demoDrawSecret = 'lottery-community-demo-draws-v1';

const dayMs = 86_400_000;
const historyOf = (schedule: DrawSchedule) => (schedule.kind === 'daily' ? 730 : 1) * dayMs;

export const scheduleRow = (gameId: number, schedule: DrawSchedule): NewScheduleRow => ({
  gameId,
  kind: schedule.kind,
  localTime: schedule.localTime ?? null,
  weekdays: schedule.weekdays ? [...schedule.weekdays] : null,
  intervalMinutes: schedule.intervalMinutes ?? null,
  closeLeadSeconds: schedule.closeLeadSeconds,
  revealStepMs: schedule.revealStepMs,
  drawDurationMs: schedule.drawDurationMs,
  source: schedule.source,
});

/**
 * Past draws of a game up to `now` (final ones, seeds from the demo secret), the turn between them
 * and now when one is closed or drawing (a fresh secret seed: the engine draws it), and the open
 * turn (a fresh secret seed).
 */
export const demoTurnsOf = (
  gameId: number,
  schedule: DrawSchedule,
  timeZone: string,
  now: number,
): NewTurnRow[] => {
  const rows: NewTurnRow[] = [];
  const current = nextOpenDraw(schedule, timeZone, now);
  for (const draw of drawsBetween(
    schedule,
    timeZone,
    now - historyOf(schedule),
    current.planTime,
  )) {
    const fresh = draw.planTime === current.planTime;
    const base = {
      gameId,
      turnNum: draw.turnNum,
      closeTime: new Date(draw.closeTime),
      planTime: new Date(draw.planTime),
    };
    const { finalTime, revealOffsetsMs } = revealPlan(schedule, draw.planTime);
    if (!fresh && finalTime <= now) {
      const seed = demoSeed(demoDrawSecret, gameId, draw.turnNum);
      rows.push({
        ...base,
        openTime: new Date(draw.planTime),
        finalTime: new Date(finalTime),
        seed,
        commitment: commitmentOf(seed),
        numbers: numbersFromSeed(seed, gameId, draw.turnNum),
        revealOffsetsMs,
        revealed: revealOffsetsMs.length,
        status: 'drawn',
      });
    } else {
      const seed = newSeed();
      rows.push({
        ...base,
        seed,
        commitment: commitmentOf(seed),
        status: fresh ? 'open' : 'closed',
      });
    }
  }
  return rows;
};

/** Draw schedules and history for the demo games; the running engine carries on from here. */
export const generateDemoDraws = async (
  {
    db,
    services,
    fastDrawMinutes,
    fastDrawBallSeconds,
  }: { db: Db; services: Services; fastDrawMinutes?: number; fastDrawBallSeconds?: number },
  now: number = Date.now(),
) => {
  const timeZone = await services.settings.timeZone();
  const schedules = { ...demoDrawSchedules };
  if (fastDrawMinutes !== undefined || fastDrawBallSeconds !== undefined) {
    schedules[fastLotteryGameId] = every(
      fastDrawMinutes ?? fastLotteryMinutes,
      fastDrawBallSeconds,
    );
  }
  const entries = Object.entries(schedules).map(
    ([id, schedule]) => [Number(id), schedule] as const,
  );
  const turns = entries.flatMap(([gameId, schedule]) =>
    demoTurnsOf(gameId, schedule, timeZone, now),
  );
  await db.transaction(async (tx) => {
    await drawsRepo.insertTurns(tx, turns);
    // Schedules last: an engine already running only sees a game once its turns are there.
    await drawsRepo.insertSchedules(
      tx,
      entries.map(([gameId, schedule]) => scheduleRow(gameId, schedule)),
    );
  });
  await services.draws.changed();
};
