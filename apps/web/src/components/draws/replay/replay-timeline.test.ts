import { describe, expect, it } from 'vitest';
import { replayEnd, replayPace, replaySchedule, shownCount } from './replay-timeline';

const openTime = Date.UTC(2026, 2, 1, 13, 30);
/** A real draw's pace: 20 s before the first ball, then one every 30 s. */
const realPace = [0, 1, 2, 3, 4, 5, 6].map((i) => openTime + 20_000 + i * 30_000);

describe('replaySchedule', () => {
  it('compresses a long draw to the maximum, keeping order and proportions', () => {
    const schedule = replaySchedule({ count: 7, revealTimes: realPace, openTime });

    expect(schedule).toHaveLength(7);
    expect(schedule[0]).toBeGreaterThanOrEqual(replayPace.leadMs);
    expect(replayEnd(schedule)).toBeCloseTo(replayPace.maxMs);
    // 200 s of draw into 11 s of replay: the opening 20 s becomes 1.1 s, each 30 s gap 1.65 s.
    expect(schedule[0]).toBeCloseTo(replayPace.leadMs + 1_100);
    for (let i = 1; i < 7; i += 1) {
      expect(schedule[i]! - schedule[i - 1]!).toBeCloseTo(1_650);
    }
  });

  it('never stretches a draw that already fits', () => {
    const quick = [1_000, 2_000, 2_500].map((ms) => openTime + ms);

    expect(replaySchedule({ count: 3, revealTimes: quick, openTime })).toEqual([
      2_000, 3_000, 3_500,
    ]);
  });

  it('counts from the first reveal without an opening time', () => {
    const schedule = replaySchedule({
      count: 2,
      revealTimes: [openTime, openTime + 4_000],
      openTime: null,
    });

    expect(schedule).toEqual([replayPace.leadMs, replayPace.leadMs + 4_000]);
  });

  it('keeps the order when a reveal time goes back', () => {
    const schedule = replaySchedule({
      count: 3,
      revealTimes: [openTime + 3_000, openTime + 2_000, openTime + 5_000],
      openTime,
    });

    expect(schedule).toEqual([4_000, 4_000, 6_000]);
  });

  it('paces the balls evenly when every reveal has one instant (an entered result)', () => {
    const schedule = replaySchedule({ count: 7, revealTimes: Array(7).fill(openTime), openTime });

    expect(schedule).toEqual([1_000, 2_500, 4_000, 5_500, 7_000, 8_500, 10_000]);
  });

  it('paces the balls evenly when reveal times are missing', () => {
    expect(replaySchedule({ count: 3, revealTimes: [openTime], openTime })).toEqual([
      1_000, 2_500, 4_000,
    ]);
    expect(replaySchedule({ count: 1, revealTimes: [], openTime: null })).toEqual([1_000]);
  });

  it('has nothing to schedule without numbers', () => {
    const schedule = replaySchedule({ count: 0, revealTimes: [], openTime });

    expect(schedule).toEqual([]);
    expect(replayEnd(schedule)).toBe(0);
  });
});

describe('shownCount', () => {
  const schedule = [1_000, 2_500, 4_000];

  it('counts the balls whose time has come', () => {
    expect(shownCount(schedule, 0)).toBe(0);
    expect(shownCount(schedule, 999)).toBe(0);
    expect(shownCount(schedule, 1_000)).toBe(1);
    expect(shownCount(schedule, 3_999)).toBe(2);
    expect(shownCount(schedule, 60_000)).toBe(3);
  });
});
