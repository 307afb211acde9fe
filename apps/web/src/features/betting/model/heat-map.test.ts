import type { HistoryRow } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { extremesOf, heatColor, heatLevel, heatOf } from './heat-map';

const draw = (turnNum: string, openNum: string): HistoryRow => ({
  gameId: 95,
  turnNum,
  openNum,
  openTime: 0,
  source: 'generator',
});

/** Newest first, as the history answers. */
const draws = [
  draw('2026003', '01,02,03,04,05,06,07'),
  draw('2026002', '07,08,09,10,11,12,01'),
  draw('2026001', '01,13,14,15,16,17,18'),
  // Still streaming: left out.
  draw('2026000', '01,02'),
];

const of = (heat: ReturnType<typeof heatOf>, ball: number) => heat.find((e) => e.ball === ball);

describe('the heat map', () => {
  it('counts each number as the special, with the draws since it last was', () => {
    const heat = heatOf(draws, 'special');
    expect(heat).toHaveLength(49);
    expect(of(heat, 7)).toEqual({ ball: 7, count: 1, missing: 0 });
    expect(of(heat, 1)).toEqual({ ball: 1, count: 1, missing: 1 });
    expect(of(heat, 18)).toEqual({ ball: 18, count: 1, missing: 2 });
    // Never the special in the three complete draws.
    expect(of(heat, 2)).toEqual({ ball: 2, count: 0, missing: 3 });
  });

  it('counts each number among all seven balls', () => {
    const heat = heatOf(draws, 'any');
    expect(of(heat, 1)).toEqual({ ball: 1, count: 3, missing: 0 });
    expect(of(heat, 7)).toEqual({ ball: 7, count: 2, missing: 0 });
    expect(of(heat, 8)).toEqual({ ball: 8, count: 1, missing: 1 });
    expect(of(heat, 13)).toEqual({ ball: 13, count: 1, missing: 2 });
    expect(of(heat, 49)).toEqual({ ball: 49, count: 0, missing: 3 });
  });

  it('ranks the hottest and coldest, the smaller number first on a tie', () => {
    const { hottest, coldest } = extremesOf(heatOf(draws, 'any'), 3);
    expect(hottest.map((entry) => entry.ball)).toEqual([1, 7, 2]);
    expect(coldest.map((entry) => entry.ball)).toEqual([19, 20, 21]);
  });

  it('colours from cold to hot', () => {
    const heat = heatOf(draws, 'any');
    expect(heatLevel(3, heat)).toBe(1);
    expect(heatLevel(0, heat)).toBe(0);
    expect(heatColor(0)).toBe('hsl(215 85% 56%)');
    expect(heatColor(1)).toBe('hsl(0 85% 56%)');
    expect(heatColor(0.5)).toBe('hsl(0 40% 96%)');
  });
});
