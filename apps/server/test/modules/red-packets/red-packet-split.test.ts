import { describe, expect, it } from 'vitest';
import { centMilli, nextShare, redPacketDefaults, redPacketProblem } from '@lottery/contracts';
import { prngOf, type Random } from '../../../src/demo/demo-random';

/** A uniform integer in [min, max) from a seeded PRNG, as crypto.randomInt would draw. */
const randomIntOf =
  (random: Random) =>
  (min: number, max: number): number => {
    if (!(Number.isInteger(min) && Number.isInteger(max) && min < max)) {
      throw new Error(`randomInt(${min}, ${max})`);
    }
    return min + Math.floor(random() * (max - min));
  };

/** A random allowed (amount, count): whole cents, at least 1 cent a share, within the limits. */
const randomPacket = (random: Random) => {
  const count = 1 + Math.floor(random() * redPacketDefaults.maxCount);
  const shape = random();
  // Tight packets (about 1 cent a share), small ones and large ones.
  const cents =
    shape < 0.2
      ? count + Math.floor(random() * 3)
      : shape < 0.6
        ? count + Math.floor(random() * 10_000)
        : count + Math.floor(random() * (redPacketDefaults.maxAmount / centMilli - count));
  return { amount: Math.max(cents * centMilli, redPacketDefaults.minAmount), count };
};

const split = (amount: number, count: number, randomInt: (min: number, max: number) => number) => {
  const shares: number[] = [];
  let remaining = { amount, count };
  while (remaining.count > 0) {
    const share = nextShare(remaining, randomInt);
    shares.push(share);
    remaining = { amount: remaining.amount - share, count: remaining.count - 1 };
  }
  return shares;
};

/**
 * Property tests of the red-packet split, over many seeded random packets (fast-check is not
 * installed; a seeded PRNG makes every case reproducible from its seed).
 */
describe('the red-packet split (double-mean rule)', () => {
  it('every share is whole cents, at least 1 cent, and leaves every later share 1 cent', () => {
    const random = prngOf('next-share');
    const randomInt = randomIntOf(random);
    for (let i = 0; i < 20_000; i += 1) {
      const count = 1 + Math.floor(random() * 100);
      const cents = count + Math.floor(random() * (i % 2 === 0 ? 50 : 2_000_000));
      const amount = cents * centMilli;
      const share = nextShare({ amount, count }, randomInt);
      expect(share % centMilli).toBe(0);
      expect(share).toBeGreaterThanOrEqual(centMilli);
      if (count === 1) {
        expect(share).toBe(amount);
      } else {
        expect(amount - share).toBeGreaterThanOrEqual((count - 1) * centMilli);
        // Below twice the mean of what is left (or 1 cent, the least there is).
        expect(share).toBeLessThanOrEqual(
          Math.max(centMilli, Math.floor((2 * cents) / count) * centMilli),
        );
      }
    }
  });

  it('whole packets: Σ shares = amount exactly, `count` shares, each ≥ 1 cent and whole cents', () => {
    for (let seed = 0; seed < 2_000; seed += 1) {
      const random = prngOf(`packet-${seed}`);
      const { amount, count } = randomPacket(random);
      expect(redPacketProblem(amount, count, redPacketDefaults)).toBeNull();
      const shares = split(amount, count, randomIntOf(random));
      expect(shares, `seed ${seed}`).toHaveLength(count);
      expect(
        shares.reduce((sum, share) => sum + share, 0),
        `seed ${seed}`,
      ).toBe(amount);
      for (const share of shares) {
        expect(share % centMilli).toBe(0);
        expect(share).toBeGreaterThanOrEqual(centMilli);
      }
    }
  });

  it('the smallest and the tightest packets: 1 cent a share takes exactly 1 cent each', () => {
    const randomInt = randomIntOf(prngOf('tight'));
    expect(split(100 * centMilli, 100, randomInt)).toEqual(
      Array.from({ length: 100 }, () => centMilli),
    );
    expect(split(centMilli, 1, randomInt)).toEqual([centMilli]);
    // With the smallest and the largest draw every time, the rule still ends exact.
    for (const pick of [(min: number) => min, (_min: number, max: number) => max - 1]) {
      for (const [amount, count] of [
        [1_000, 100],
        [1_010, 100],
        [20_000_000, 100],
        [20_000_000, 1],
        [1_000, 7],
      ] as const) {
        const shares = split(amount, count, pick);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
        expect(Math.min(...shares)).toBeGreaterThanOrEqual(centMilli);
      }
    }
  });

  it('is fair on average: each opener expects the mean, whatever their turn', () => {
    const random = prngOf('fairness');
    const randomInt = randomIntOf(random);
    const runs = 4_000;
    const amount = 100_000;
    const count = 5;
    const totals = Array.from({ length: count }, () => 0);
    for (let run = 0; run < runs; run += 1) {
      split(amount, count, randomInt).forEach((share, turn) => {
        totals[turn] = (totals[turn] ?? 0) + share;
      });
    }
    for (const total of totals) {
      // 20 yuan each on average, within 5 %.
      expect(Math.abs(total / runs - amount / count)).toBeLessThan((0.05 * amount) / count);
    }
  });

  it('refuses a packet with nothing left or less than a cent a share', () => {
    const randomInt = randomIntOf(prngOf('refuse'));
    expect(() => nextShare({ amount: 0, count: 0 }, randomInt)).toThrow();
    expect(() => nextShare({ amount: 90, count: 10 }, randomInt)).toThrow();
  });

  it('checks the limits: amount range and whole cents, count range, 1 cent a share', () => {
    const limits = redPacketDefaults;
    expect(redPacketProblem(1_000, 1, limits)).toBeNull();
    expect(redPacketProblem(999, 1, limits)).toBe('amount');
    expect(redPacketProblem(1_005, 1, limits)).toBe('amount');
    expect(redPacketProblem(20_000_010, 1, limits)).toBe('amount');
    expect(redPacketProblem(1_000, 0, limits)).toBe('count');
    expect(redPacketProblem(1_000, 101, limits)).toBe('count');
    expect(redPacketProblem(1_000, 1.5, limits)).toBe('count');
    expect(redPacketProblem(1_000, 100, limits)).toBeNull();
    expect(redPacketProblem(1_000, 100, { ...limits, minAmount: 10 })).toBeNull();
    expect(redPacketProblem(500, 51, { ...limits, minAmount: 10 })).toBe('share');
  });
});
