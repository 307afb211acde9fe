import { z } from 'zod';
import { ballColors, historyQuery, zodiacs } from '../draws';
import { elements } from '../five-elements';
import { query } from '../query';

/**
 * The lottery analytics of a 49-ball game (issue 23; spec part 2 §2.8 names the pages, not a
 * call): one answer per game and period holds what every /game/{id}/analytic page shows. Lists
 * of draws run newest first, as /lottery/history does. docs/analytics.md describes each field.
 */
export const analyticsPaths = { analytics: '/lottery/analytics' } as const;

/** The last 30, 50 or 100 draws, or this year's (calendar year of the system time zone). */
export const analyticsPeriods = ['30', '50', '100', 'year'] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

export const analyticsPeriodNames: Record<AnalyticsPeriod, string> = {
  '30': '近30期',
  '50': '近50期',
  '100': '近100期',
  year: '今年',
};

/**
 * The two sections of /game/{id}/analytic (spec part 2 §2.8) and their pages: the web's tabs and
 * the server's first view of a section page (apps/server/src/http/analytics-shell.ts).
 */
export const analyticsSections = {
  special: {
    title: '特码分析',
    pages: [
      { path: 'history', title: '特码历史' },
      { path: 'big-small', title: '特码大小' },
      { path: 'both-side', title: '特码两面' },
      { path: 'last-number', title: '特码尾数' },
      { path: 'range', title: '特码区间' },
      { path: 'trend', title: '特码走势' },
    ],
  },
  zodiac: {
    title: '生肖分析',
    pages: [
      { path: 'zodiac-reference', title: '生肖对照' },
      { path: 'special-num', title: '特码生肖' },
      { path: 'first-num', title: '正码生肖' },
      { path: 'zodiac-trending', title: '生肖走势' },
      { path: 'zodiac-types-trending', title: '生肖类型走势' },
    ],
  },
} as const satisfies Record<string, { title: string; pages: { path: string; title: string }[] }>;
export type AnalyticsSection = keyof typeof analyticsSections;

/** A year of a daily game; a fast game's year (100,000 draws) is cut to its latest this many. */
export const analyticsLimits = { yearMaxDraws: 366 } as const;

/** How many of the latest draws a period takes at most. */
export const drawsOfPeriod = (period: AnalyticsPeriod): number =>
  period === 'year' ? analyticsLimits.yearMaxDraws : Number(period);

export const analyticsQuery = query({
  gameId: historyQuery.shape.gameId,
  period: z.enum(analyticsPeriods).default('30'),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

const count = z.number().int().nonnegative();
const ball = z.number().int().min(1).max(49);
const zodiac = z.enum(zodiacs);

/** 遗漏 and 连出 of one value (analytics/runs.ts). */
export const runStats = z.object({
  key: z.string(),
  count,
  currentStreak: count,
  longestStreak: count,
  currentMiss: count,
  longestMiss: count,
});

/** 历史: a draw with its colours, zodiacs (of its own lunar year), the special's sides, the sum. */
export const analyticsRow = z.object({
  turnNum: z.string(),
  openTime: z.number().int(),
  lunarYear: z.number().int(),
  /** In draw order; the seventh is the special (特码). */
  numbers: z.array(ball),
  colors: z.array(z.enum(ballColors)),
  zodiacs: z.array(zodiac),
  special: z.object({
    bigSmall: z.enum(['big', 'small', 'tie']),
    oddEven: z.enum(['odd', 'even', 'tie']),
  }),
  /** 总和 of the seven numbers: 总大 from 175, 总小 below. */
  sum: z.object({
    value: z.number().int(),
    bigSmall: z.enum(['big', 'small']),
    oddEven: z.enum(['odd', 'even']),
  }),
});
export type AnalyticsRow = z.infer<typeof analyticsRow>;

/** 两面: one pair (or set) of the special's sides; `ties` counts the draws of special 49 (和). */
export const sideGroup = z.object({
  name: z.string(),
  ties: count,
  sides: z.array(runStats),
});
export type SideGroup = z.infer<typeof sideGroup>;

/** 生肖对照: the animals in ball order (ball 1 is the year's animal), each ball's colour and element. */
export const zodiacReference = z.object({
  lunarYear: z.number().int(),
  zodiac,
  animals: z.array(
    z.object({
      zodiac,
      balls: z.array(z.object({ ball, color: z.enum(ballColors), element: z.enum(elements) })),
    }),
  ),
});
export type ZodiacReference = z.infer<typeof zodiacReference>;

/** 生肖类型走势: a grouping (家禽野兽, 阴阳 …), the special's label per draw, the runs per label. */
export const zodiacTypeGroup = z.object({
  name: z.string(),
  sequence: z.array(z.string()),
  stats: z.array(runStats),
});
export type ZodiacTypeGroup = z.infer<typeof zodiacTypeGroup>;

/** Everything the analytics pages show, computed from the draws (analyticsOf). */
export const analyticsBody = z.object({
  /** The lunar year now: the year of the zodiac reference. */
  lunarYear: z.number().int(),
  draws: z.array(analyticsRow),
  special: z.object({
    twoSided: z.array(sideGroup),
    tails: z.array(runStats),
    ranges: z.array(runStats),
    trend: z.object({
      /** The special of each draw: a row per draw, a column per number. */
      specials: z.array(ball),
      /** 01 … 49. */
      numbers: z.array(runStats),
    }),
  }),
  zodiac: z.object({
    reference: zodiacReference,
    /** 特码生肖, in cycle order (鼠 first). */
    special: z.array(runStats),
    /** 正码一: the first ball drawn. */
    first: z.array(runStats),
    /** 生肖走势: the special's animal per draw. */
    trend: z.array(zodiac),
    types: z.array(zodiacTypeGroup),
  }),
});
export type AnalyticsBody = z.infer<typeof analyticsBody>;

export const analyticsAnswer = z.object({
  gameId: z.number().int(),
  period: z.enum(analyticsPeriods),
  ...analyticsBody.shape,
});
export type AnalyticsAnswer = z.infer<typeof analyticsAnswer>;
