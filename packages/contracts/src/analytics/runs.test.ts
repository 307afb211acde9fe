import { describe, expect, it } from 'vitest';
import { runStatsByKey, runStatsOf } from './runs';

// Hits are newest first: the last element is the oldest draw.
const hits = (pattern: string) => [...pattern].map((c) => c === 'x');

describe('runs of a value (连出, 遗漏)', () => {
  it('counts the streak and the miss at the newest end and the longest of each', () => {
    // Oldest → newest: x . . x x x . . . x x
    expect(runStatsOf('大', hits('xx...xxx..x'))).toEqual({
      key: '大',
      count: 6,
      currentStreak: 2,
      longestStreak: 3,
      currentMiss: 0,
      longestMiss: 3,
    });
    expect(runStatsOf('小', hits('..xx.......'))).toEqual({
      key: '小',
      count: 2,
      currentStreak: 0,
      longestStreak: 2,
      currentMiss: 2,
      longestMiss: 7,
    });
  });

  it('counts the miss before the first hit and a value that never came', () => {
    expect(runStatsOf('7', hits('x....'))).toMatchObject({ currentMiss: 0, longestMiss: 4 });
    expect(runStatsOf('8', hits('.....'))).toEqual({
      key: '8',
      count: 0,
      currentStreak: 0,
      longestStreak: 0,
      currentMiss: 5,
      longestMiss: 5,
    });
    expect(runStatsOf('9', [])).toMatchObject({ count: 0, currentMiss: 0, longestMiss: 0 });
  });

  it('keeps the keys in the order given, whatever the draws', () => {
    const stats = runStatsByKey(['a', 'b', 'c'], ['b', 'b', 'a'], (value) => value);
    expect(stats.map((s) => [s.key, s.count, s.currentStreak, s.currentMiss])).toEqual([
      ['a', 1, 0, 2],
      ['b', 2, 2, 0],
      ['c', 0, 0, 3],
    ]);
  });
});
