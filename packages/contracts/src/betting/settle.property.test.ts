import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { colorOfBall, zodiacOfBall } from '../draws';
import { cycleIndexOfLunarYear, elementOfBall } from '../five-elements';
import { expandSelection, optionsOf, plays, playsTiedBySpecial49, type Play } from './plays';
import { settle, type SettleBet } from './settle';

type Outcome = 'lost' | 'won' | 'won2' | 'tie';

/** The rules again, the plain way: straight from the balls, the zodiac table and the colours. */
const oracle = (code: string, keys: string[], numbers: number[], lunarYear: number): Outcome => {
  const normal = numbers.slice(0, 6);
  const special = numbers[6] as number;
  const zodiac = (ball: number) => zodiacOfBall(ball, lunarYear);
  const win = (yes: boolean): Outcome => (yes ? 'won' : 'lost');
  const key = keys[0] as string;
  const big = special >= 25;
  const odd = special % 2 === 1;
  const inNormal = keys.filter((k) => normal.includes(Number(k))).length;

  if (code === 'tm') return win(special === Number(key));
  if (code === 'tmlm') {
    if (special === 49) return 'tie';
    const sum = Math.floor(special / 10) + (special % 10);
    const sides: Record<string, boolean> = {
      big,
      small: !big,
      odd,
      even: !odd,
      sumOdd: sum % 2 === 1,
      sumEven: sum % 2 === 0,
      bigOdd: big && odd,
      bigEven: big && !odd,
      smallOdd: !big && odd,
      smallEven: !big && !odd,
      tailBig: special % 10 >= 5,
      tailSmall: special % 10 < 5,
    };
    return win(sides[key] === true);
  }
  if (code === 'sb') return win(colorOfBall(special) === key);
  if (code === 'bb') {
    if (special === 49) return 'tie';
    const side = { Big: big, Small: !big, Odd: odd, Even: !odd };
    const [, color, half] = /^(red|green|blue)(Big|Small|Odd|Even)$/.exec(key) ?? [];
    return win(colorOfBall(special) === color && side[half as keyof typeof side]);
  }
  if (code === 'tx') return win(zodiac(special) === key);
  if (code === 'ptyx') return win(numbers.some((ball) => zodiac(ball) === key));
  if (code === 'ptws') return win(numbers.some((ball) => ball % 10 === Number(key)));
  if (code === 'zm') return win(normal.includes(Number(key)));
  if (code.startsWith('zmt')) return win(normal[Number(code.slice(3)) - 1] === Number(key));
  if (['lm3qz', 'lm2qz', 'lm4qz'].includes(code)) return win(inNormal === keys.length);
  if (code === 'lm3z2') return inNormal === 3 ? 'won' : inNormal === 2 ? 'won2' : 'lost';
  const specialPair = inNormal === 1 && keys.includes(String(special).padStart(2, '0'));
  if (code === 'lm2zt') return inNormal === 2 ? 'won' : specialPair ? 'won2' : 'lost';
  if (code === 'lmtc') return win(specialPair);
  if (code === 'hx') return special === 49 ? 'tie' : win(keys.includes(zodiac(special)));
  if (code.startsWith('lx')) return win(keys.every((k) => numbers.some((b) => zodiac(b) === k)));
  if (code.startsWith('lw')) {
    return win(keys.every((k) => numbers.some((b) => b % 10 === Number(k))));
  }
  if (code.startsWith('bz')) return win(keys.every((k) => !numbers.includes(Number(k))));
  if (code === 'wx') return win(elementOfBall(special, cycleIndexOfLunarYear(lunarYear)) === key);
  if (code === 'jqys') {
    if (special === 49) return 'tie';
    const domestic = ['牛', '马', '羊', '鸡', '狗', '猪'].includes(zodiac(special));
    return win(domestic === (key === 'domestic'));
  }
  if (code === 'ts') return win(Math.floor(special / 10) === Number(key));
  if (code === 'ws') return win(special % 10 === Number(key));
  throw new Error(`the oracle has no rule for ${code}`);
};

const draws = fc.shuffledSubarray(
  Array.from({ length: 49 }, (_, i) => i + 1),
  { minLength: 7, maxLength: 7 },
);

/** How many options one bet of the play holds. */
const sizeOf = (play: Play): fc.Arbitrary<number> =>
  play.kind === 'single'
    ? fc.constant(1)
    : play.kind === 'combination'
      ? fc.constant(play.pick ?? 1)
      : fc.integer({ min: play.minPick ?? 1, max: play.maxPick ?? 1 });

/**
 * A random bet on a random draw. Number bets lean towards the drawn balls half the time, or the
 * rare wins (四全中, 三中二's three) would hardly ever be tried.
 */
const cases = fc
  .record({ numbers: draws, lunarYear: fc.integer({ min: 1950, max: 2090 }) })
  .chain(({ numbers, lunarYear }) =>
    fc.constantFrom(...plays).chain((play) => {
      const all = optionsOf(play, lunarYear).map((option) => option.key);
      return fc
        .record({
          size: sizeOf(play),
          order: fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }),
          lean: fc.boolean(),
          yuan: fc.integer({ min: 1, max: 1_000_000 }),
          odds: fc.integer({ min: 1_001, max: 100_000_000 }),
          odds2: fc.integer({ min: 1_001, max: 100_000_000 }),
        })
        .map(({ size, order, lean, yuan, odds, odds2 }) => {
          const drawn = (key: string) => numbers.includes(Number(key));
          const ranked = lean
            ? [...order].sort((a, b) => Number(drawn(b)) - Number(drawn(a)))
            : order;
          const keys = ranked.slice(0, size);
          const contents = expandSelection(play, keys);
          if (!Array.isArray(contents) || contents.length !== 1) throw new Error('not one bet');
          const bet: SettleBet = {
            playCode: play.code,
            content: contents[0] as string,
            amount: yuan * 1000,
            odds,
            odds2: play.dualOdds ? odds2 : null,
          };
          return { bet, keys, numbers, lunarYear };
        });
    }),
  );

describe('settle against the plain rules', () => {
  it('agrees with the oracle on random bets and draws, and pays only what the rules allow', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(cases, ({ bet, keys, numbers, lunarYear }) => {
        const outcome = settle(bet, { numbers, lunarYear });
        const expected = oracle(bet.playCode, keys, numbers, lunarYear);
        const yuan = bet.amount / 1000;
        const reward = {
          lost: 0,
          won: yuan * bet.odds,
          won2: yuan * (bet.odds2 ?? Number.NaN),
          tie: bet.amount,
        }[expected];
        const result = { lost: 0, won: 1, won2: 1, tie: 2 }[expected];
        expect(outcome).toEqual({ result, reward });
        expect(Number.isSafeInteger(outcome.reward)).toBe(true);
        seen.add(`${bet.playCode} ${expected}`);
      }),
      { seed: 20_260_217, numRuns: 8_000 },
    );
    // The run tried every play's wins and losses, both hits of the dual plays, and the ties.
    const tried = [
      ...plays.flatMap((play) => [`${play.code} won`, `${play.code} lost`]),
      'lm3z2 won2',
      'lm2zt won2',
      ...playsTiedBySpecial49.map((code) => `${code} tie`),
    ];
    expect(tried.filter((outcome) => !seen.has(outcome))).toEqual([]);
  }, 60_000);
});
