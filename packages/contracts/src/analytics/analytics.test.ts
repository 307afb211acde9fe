import { describe, expect, it } from 'vitest';
import { analyticsOf } from './analytics';
import { analyticsAnswer, analyticsQuery, drawsOfPeriod } from './analytics-api';
import { fixedHistory } from './history.fixture';

describe('the analytics answer', () => {
  const body = analyticsOf(fixedHistory, 2026);

  it('fits its schema and keeps every list newest first', () => {
    const answer = analyticsAnswer.parse({ gameId: 110, period: '30', ...body });
    expect(answer.draws.map((row) => row.turnNum)).toEqual(
      fixedHistory.map((draw) => draw.turnNum),
    );
    expect(answer.special.trend.specials).toEqual(answer.draws.map((row) => row.numbers[6]));
    expect(answer.zodiac.trend).toEqual(answer.draws.map((row) => row.zodiacs[6]));
  });

  it('takes the reference of the year asked, the animals of each draw’s own year', () => {
    expect(body.lunarYear).toBe(2026);
    expect(body.zodiac.reference.zodiac).toBe('马');
    expect(body.draws.at(-4)!.zodiacs[6]).toBe('蛇');
    expect(analyticsOf(fixedHistory, 2025).zodiac.reference.zodiac).toBe('蛇');
  });

  it('answers empty statistics for a game without draws', () => {
    const empty = analyticsOf([], 2026);
    expect(empty.draws).toEqual([]);
    expect(empty.special.twoSided[0]!.sides[0]).toMatchObject({ count: 0, currentMiss: 0 });
    expect(empty.zodiac.types.every((type) => type.sequence.length === 0)).toBe(true);
  });
});

describe('the analytics query', () => {
  it('takes a game and a period, 30 draws unless told', () => {
    expect(analyticsQuery.parse({ gameId: '110' })).toEqual({ gameId: 110, period: '30' });
    expect(analyticsQuery.parse({ gameId: '110', period: 'year', _t: '1' })).toMatchObject({
      period: 'year',
    });
    for (const bad of [{ gameId: '110', period: '20' }, { period: '30' }, { gameId: '0' }]) {
      expect(analyticsQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(analyticsQuery.safeParse({ gameId: '110', rows: '5' }).success).toBe(false);
  });

  it('caps a year at a daily game’s year of draws', () => {
    expect(['30', '50', '100', 'year'].map((p) => drawsOfPeriod(p as '30'))).toEqual([
      30, 50, 100, 366,
    ]);
  });
});
