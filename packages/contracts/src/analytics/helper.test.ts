import { describe, expect, it } from 'vitest';
import { ballFactsOf, filterBalls } from './helper';

describe('彩票助手', () => {
  it('answers every ball when nothing is chosen', () => {
    expect(filterBalls({}, 2026)).toHaveLength(49);
    expect(filterBalls({ colors: [], tails: [] }, 2026)).toHaveLength(49);
  });

  it('ands the attributes and ors the values of one attribute', () => {
    expect(filterBalls({ colors: ['red'], oddEven: ['odd'], bigSmall: ['big'] }, 2026)).toEqual([
      29, 35, 45,
    ]);
    expect(filterBalls({ tails: [0] }, 2026)).toEqual([10, 20, 30, 40]);
    expect(filterBalls({ tails: [0, 9], colors: ['blue'] }, 2026)).toEqual([9, 10, 20]);
  });

  it('takes the zodiac and the elements of the chosen lunar year', () => {
    expect(filterBalls({ zodiacs: ['马'] }, 2026)).toEqual([1, 13, 25, 37, 49]);
    expect(filterBalls({ zodiacs: ['马'] }, 2025)).toEqual([12, 24, 36, 48]);
    expect(filterBalls({ elements: ['金'] }, 2024)).toEqual([4, 5, 12, 13, 26, 27, 34, 35, 42, 43]);
    expect(filterBalls({ elements: ['金'] }, 2025)).toEqual([5, 6, 13, 14, 27, 28, 35, 36, 43, 44]);
  });

  it('treats 49 as 和 for big/small and odd/even', () => {
    expect(filterBalls({ zodiacs: ['马'], bigSmall: ['big'] }, 2026)).toEqual([25, 37]);
    expect(filterBalls({ bigSmall: ['tie'] }, 2026)).toEqual([49]);
    expect(filterBalls({ oddEven: ['odd'] }, 2026)).toHaveLength(24);
  });

  it('describes a ball', () => {
    // 37 in 2025 has the element 36 had in 2024 (土 in the published table).
    expect(ballFactsOf(37, 2025)).toEqual({
      ball: 37,
      color: 'blue',
      zodiac: '蛇',
      element: '土',
      bigSmall: 'big',
      oddEven: 'odd',
      tail: 7,
    });
  });
});
