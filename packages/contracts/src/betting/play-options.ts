import {
  ballColorNames,
  ballColors,
  colorSets,
  drawBalls,
  zodiacNumbers,
  zodiacs,
  type BallColor,
  type Zodiac,
} from '../draws';
import { cycleIndexOfLunarYear, elementOfBall, elements } from '../five-elements';

/*
 * The option sets of the plays: the keys a member picks and the balls each stands for.
 */

/**
 * A special of 49 is neither big nor small, odd nor even (和): bets of these plays on such a draw
 * are a tie and the stake comes back. 合肖 and 家禽野兽 follow the same rule, as most sites do.
 */
export const specialTieBall = drawBalls.max;
export const playsTiedBySpecial49: readonly string[] = ['tmlm', 'bb', 'hx', 'jqys'];

export interface OptionSet {
  /** In display order, which is also the order of keys in a canonical content. */
  keys: readonly string[];
  labelOf: (key: string) => string;
  numbersOf: (key: string, lunarYear: number) => number[];
}

const allBalls = Array.from({ length: drawBalls.max }, (_, i) => i + 1);
/** Balls that can decide a two-sided bet: every ball but the tying 49. */
const sidedBalls = allBalls.filter((ball) => ball !== specialTieBall);

const ballKey = (ball: number): string => String(ball).padStart(2, '0');

export const numberOptions: OptionSet = {
  keys: allBalls.map(ballKey),
  labelOf: (key) => key,
  numbersOf: (key) => [Number(key)],
};

export const zodiacOptions: OptionSet = {
  keys: zodiacs,
  labelOf: (key) => key,
  numbersOf: (key, lunarYear) => zodiacNumbers(lunarYear)[key as Zodiac],
};

const tailOf = (ball: number): number => ball % 10;
const headOf = (ball: number): number => Math.floor(ball / 10);

const digitOptions = (
  count: number,
  suffix: string,
  digitOf: (ball: number) => number,
): OptionSet => ({
  keys: Array.from({ length: count }, (_, i) => String(i)),
  labelOf: (key) => `${key}${suffix}`,
  numbersOf: (key) => allBalls.filter((ball) => digitOf(ball) === Number(key)),
});

export const tailOptions = digitOptions(10, '尾', tailOf);
export const headOptions = digitOptions(5, '头', headOf);

/** Options named by a fixed label, each standing for the balls its test accepts. */
const namedOptions = (
  entries: readonly (readonly [key: string, label: string, has: (ball: number) => boolean])[],
  balls: readonly number[],
): OptionSet => {
  const byKey = new Map(entries.map(([key, label, has]) => [key, { label, has }]));
  return {
    keys: entries.map(([key]) => key),
    labelOf: (key) => byKey.get(key)?.label ?? key,
    numbersOf: (key) => {
      const has = byKey.get(key)?.has;
      return has ? balls.filter(has) : [];
    },
  };
};

const isBig = (ball: number): boolean => ball >= 25;
const isOdd = (ball: number): boolean => ball % 2 === 1;
const digitSum = (ball: number): number => headOf(ball) + tailOf(ball);

export const twoSidedOptions = namedOptions(
  [
    ['big', '大', isBig],
    ['small', '小', (b) => !isBig(b)],
    ['odd', '单', isOdd],
    ['even', '双', (b) => !isOdd(b)],
    ['sumOdd', '合单', (b) => digitSum(b) % 2 === 1],
    ['sumEven', '合双', (b) => digitSum(b) % 2 === 0],
    ['bigOdd', '大单', (b) => isBig(b) && isOdd(b)],
    ['bigEven', '大双', (b) => isBig(b) && !isOdd(b)],
    ['smallOdd', '小单', (b) => !isBig(b) && isOdd(b)],
    ['smallEven', '小双', (b) => !isBig(b) && !isOdd(b)],
    ['tailBig', '尾大', (b) => tailOf(b) >= 5],
    ['tailSmall', '尾小', (b) => tailOf(b) <= 4],
  ],
  sidedBalls,
);
/** 大单 大双 小单 小双: a quarter of the balls, priced apart from the halves. */
export const twoSidedCombos: readonly string[] = ['bigOdd', 'bigEven', 'smallOdd', 'smallEven'];

export const colorOptions = namedOptions(
  ballColors.map(
    (color) => [color, ballColorNames[color], (b) => colorSets[color].includes(b)] as const,
  ),
  allBalls,
);

const halfSides = [
  ['Big', '大', isBig],
  ['Small', '小', (b: number) => !isBig(b)],
  ['Odd', '单', isOdd],
  ['Even', '双', (b: number) => !isOdd(b)],
] as const;
const colorShort: Record<BallColor, string> = { red: '红', green: '绿', blue: '蓝' };

export const halfColorOptions = namedOptions(
  ballColors.flatMap((color) =>
    halfSides.map(
      ([side, label, has]) =>
        [
          `${color}${side}`,
          `${colorShort[color]}${label}`,
          (b: number) => colorSets[color].includes(b) && has(b),
        ] as const,
    ),
  ),
  sidedBalls,
);

export const elementOptions: OptionSet = {
  keys: elements,
  labelOf: (key) => key,
  numbersOf: (key, lunarYear) =>
    allBalls.filter((ball) => elementOfBall(ball, cycleIndexOfLunarYear(lunarYear)) === key),
};

/** 家禽: the six farm animals; 野兽: the other six. */
export const domesticAnimals: readonly Zodiac[] = ['牛', '马', '羊', '鸡', '狗', '猪'];
const isDomestic = (animal: Zodiac): boolean => domesticAnimals.includes(animal);

export const animalOptions: OptionSet = {
  keys: ['domestic', 'wild'],
  labelOf: (key) => (key === 'domestic' ? '家禽' : '野兽'),
  numbersOf: (key, lunarYear) =>
    zodiacs
      .filter((animal) => isDomestic(animal) === (key === 'domestic'))
      .flatMap((animal) => zodiacNumbers(lunarYear)[animal])
      .sort((a, b) => a - b),
};
