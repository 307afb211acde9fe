import { describe, expect, it } from 'vitest';
import {
  commitmentOf,
  demoSeed,
  newSeed,
  numbersFromSeed,
  verifyDraw,
} from '../../../src/modules/draws/fairness';

describe('the draw rule (hmac-sha256-v1)', () => {
  it('gives the numbers docs/api.md re-derives with its Python snippet', () => {
    const seed = 'a'.repeat(64);
    expect(commitmentOf(seed)).toBe(
      'ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb',
    );
    expect(numbersFromSeed(seed, 71, '20261122-0143')).toEqual([30, 47, 22, 20, 31, 40, 11]);
    expect(numbersFromSeed('0123456789abcdef'.repeat(4), 110, '2026327')).toEqual([
      38, 49, 20, 21, 14, 22, 26,
    ]);
  });

  it('always draws 7 distinct numbers 1–49, different per game and turn', () => {
    const seed = newSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    for (let turn = 0; turn < 500; turn += 1) {
      const numbers = numbersFromSeed(seed, 46, `20260101-${String(turn).padStart(4, '0')}`);
      expect(numbers).toHaveLength(7);
      expect(new Set(numbers).size).toBe(7);
      expect(numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= 49)).toBe(true);
    }
    expect(numbersFromSeed(seed, 46, '2026001')).not.toEqual(numbersFromSeed(seed, 42, '2026001'));
  });

  it('draws every number about equally often', () => {
    const counts = new Array<number>(50).fill(0);
    const draws = 3000;
    for (let i = 0; i < draws; i += 1) {
      for (const n of numbersFromSeed(demoSeed('spread', 1, String(i)), 1, String(i)))
        counts[n]! += 1;
    }
    const expected = (draws * 7) / 49; // ≈ 428.6 each
    const chiSquare = counts
      .slice(1)
      .reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 48 degrees of freedom: the 99.99th percentile is about 93.
    expect(chiSquare).toBeLessThan(93);
  });

  it('verifies a revealed seed and refuses a tampered one', () => {
    const seed = newSeed();
    const turn = {
      gameId: 110,
      turnNum: '2026327',
      seed,
      commitment: commitmentOf(seed),
      numbers: numbersFromSeed(seed, 110, '2026327'),
    };
    expect(verifyDraw(turn)).toBe(true);
    const tampered = `${seed.slice(0, -1)}${seed.endsWith('0') ? '1' : '0'}`;
    expect(verifyDraw({ ...turn, seed: tampered })).toBe(false);
    expect(verifyDraw({ ...turn, numbers: [...turn.numbers].reverse() })).toBe(false);
    expect(verifyDraw({ ...turn, turnNum: '2026328' })).toBe(false);
  });

  it('derives the demo seeds from the demo secret, reproducibly', () => {
    expect(demoSeed('s', 110, '2026001')).toBe(demoSeed('s', 110, '2026001'));
    expect(demoSeed('s', 110, '2026001')).not.toBe(demoSeed('s', 110, '2026002'));
  });
});
