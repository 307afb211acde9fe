import {
  everyOddsKey,
  numbersOfOption,
  oddsKeysOf,
  optionsOf,
  plays,
  playsTiedBySpecial49,
  specialTieBall,
  type Play,
} from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { demoBetOdds, demoPlayLimits } from '../../src/demo/demo-betting';

/*
 * Exact chances of a bet on a draw of 6 normal balls and a special from 49. A bet is fair when
 * chance of winning × odds + chance of a tie = 1; the house keeps an edge when it pays less.
 */
const binomial = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
};
const sevens = binomial(49, 7);

/** Every one of these disjoint sets has a ball among the seven (inclusion–exclusion). */
const everySetHit = (sizes: readonly number[]): number => {
  let chance = 0;
  for (let mask = 0; mask < 1 << sizes.length; mask += 1) {
    const missed = sizes.filter((_, i) => mask & (1 << i));
    const sign = missed.length % 2 === 0 ? 1 : -1;
    chance += (sign * binomial(49 - missed.reduce((a, b) => a + b, 0), 7)) / sevens;
  }
  return chance;
};

/** k picked numbers: `hits` of them among the normal balls and, when `special`, one more is the special. */
const numbersChance = (k: number, hits: number, special: boolean): number => {
  const normals = binomial(k, hits) * binomial(49 - k, 6 - hits);
  const rest = special ? k - hits : 49 - k - (6 - hits);
  return (normals * rest) / (binomial(49, 6) * 43);
};

interface Chances {
  win: number;
  /** The lesser hit of a dual play. */
  win2?: number;
  tie: number;
}

const chancesOf = (play: Play, keys: string[], lunarYear: number): Chances => {
  const sets = keys.map((key) => numbersOfOption(play, key, lunarYear));
  const k = keys.length;
  if (['ptyx', 'ptws', 'lx2', 'lx3', 'lx4', 'lw2', 'lw3', 'lw4'].includes(play.code)) {
    return { win: everySetHit(sets.map((set) => set.length)), tie: 0 };
  }
  if (play.code === 'zm') return { win: 6 / 49, tie: 0 };
  if (play.code.startsWith('zmt')) return { win: 1 / 49, tie: 0 };
  if (play.code.startsWith('bz')) return { win: binomial(49 - k, 7) / sevens, tie: 0 };
  if (['lm3qz', 'lm2qz', 'lm4qz'].includes(play.code)) {
    return { win: numbersChance(k, k, false), tie: 0 };
  }
  if (play.code === 'lm3z2') {
    const two = numbersChance(3, 2, false) + numbersChance(3, 2, true);
    return { win: numbersChance(3, 3, false), win2: two, tie: 0 };
  }
  if (play.code === 'lm2zt') {
    return { win: numbersChance(2, 2, false), win2: numbersChance(2, 1, true), tie: 0 };
  }
  if (play.code === 'lmtc') return { win: numbersChance(2, 1, true), tie: 0 };
  // The rest are decided by the special alone.
  const ties = playsTiedBySpecial49.includes(play.code);
  const winning = new Set(sets.flat().filter((ball) => !ties || ball !== specialTieBall));
  return { win: winning.size / 49, tie: ties ? 1 / 49 : 0 };
};

const combinations = (items: readonly string[], size: number): string[][] =>
  size === 0
    ? [[]]
    : items.flatMap((first, i) =>
        combinations(items.slice(i + 1), size - 1).map((rest) => [first, ...rest]),
      );

/** Bets that stand for every price: all of them, except that any numbers serve as well as others. */
const sampleBets = (play: Play, lunarYear: number): string[][] => {
  const keys = optionsOf(play, lunarYear).map((option) => option.key);
  if (play.kind === 'single') return keys.map((key) => [key]);
  const sizes =
    play.kind === 'group'
      ? Array.from(
          { length: (play.maxPick ?? 0) - (play.minPick ?? 0) + 1 },
          (_, i) => i + (play.minPick ?? 0),
        )
      : [play.pick ?? 1];
  const isNumbers = keys.length === 49;
  return sizes.flatMap((size) => (isNumbers ? [keys.slice(0, size)] : combinations(keys, size)));
};

/** The lunar years of one whole 60-year cycle: zodiacs repeat every 12, the five elements every 60. */
const cycle = Array.from({ length: 60 }, (_, i) => 2000 + i);

describe('the demo odds', () => {
  it('price every odds item of every play, and nothing else', () => {
    expect(Object.keys(demoBetOdds).sort()).toEqual(everyOddsKey().sort());
  });

  it('pay less than fair on every bet of every lunar year (the house edge)', () => {
    const unfair: string[] = [];
    for (const play of plays) {
      for (const lunarYear of play.code === 'wx' ? cycle : cycle.slice(0, 12)) {
        for (const keys of sampleBets(play, lunarYear)) {
          const { odds, odds2 } = oddsKeysOf(play, keys.join(','), lunarYear);
          const chances = chancesOf(play, keys, lunarYear);
          const pays =
            (chances.win * (demoBetOdds[odds] ?? Infinity)) / 1000 +
            ((chances.win2 ?? 0) * (odds2 ? (demoBetOdds[odds2] ?? Infinity) : 0)) / 1000 +
            chances.tie;
          if (!(pays < 1)) unfair.push(`${play.code} ${keys.join(',')} ${lunarYear}: ${pays}`);
        }
      }
    }
    expect(unfair).toEqual([]);
  }, 30_000);

  it('keep the published examples: 特码 ×48.8 and 三中二 ×100/×20', () => {
    expect(demoBetOdds.tm).toBe(48_800);
    expect([demoBetOdds['lm3z2.3'], demoBetOdds['lm3z2.2']]).toEqual([100_000, 20_000]);
  });
});

describe('the demo limits', () => {
  it('limit every play, the least stake below the most and the most below a turn’s', () => {
    expect(Object.keys(demoPlayLimits).sort()).toEqual(plays.map((play) => play.code).sort());
    for (const limit of Object.values(demoPlayLimits)) {
      expect(limit.minAmount).toBeGreaterThanOrEqual(1);
      expect(limit.minAmount).toBeLessThan(limit.maxAmount);
      expect(limit.maxAmount).toBeLessThanOrEqual(limit.turnMax);
    }
  });
});
