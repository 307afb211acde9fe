import {
  bigSmallOf,
  colorOfBall,
  drawBalls,
  formatOpenNum,
  oddEvenOf,
  zodiacOfBall,
} from '../draws';
import {
  animalOptions,
  colorOptions,
  tailOptions,
  twoSidedOptions,
  type OptionSet,
} from '../betting/play-options';
import { playsTiedBySpecial49, specialTieBall } from '../betting/plays';
import type { AnalyticsRow, SideGroup } from './analytics-api';
import { runStatsByKey, runStatsOf, type RunStats } from './runs';

/**
 * The 特码 pages (历史, 大小, 两面, 尾数, 区间, 走势) from a history of draws, newest first. Each
 * side is the option of the play that bets on it (betting/play-options.ts), with settlement's
 * rule that a special of 49 ties the two-sided plays: a page counts what a bet would have done.
 */
export interface AnalyticsDraw {
  turnNum: string;
  openTime: number;
  /** Seven distinct balls 1–49 in draw order; the seventh is the special. */
  numbers: readonly number[];
  /** The lunar year of the draw's time (lunarYearAt): its zodiacs and elements. */
  lunarYear: number;
}

const ballsOf = (draw: AnalyticsDraw): readonly number[] => {
  if (draw.numbers.length !== drawBalls.count) {
    throw new RangeError(`not a draw: ${draw.turnNum} ${draw.numbers.join(',')}`);
  }
  return draw.numbers;
};

export const specialOf = (draw: AnalyticsDraw): number =>
  ballsOf(draw)[drawBalls.normalCount] as number;

/** 正码一: the first ball drawn. */
export const firstBallOf = (draw: AnalyticsDraw): number => ballsOf(draw)[0] as number;

/** 总和大小: the seven balls sum to 28–322; 175 and above is 总大. */
export const totalSumSplit = 175;

export const analyticsRowOf = (draw: AnalyticsDraw): AnalyticsRow => {
  const special = specialOf(draw);
  const sum = draw.numbers.reduce((total, ball) => total + ball, 0);
  return {
    turnNum: draw.turnNum,
    openTime: draw.openTime,
    lunarYear: draw.lunarYear,
    numbers: [...draw.numbers],
    colors: draw.numbers.map(colorOfBall),
    zodiacs: draw.numbers.map((ball) => zodiacOfBall(ball, draw.lunarYear)),
    special: { bigSmall: bigSmallOf(special), oddEven: oddEvenOf(special) },
    sum: {
      value: sum,
      bigSmall: sum >= totalSumSplit ? 'big' : 'small',
      oddEven: sum % 2 === 1 ? 'odd' : 'even',
    },
  };
};

interface TwoSidedGroup {
  name: string;
  /** The play whose options these are (its tie rule applies). */
  play: string;
  options: OptionSet;
  keys: readonly string[];
}

/** 两面 of the special: 大小 单双 合单合双 尾大尾小 大单… (特码两面), 家禽野兽, 波色. */
export const twoSidedGroups: readonly TwoSidedGroup[] = [
  { name: '大小', play: 'tmlm', options: twoSidedOptions, keys: ['big', 'small'] },
  { name: '单双', play: 'tmlm', options: twoSidedOptions, keys: ['odd', 'even'] },
  { name: '合单合双', play: 'tmlm', options: twoSidedOptions, keys: ['sumOdd', 'sumEven'] },
  { name: '尾大尾小', play: 'tmlm', options: twoSidedOptions, keys: ['tailBig', 'tailSmall'] },
  {
    name: '大小单双',
    play: 'tmlm',
    options: twoSidedOptions,
    keys: ['bigOdd', 'bigEven', 'smallOdd', 'smallEven'],
  },
  { name: '家禽野兽', play: 'jqys', options: animalOptions, keys: ['domestic', 'wild'] },
  { name: '波色', play: 'sb', options: colorOptions, keys: ['red', 'green', 'blue'] },
];

const tiesOn = (group: TwoSidedGroup, special: number): boolean =>
  special === specialTieBall && playsTiedBySpecial49.includes(group.play);

/** Counts, streaks and misses of each side; a tie is neither side (it breaks both streaks). */
export const twoSidedStats = (draws: readonly AnalyticsDraw[]): SideGroup[] =>
  twoSidedGroups.map((group) => {
    const tied = draws.map((draw) => tiesOn(group, specialOf(draw)));
    return {
      name: group.name,
      ties: tied.filter(Boolean).length,
      sides: group.keys.map((key) =>
        runStatsOf(
          group.options.labelOf(key),
          draws.map(
            (draw, i) =>
              !tied[i] && group.options.numbersOf(key, draw.lunarYear).includes(specialOf(draw)),
          ),
        ),
      ),
    };
  });

const tailLabels = tailOptions.keys.map((key) => tailOptions.labelOf(key));
/** The tail option of each ball (tails do not depend on the year). */
const tailKeyOfBall = new Map(
  tailOptions.keys.flatMap((key) =>
    tailOptions.numbersOf(key, 0).map((ball) => [ball, key] as const),
  ),
);

/** The tail (尾数) of a ball: its last digit. */
export const tailOfBall = (ball: number): number => {
  const key = tailKeyOfBall.get(ball);
  if (key === undefined) throw new RangeError(`no ball ${ball}`);
  return Number(key);
};

/** 尾数: the special's last digit, 0尾 … 9尾. */
export const tailStats = (draws: readonly AnalyticsDraw[]): RunStats[] =>
  runStatsByKey(tailLabels, draws, (draw) =>
    tailOptions.labelOf(String(tailOfBall(specialOf(draw)))),
  );

/** 区间: the special's range of ten. */
export const specialRanges = [
  [1, 10],
  [11, 20],
  [21, 30],
  [31, 40],
  [41, 49],
] as const;
const rangeLabels = specialRanges.map(([from, to]) => `${from}-${to}`);

export const rangeOfBall = (ball: number): string =>
  rangeLabels[specialRanges.findIndex(([from, to]) => ball >= from && ball <= to)] ?? '';

export const rangeStats = (draws: readonly AnalyticsDraw[]): RunStats[] =>
  runStatsByKey(rangeLabels, draws, (draw) => rangeOfBall(specialOf(draw)));

const numberLabels = Array.from({ length: drawBalls.max }, (_, i) => formatOpenNum([i + 1]));

/** 走势: the special of each draw, and the runs of each number 01 … 49. */
export const trendOf = (draws: readonly AnalyticsDraw[]) => ({
  specials: draws.map(specialOf),
  numbers: runStatsByKey(numberLabels, draws, (draw) => formatOpenNum([specialOf(draw)])),
});
