import { describe, expect, it } from 'vitest';
import {
  bigSmallOf,
  colorOfBall,
  colorSets,
  drawResultBody,
  formatOpenNum,
  historyQuery,
  lunarNewYearOf,
  lunarYearAt,
  oddEvenOf,
  parseOpenNum,
  verifyQuery,
  zodiacNumbers,
  zodiacOfBall,
  zodiacOfYear,
} from './draws';

const balls = Array.from({ length: 49 }, (_, i) => i + 1);

describe('colour sets', () => {
  it('has 17 red, 16 green and 16 blue balls covering 1–49 once each', () => {
    expect(colorSets.red).toHaveLength(17);
    expect(colorSets.green).toHaveLength(16);
    expect(colorSets.blue).toHaveLength(16);
    const all = [...colorSets.red, ...colorSets.green, ...colorSets.blue].sort((a, b) => a - b);
    expect(all).toEqual(balls);
  });

  it('follows the Mark Six table at known balls', () => {
    expect([1, 2, 7, 46].map(colorOfBall)).toEqual(['red', 'red', 'red', 'red']);
    expect([3, 4, 20, 48].map(colorOfBall)).toEqual(['blue', 'blue', 'blue', 'blue']);
    expect([5, 6, 11, 49].map(colorOfBall)).toEqual(['green', 'green', 'green', 'green']);
    expect(() => colorOfBall(50)).toThrow(RangeError);
  });
});

describe('lunar year', () => {
  // The lunar new year of 2026 (丙午, 马) is 17 February; 2025 (乙巳, 蛇) began on 29 January.
  it('turns at the lunar new year in China (UTC+8)', () => {
    expect(new Date(lunarNewYearOf(2026)).toISOString().slice(0, 10)).toBe('2026-02-17');
    expect(lunarYearAt(new Date('2026-02-16T15:59:59Z'))).toBe(2025); // 23:59:59 on the 16th in China
    expect(lunarYearAt(new Date('2026-02-16T16:00:00Z'))).toBe(2026); // 00:00 on the 17th in China
    expect(lunarYearAt(new Date('2026-01-01T00:00:00Z'))).toBe(2025);
    expect(lunarYearAt(Date.UTC(2024, 1, 10, 12))).toBe(2024);
  });

  it('refuses dates outside its table', () => {
    expect(() => lunarYearAt(new Date('2101-06-01T00:00:00Z'))).toThrow(RangeError);
  });
});

describe('zodiacs', () => {
  it('names the animal of a year', () => {
    expect(zodiacOfYear(2024)).toBe('龙');
    expect(zodiacOfYear(2025)).toBe('蛇');
    expect(zodiacOfYear(2026)).toBe('马');
    expect(zodiacOfYear(1984)).toBe('鼠');
  });

  it('gives ball 1 the year animal and counts backwards', () => {
    expect([1, 2, 3, 12, 13, 49].map((b) => zodiacOfBall(b, 2024))).toEqual([
      '龙',
      '兔',
      '虎',
      '蛇',
      '龙',
      '龙',
    ]);
    const sets = zodiacNumbers(2026);
    expect(sets.马).toEqual([1, 13, 25, 37, 49]);
    expect(sets.蛇).toEqual([2, 14, 26, 38]);
    for (const [animal, numbers] of Object.entries(sets)) {
      expect(numbers.length, animal).toBe(animal === '马' ? 5 : 4);
    }
  });

  it('relabels the balls across the lunar new year boundary', () => {
    const before = lunarYearAt(new Date('2026-02-16T15:59:59Z'));
    const after = lunarYearAt(new Date('2026-02-16T16:00:00Z'));
    expect(zodiacOfBall(1, before)).toBe('蛇');
    expect(zodiacOfBall(1, after)).toBe('马');
    // Every ball moves one animal forward in the cycle: 2 was 龙 in 蛇 and is 蛇 in 马.
    expect(zodiacOfBall(2, before)).toBe('龙');
    expect(zodiacOfBall(2, after)).toBe('蛇');
  });
});

describe('big/small and odd/even', () => {
  it('splits at 25, with 49 a tie', () => {
    expect([1, 24, 25, 48, 49].map(bigSmallOf)).toEqual(['small', 'small', 'big', 'big', 'tie']);
    expect([1, 2, 47, 48, 49].map(oddEvenOf)).toEqual(['odd', 'even', 'odd', 'even', 'tie']);
  });
});

describe('call schemas', () => {
  it('formats and parses openNum', () => {
    expect(formatOpenNum([3, 15, 49])).toBe('03,15,49');
    expect(parseOpenNum('03,15,49')).toEqual([3, 15, 49]);
    expect(parseOpenNum('')).toEqual([]);
  });

  it('accepts 7 distinct numbers 1–49 only', () => {
    const body = (openNum: string) =>
      drawResultBody.safeParse({ gameId: 70, turnNum: '2026030', openNum });
    expect(body('01,2,13,24,35,46,49').data?.openNum).toEqual([1, 2, 13, 24, 35, 46, 49]);
    for (const bad of ['1,2,3,4,5,6', '1,2,3,4,5,6,6', '0,2,3,4,5,6,7', '1,2,3,4,5,6,50', 'a']) {
      expect(body(bad).success, bad).toBe(false);
    }
  });

  it('bounds paging and checks dates and turn numbers', () => {
    expect(historyQuery.parse({ gameId: '110' })).toMatchObject({ page: 1, rows: 20 });
    expect(historyQuery.safeParse({ gameId: '110', rows: '101' }).success).toBe(false);
    expect(historyQuery.safeParse({ gameId: '110', page: '-1' }).success).toBe(false);
    expect(historyQuery.safeParse({ gameId: '110', date: '2026-02-30' }).success).toBe(false);
    expect(historyQuery.safeParse({ gameId: '110', date: '2026-02-28' }).success).toBe(true);
    expect(verifyQuery.safeParse({ gameId: '71', turnNum: '20261122-0143' }).success).toBe(true);
    expect(verifyQuery.safeParse({ gameId: '71', turnNum: '2026-1' }).success).toBe(false);
  });
});
