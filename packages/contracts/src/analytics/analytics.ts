import type { AnalyticsBody } from './analytics-api';
import {
  analyticsRowOf,
  rangeStats,
  tailStats,
  trendOf,
  twoSidedStats,
  type AnalyticsDraw,
} from './special';
import {
  firstZodiacOf,
  specialZodiacOf,
  zodiacReferenceOf,
  zodiacStats,
  zodiacTypeStats,
} from './zodiac';

/**
 * Everything the analytics pages show, from draws newest first; `lunarYear` (the year now) picks
 * the zodiac reference, each draw's own lunar year its animals.
 */
export const analyticsOf = (draws: readonly AnalyticsDraw[], lunarYear: number): AnalyticsBody => ({
  lunarYear,
  draws: draws.map(analyticsRowOf),
  special: {
    twoSided: twoSidedStats(draws),
    tails: tailStats(draws),
    ranges: rangeStats(draws),
    trend: trendOf(draws),
  },
  zodiac: {
    reference: zodiacReferenceOf(lunarYear),
    special: zodiacStats(draws, specialZodiacOf),
    first: zodiacStats(draws, firstZodiacOf),
    trend: draws.map(specialZodiacOf),
    types: zodiacTypeStats(draws),
  },
});
