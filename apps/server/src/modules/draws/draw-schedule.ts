import { drawBalls, type DrawSource } from '@lottery/contracts';

/**
 * When a game draws, as pure functions of its schedule, the system time zone and an instant
 * (epoch milliseconds). Daily games draw at a local wall-clock time (on some weekdays only, when
 * set) and number their turns by year: `2026327` is the 327th draw of 2026. Fast games draw every
 * N minutes counted from local midnight and number their turns by day: `20261122-0143` is the
 * 143rd draw of 22 November 2026, the first drawing at 00:00. A wall-clock time that a
 * daylight-saving change skips moves forward by the gap; a repeated one takes its first occurrence.
 */
export interface DrawSchedule {
  kind: 'daily' | 'interval';
  /** `HH:MM`, daily games. */
  localTime?: string | null;
  /** 0 = Sunday … 6 = Saturday; null or absent: every day. */
  weekdays?: readonly number[] | null;
  intervalMinutes?: number | null;
  closeLeadSeconds: number;
  revealStepMs: number;
  drawDurationMs: number;
  source: DrawSource;
}

export interface ScheduledDraw {
  turnNum: string;
  planTime: number;
  closeTime: number;
}

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const dayMs = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterOf = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** `en-US` output, e.g. `3/1/2026, 13:00:10` (format is several times faster than formatToParts). */
const wallPattern = /^(\d+)\/(\d+)\/(\d+),? (\d+):(\d+):(\d+)$/;

/**
 * Offsets change only at whole quarter hours of UTC (every zone's offset is a multiple of 15
 * minutes), so an offset found once holds for its whole quarter hour.
 */
const quarterHourMs = 900_000;
const offsetCache = new Map<string, Map<number, number>>();

const offsetAt = (instant: number, timeZone: string): number => {
  let cache = offsetCache.get(timeZone);
  if (!cache) {
    cache = new Map();
    offsetCache.set(timeZone, cache);
  }
  const bucket = Math.floor(instant / quarterHourMs);
  let offset = cache.get(bucket);
  if (offset === undefined) {
    const start = bucket * quarterHourMs;
    const match = wallPattern.exec(formatterOf(timeZone).format(start));
    if (!match) throw new Error(`unexpected date format for ${timeZone}`);
    const [month, day, year, hour, minute, second] = match.slice(1).map(Number) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    offset = Date.UTC(year, month - 1, day, hour, minute, second) - start;
    if (cache.size > 100_000) cache.clear();
    cache.set(bucket, offset);
  }
  return offset;
};

/** The wall clock of a time zone at an instant, as if it were UTC. */
const wallClockMs = (instant: number, timeZone: string): number =>
  instant + offsetAt(instant, timeZone);

/** The instant a wall-clock time of a time zone happens. */
export const zonedInstant = (
  timeZone: string,
  { year, month, day }: LocalDate,
  hour = 0,
  minute = 0,
): number => {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offsets a day before and after bracket any change of the zone's offset at this time.
  const candidates = [offsetAt(wall - dayMs, timeZone), offsetAt(wall + dayMs, timeZone)].map(
    (offset) => wall - offset,
  );
  const exact = candidates.filter((instant) => wallClockMs(instant, timeZone) === wall);
  return exact.length > 0 ? Math.min(...exact) : Math.max(...candidates);
};

