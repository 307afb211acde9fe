import { describe, expect, it } from 'vitest';
import { cycleIndexOfLunarYear, elementOfBall, fiveElementsOfYear, nayinOf } from './five-elements';

describe('five elements of the balls', () => {
  it('names the 60-cycle nayin correctly at known points', () => {
    expect(nayinOf(0)).toBe('金'); // 甲子 海中金
    expect(nayinOf(40)).toBe('火'); // 甲辰 覆灯火
    expect(nayinOf(42)).toBe('水'); // 丙午 天河水
    expect(nayinOf(59)).toBe('水'); // 癸亥 大海水
    expect(nayinOf(-1)).toBe('水');
  });

  it('places 1984 at 甲子 and 2026 at 丙午', () => {
    expect(cycleIndexOfLunarYear(1984)).toBe(0);
    expect(cycleIndexOfLunarYear(2024)).toBe(40);
    expect(cycleIndexOfLunarYear(2026)).toBe(42);
    expect(cycleIndexOfLunarYear(1900)).toBe(36);
  });

  it('matches the published table of 2024 (甲辰)', () => {
    const year = fiveElementsOfYear(2024, cycleIndexOfLunarYear(2024));
    const of = (element: string) => year.data.find((entry) => entry.element === element)?.values;
    expect(of('金')).toEqual([4, 5, 12, 13, 26, 27, 34, 35, 42, 43]);
    expect(of('木')).toEqual([8, 9, 16, 17, 24, 25, 38, 39, 46, 47]);
    expect(of('水')).toEqual([1, 14, 15, 22, 23, 30, 31, 44, 45]);
    expect(of('火')).toEqual([2, 3, 10, 11, 18, 19, 32, 33, 40, 41, 48, 49]);
    expect(of('土')).toEqual([6, 7, 20, 21, 28, 29, 36, 37]);
  });

  it('gives every ball exactly one element in any year', () => {
    for (let index = 0; index < 60; index++) {
      const all = fiveElementsOfYear(2000 + index, index).data.flatMap((entry) => entry.values);
      expect(all.sort((a, b) => a - b)).toEqual(Array.from({ length: 49 }, (_, i) => i + 1));
    }
  });

  it('shifts each ball by one place a year', () => {
    expect(elementOfBall(2, 41)).toBe(elementOfBall(1, 40));
  });
});
