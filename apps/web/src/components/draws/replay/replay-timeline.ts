/**
 * The replay of a draw: when each ball shows, in milliseconds from the replay's start, taken from
 * the recorded reveal times and compressed so that a whole replay lasts at most `maxMs`.
 */
export const replayPace = {
  /** The last ball shows at most this long after the replay starts. */
  maxMs: 12_000,
  /** Nothing shows before this: the drum turns first. */
  leadMs: 1_000,
  /** The pace when the reveal times say nothing (missing, or all at one instant). */
  evenGapMs: 1_500,
} as const;

interface ReplayInput {
  /** How many balls the draw has shown. */
  count: number;
  /** Epoch ms of each ball's reveal, in draw order. */
  revealTimes: readonly number[];
  /** Epoch ms the draw started; null uses the first reveal. */
  openTime: number | null;
}

const evenSchedule = (count: number): number[] => {
  const gap =
    count > 1
      ? Math.min(replayPace.evenGapMs, (replayPace.maxMs - replayPace.leadMs) / (count - 1))
      : 0;
  return Array.from({ length: count }, (_, index) => replayPace.leadMs + index * gap);
};

/**
 * The replay time (ms) at which each ball shows, ascending. The draw's own timeline (from the
 * opening to each reveal) keeps its order and proportions, shifted by `leadMs` and scaled down,
 * never up, so the last ball shows by `maxMs`. Without usable reveal times the balls come evenly.
 */
export function replaySchedule({ count, revealTimes, openTime }: ReplayInput): number[] {
  if (count <= 0) return [];
  const times = revealTimes.slice(0, count);
  const first = times[0];
  if (times.length < count || first === undefined) return evenSchedule(count);

  const start = Math.min(openTime ?? first, first);
  // Offsets from the opening, never going back in time (a clock step must not reorder balls).
  const offsets: number[] = [];
  for (const at of times) offsets.push(Math.max(at - start, offsets.at(-1) ?? 0));
  const span = offsets.at(-1) ?? 0;
  if (span <= 0) return evenSchedule(count);

  const scale = Math.min(1, (replayPace.maxMs - replayPace.leadMs) / span);
  return offsets.map((offset) => replayPace.leadMs + offset * scale);
}

/** How many balls show `elapsedMs` into the replay. */
export const shownCount = (schedule: readonly number[], elapsedMs: number): number =>
  schedule.filter((at) => at <= elapsedMs).length;

/** When the replay's last ball shows (0 with no balls). */
export const replayEnd = (schedule: readonly number[]): number => schedule.at(-1) ?? 0;