export const localDateOf = (instant: number, timeZone: string): LocalDate => {
  const wall = new Date(wallClockMs(instant, timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
};

const addDays = ({ year, month, day }: LocalDate, days: number): LocalDate => {
  const date = new Date(Date.UTC(year, month - 1, day) + days * dayMs);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

const weekdayOf = ({ year, month, day }: LocalDate) =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay();

const dayOfYear = ({ year, month, day }: LocalDate) =>
  (Date.UTC(year, month - 1, day) - Date.UTC(year, 0, 1)) / dayMs + 1;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

const drawsOnDay = (schedule: DrawSchedule, date: LocalDate) =>
  !schedule.weekdays || schedule.weekdays.includes(weekdayOf(date));

/** Scheduled draw days of the year up to and including `date`. */
const drawDaysSoFar = (schedule: DrawSchedule, date: LocalDate): number => {
  if (!schedule.weekdays) return dayOfYear(date);
  let count = 0;
  for (let d = { year: date.year, month: 1, day: 1 }; ; d = addDays(d, 1)) {
    if (drawsOnDay(schedule, d)) count += 1;
    if (d.month === date.month && d.day === date.day) return count;
  }
};

const dailyTime = (schedule: DrawSchedule): [number, number] => {
  const match = /^(\d{2}):(\d{2})$/.exec(schedule.localTime ?? '');
  if (!match) throw new Error(`daily schedule without a valid local time: ${schedule.localTime}`);
  return [Number(match[1]), Number(match[2])];
};

const intervalMs = (schedule: DrawSchedule): number => {
  const minutes = schedule.intervalMinutes ?? 0;
  if (!(minutes >= 1)) throw new Error(`interval schedule without minutes: ${minutes}`);
  return minutes * 60_000;
};

const withClose = (schedule: DrawSchedule, turnNum: string, planTime: number): ScheduledDraw => ({
  turnNum,
  planTime,
  closeTime: planTime - schedule.closeLeadSeconds * 1000,
});

const dailyTurnNum = (date: LocalDate, sequence: number) => `${date.year}${pad(sequence, 3)}`;
const intervalTurnNum = (date: LocalDate, sequence: number) =>
  `${date.year}${pad(date.month, 2)}${pad(date.day, 2)}-${pad(sequence, 4)}`;

/** The first draw planned strictly after `after`. */
export const nextDraw = (
  schedule: DrawSchedule,
  timeZone: string,
  after: number,
): ScheduledDraw => {
  const today = localDateOf(after, timeZone);
  if (schedule.kind === 'interval') {
    const step = intervalMs(schedule);
    const midnight = zonedInstant(timeZone, today);
    const nextMidnight = zonedInstant(timeZone, addDays(today, 1));
    const index = Math.floor((after - midnight) / step) + 1;
    const planTime = midnight + index * step;
    return planTime < nextMidnight
      ? withClose(schedule, intervalTurnNum(today, index + 1), planTime)
      : withClose(schedule, intervalTurnNum(addDays(today, 1), 1), nextMidnight);
  }
  const [hour, minute] = dailyTime(schedule);
  for (let offset = 0; offset <= 8; offset += 1) {
    const date = addDays(today, offset);
    if (!drawsOnDay(schedule, date)) continue;
    const planTime = zonedInstant(timeZone, date, hour, minute);
    if (planTime > after) {
      return withClose(schedule, dailyTurnNum(date, drawDaysSoFar(schedule, date)), planTime);
    }
  }
  throw new Error('daily schedule without any weekday');
};

/** The first draw still taking bets at `now` (its close time is after now). */
export const nextOpenDraw = (schedule: DrawSchedule, timeZone: string, now: number) =>
  nextDraw(schedule, timeZone, now + schedule.closeLeadSeconds * 1000 - 1);

/** Every draw planned in (from, to], oldest first. */
export const drawsBetween = (
  schedule: DrawSchedule,
  timeZone: string,
  from: number,
  to: number,
): ScheduledDraw[] => {
  const draws: ScheduledDraw[] = [];
  const first = nextDraw(schedule, timeZone, from);
  if (first.planTime > to) return draws;
  let date = localDateOf(first.planTime, timeZone);
  const lastDate = localDateOf(to, timeZone);
  const keep = (draw: ScheduledDraw) => {
    if (draw.planTime > from && draw.planTime <= to) draws.push(draw);
  };
  if (schedule.kind === 'interval') {
    const step = intervalMs(schedule);
    for (; ; date = addDays(date, 1)) {
      const midnight = zonedInstant(timeZone, date);
      const nextMidnight = zonedInstant(timeZone, addDays(date, 1));
      for (let index = 0; midnight + index * step < nextMidnight; index += 1) {
        keep(withClose(schedule, intervalTurnNum(date, index + 1), midnight + index * step));
      }
      if (
        date.year === lastDate.year &&
        date.month === lastDate.month &&
        date.day === lastDate.day
      ) {
        return draws;
      }
    }
  }
  const [hour, minute] = dailyTime(schedule);
  let sequence = drawDaysSoFar(schedule, date) - 1;
  for (; ; date = addDays(date, 1)) {
    if (date.month === 1 && date.day === 1) sequence = 0;
    if (drawsOnDay(schedule, date)) {
      sequence += 1;
      keep(
        withClose(
          schedule,
          dailyTurnNum(date, sequence),
          zonedInstant(timeZone, date, hour, minute),
        ),
      );
    }
    if (date.year === lastDate.year && date.month === lastDate.month && date.day === lastDate.day) {
      return draws;
    }
  }
};

/** When the balls of a draw that starts at `openTime` show, and when it is final. */
export const revealPlan = (schedule: DrawSchedule, openTime: number) => ({
  revealOffsetsMs: Array.from(
    { length: drawBalls.count },
    (_, i) => (i + 1) * schedule.revealStepMs,
  ),
  finalTime: openTime + schedule.drawDurationMs,
});
