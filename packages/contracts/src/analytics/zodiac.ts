import {
  colorOfBall,
  zodiacNumbers,
  zodiacOfBall,
  zodiacOfYear,
  zodiacs,
  type Zodiac,
} from '../draws';
import { cycleIndexOfLunarYear, elementOfBall } from '../five-elements';
import { domesticAnimals } from '../betting/plays';
import { labelOfZodiac, qinQiShuHua, zodiacGenders, type ZodiacGrouping } from '../template-rules';
import type { ZodiacReference, ZodiacTypeGroup } from './analytics-api';
import { runStatsByKey, type RunStats } from './runs';
import { firstBallOf, specialOf, type AnalyticsDraw } from './special';

/**
 * The 生肖 pages: the reference of a lunar year, the animals of the special and of the first
 * ball, and the groupings of animals (生肖类型). Every draw's animals are those of its own lunar
 * year, so a draw just before the new year keeps the old year's animals.
 */

/** 生肖对照: ball 1 is the year's animal, and so on backwards through the cycle. */
export const zodiacReferenceOf = (lunarYear: number): ZodiacReference => {
  const yearIndex = cycleIndexOfLunarYear(lunarYear);
  const sets = zodiacNumbers(lunarYear);
  const order = Array.from({ length: zodiacs.length }, (_, i) => zodiacOfBall(i + 1, lunarYear));
  return {
    lunarYear,
    zodiac: zodiacOfYear(lunarYear),
    animals: order.map((animal) => ({
      zodiac: animal,
      balls: sets[animal].map((ball) => ({
        ball,
        color: colorOfBall(ball),
        element: elementOfBall(ball, yearIndex),
      })),
    })),
  };
};

export const specialZodiacOf = (draw: AnalyticsDraw): Zodiac =>
  zodiacOfBall(specialOf(draw), draw.lunarYear);

/** 正码一: the animal of the first ball drawn. */
export const firstZodiacOf = (draw: AnalyticsDraw): Zodiac =>
  zodiacOfBall(firstBallOf(draw), draw.lunarYear);

/** 特码生肖, 正码一: the runs of each animal, 鼠 first. */
export const zodiacStats = (
  draws: readonly AnalyticsDraw[],
  zodiacOf: (draw: AnalyticsDraw) => Zodiac,
): RunStats[] => runStatsByKey(zodiacs, draws, zodiacOf);

/**
 * The groupings the mark-six sites chart (生肖类型走势). 家禽野兽 is the play's (jqys), 男女 and
 * 琴棋书画 the template cards' (MB10, MB09); 春夏秋冬 of MB11 has the same four sets as 琴棋书画
 * in the spec, so it is not charted twice.
 */
export const zodiacTypeGroupings: readonly { name: string; grouping: ZodiacGrouping }[] = [
  {
    name: '家禽野兽',
    grouping: {
      家禽: domesticAnimals,
      野兽: zodiacs.filter((animal) => !domesticAnimals.includes(animal)),
    },
  },
  {
    name: '阴阳',
    grouping: {
      阴肖: ['鼠', '龙', '蛇', '马', '狗', '猪'],
      阳肖: ['牛', '虎', '兔', '羊', '猴', '鸡'],
    },
  },
  {
    name: '天地',
    grouping: {
      天肖: ['牛', '兔', '龙', '马', '猴', '猪'],
      地肖: ['鼠', '虎', '蛇', '羊', '鸡', '狗'],
    },
  },
  {
    name: '前后',
    grouping: {
      前肖: ['鼠', '牛', '虎', '兔', '龙', '蛇'],
      后肖: ['马', '羊', '猴', '鸡', '狗', '猪'],
    },
  },
  {
    name: '左右',
    grouping: {
      左肖: ['鼠', '牛', '龙', '蛇', '猴', '鸡'],
      右肖: ['虎', '兔', '马', '羊', '狗', '猪'],
    },
  },
  {
    name: '吉凶',
    grouping: {
      吉美: ['兔', '龙', '蛇', '马', '羊', '鸡'],
      凶丑: ['鼠', '牛', '虎', '猴', '狗', '猪'],
    },
  },
  {
    name: '单双笔',
    grouping: {
      单笔: ['鼠', '龙', '蛇', '马', '鸡', '猪'],
      双笔: ['牛', '虎', '兔', '羊', '猴', '狗'],
    },
  },
  { name: '男女', grouping: zodiacGenders },
  { name: '琴棋书画', grouping: qinQiShuHua },
];

/** 生肖类型走势: each grouping's label of the special's animal per draw, and the runs per label. */
export const zodiacTypeStats = (draws: readonly AnalyticsDraw[]): ZodiacTypeGroup[] => {
  const animals = draws.map(specialZodiacOf);
  return zodiacTypeGroupings.map(({ name, grouping }) => {
    const sequence = animals.map((animal) => labelOfZodiac(grouping, animal) ?? '');
    return {
      name,
      sequence,
      stats: runStatsByKey(Object.keys(grouping), sequence, (label) => label),
    };
  });
};
