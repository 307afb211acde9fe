/**
 * 遗漏 and 连出 of one value over a history: how often it came, its current and longest run of
 * draws in a row (streak), and its current and longest run of draws without it (miss).
 */
export interface RunStats {
  /** What the page shows for the value: 大, 0尾, 1-10, 鼠, 07 … */
  key: string;
  count: number;
  /** Draws in a row up to the newest that had the value (0 when the newest did not). */
  currentStreak: number;
  longestStreak: number;
  /** Draws since the value last came (0 when the newest had it; every draw when it never came). */
  currentMiss: number;
  /** The longest run without it, the runs before its first and after its last draw included. */
  longestMiss: number;
}

/** The runs of a value whose presence in each draw is `hits`, newest draw first. */
export const runStatsOf = (key: string, hits: readonly boolean[]): RunStats => {
  let count = 0;
  let streak = 0;
  let miss = 0;
  let longestStreak = 0;
  let longestMiss = 0;
  for (let i = hits.length - 1; i >= 0; i -= 1) {
    if (hits[i]) {
      count += 1;
      streak += 1;
      miss = 0;
      longestStreak = Math.max(longestStreak, streak);
    } else {
      miss += 1;
      streak = 0;
      longestMiss = Math.max(longestMiss, miss);
    }
  }
  return { key, count, currentStreak: streak, longestStreak, currentMiss: miss, longestMiss };
};

/** The runs of each value of a draw attribute (the special's tail, its zodiac …), in `keys` order. */
export const runStatsByKey = <D>(
  keys: readonly string[],
  draws: readonly D[],
  keyOf: (draw: D) => string,
): RunStats[] => {
  const drawn = draws.map(keyOf);
  return keys.map((key) =>
    runStatsOf(
      key,
      drawn.map((value) => value === key),
    ),
  );
};
