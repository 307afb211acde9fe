import { describe, expect, it } from 'vitest';
import { lunarYearAt } from '../draws';
import { fixedHistory } from './history.fixture';
import type { RunStats } from './runs';
import {
  analyticsRowOf,
  rangeOfBall,
  rangeStats,
  tailOfBall,
  tailStats,
  trendOf,
  twoSidedStats,
} from './special';

// Specials oldest → newest: 3 49 30 37 | 45 12 48 27 (the fixture's comment).
const runs = (
  key: string,
  count: number,
  currentStreak: number,
  longestStreak: number,
  currentMiss: number,
  longestMiss: number,
): RunStats => ({ key, count, currentStreak, longestStreak, currentMiss, longestMiss });

const byKey = (stats: readonly RunStats[], key: string) => stats.find((s) => s.key === key);

describe('the fixed history', () => {
  it('carries the lunar year of each draw time (new year on 17 February 2026)', () => {
    for (const draw of fixedHistory) expect(lunarYearAt(draw.openTime)).toBe(draw.lunarYear);
  });
});

describe('历史 rows', () => {
  it('gives each ball its colour and the zodiac of the draw’s lunar year', () => {
    const t3 = analyticsRowOf(fixedHistory[5]!);
    expect(t3.turnNum).toBe('2026003');
    expect(t3.numbers).toEqual([2, 11, 22, 33, 38, 39, 30]);
    expect(t3.colors).toEqual(['red', 'green', 'green', 'green', 'green', 'green', 'red']);
    expect(t3.zodiacs).toEqual(['龙', '羊', '猴', '鸡', '龙', '兔', '鼠']);
    expect(t3.special).toEqual({ bigSmall: 'big', oddEven: 'even' });
    expect(t3.sum).toEqual({ value: 175, bigSmall: 'big', oddEven: 'odd' });
  });

  it('splits the sum at 175 and ties a special of 49', () => {
    expect(analyticsRowOf(fixedHistory[4]!).sum).toEqual({
      value: 174,
      bigSmall: 'small',
      oddEven: 'even',
    });
    expect(analyticsRowOf(fixedHistory[6]!).special).toEqual({ bigSmall: 'tie', oddEven: 'tie' });
  });

  it('labels 37 by the old year the evening before the new year, 1 by the new year after', () => {
    // 37 is 蛇 in 2025 (it would be 马 in 2026); ball 1 is 马 in 2026 (蛇 in 2025).
    expect(analyticsRowOf(fixedHistory[4]!).zodiacs[6]).toBe('蛇');
    expect(analyticsRowOf(fixedHistory[3]!).zodiacs[0]).toBe('马');
  });

  it('refuses a draw without seven numbers', () => {
    expect(() => analyticsRowOf({ ...fixedHistory[0]!, numbers: [1, 2, 3] })).toThrow(RangeError);
  });
});

describe('两面', () => {
  const groups = twoSidedStats(fixedHistory);
  const group = (name: string) => groups.find((g) => g.name === name)!;

  it('counts 大小 and 单双 with 49 a tie that breaks both streaks', () => {
    expect(group('大小')).toEqual({
      name: '大小',
      ties: 1,
      sides: [runs('大', 5, 2, 3, 0, 2), runs('小', 2, 0, 1, 2, 4)],
    });
    expect(group('单双')).toEqual({
      name: '单双',
      ties: 1,
      sides: [runs('单', 4, 1, 2, 0, 2), runs('双', 3, 0, 2, 1, 2)],
    });
  });

  it('counts 合单合双 by the digits’ sum and 尾大尾小 by the last digit', () => {
    expect(group('合单合双').sides).toEqual([
      runs('合单', 5, 1, 2, 0, 1),
      runs('合双', 2, 0, 1, 1, 3),
    ]);
    expect(group('尾大尾小').sides).toEqual([
      runs('尾大', 4, 2, 2, 0, 3),
      runs('尾小', 3, 0, 1, 2, 2),
    ]);
    expect(group('大小单双').sides.map((s) => [s.key, s.count])).toEqual([
      ['大单', 3],
      ['大双', 2],
      ['小单', 1],
      ['小双', 1],
    ]);
  });

  it('counts 家禽野兽 by each draw’s lunar year, 49 a tie as the play settles it', () => {
    // Animals: 兔 蛇(49) 鼠 蛇 | 狗 羊 羊 龙.
    expect(group('家禽野兽')).toEqual({
      name: '家禽野兽',
      ties: 1,
      sides: [runs('家禽', 3, 0, 3, 1, 4), runs('野兽', 4, 1, 2, 0, 3)],
    });
  });

  it('counts 波色 without ties: 49 is green', () => {
    expect(group('波色')).toEqual({
      name: '波色',
      ties: 0,
      sides: [
        runs('红波', 3, 0, 2, 2, 2),
        runs('绿波', 2, 1, 1, 0, 5),
        runs('蓝波', 3, 0, 1, 1, 2),
      ],
    });
  });
});

describe('尾数, 区间 and 走势', () => {
  it('counts the last digit of the special', () => {
    const tails = tailStats(fixedHistory);
    expect(tails.map((s) => s.key)).toEqual([
      '0尾',
      '1尾',
      '2尾',
      '3尾',
      '4尾',
      '5尾',
      '6尾',
      '7尾',
      '8尾',
      '9尾',
    ]);
    expect(byKey(tails, '7尾')).toEqual(runs('7尾', 2, 1, 1, 0, 3));
    expect(byKey(tails, '0尾')).toEqual(runs('0尾', 1, 0, 1, 5, 5));
    expect(byKey(tails, '1尾')).toEqual(runs('1尾', 0, 0, 0, 8, 8));
    expect(byKey(tails, '9尾')).toEqual(runs('9尾', 1, 0, 1, 6, 6));
    expect([1, 9, 10, 49].map(tailOfBall)).toEqual([1, 9, 0, 9]);
    expect(() => tailOfBall(50)).toThrow(RangeError);
  });

  it('counts the ranges of ten, 41–49 the last', () => {
    expect([1, 10, 11, 40, 41, 49].map(rangeOfBall)).toEqual([
      '1-10',
      '1-10',
      '11-20',
      '31-40',
      '41-49',
      '41-49',
    ]);
    expect(rangeStats(fixedHistory)).toEqual([
      runs('1-10', 1, 0, 1, 7, 7),
      runs('11-20', 1, 0, 1, 2, 5),
      runs('21-30', 2, 1, 1, 0, 4),
      runs('31-40', 1, 0, 1, 4, 4),
      runs('41-49', 3, 0, 1, 1, 2),
    ]);
  });

  it('gives the special per draw and the runs of every number', () => {
    const trend = trendOf(fixedHistory);
    expect(trend.specials).toEqual([27, 48, 12, 45, 37, 30, 49, 3]);
    expect(trend.numbers).toHaveLength(49);
    expect(trend.numbers[0]).toEqual(runs('01', 0, 0, 0, 8, 8));
    expect(byKey(trend.numbers, '27')).toEqual(runs('27', 1, 1, 1, 0, 7));
    expect(byKey(trend.numbers, '49')).toEqual(runs('49', 1, 0, 1, 6, 6));
    expect(trend.numbers.reduce((sum, s) => sum + s.count, 0)).toBe(8);
  });
});
