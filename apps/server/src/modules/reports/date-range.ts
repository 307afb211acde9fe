import {
  addDaysTo,
  chinaDateOf,
  chinaMidnightOf,
  dateRangeProblem,
  defaultDateRange,
  type ErrorCode,
} from '@lottery/contracts';
import { AppError } from '../../http/app-error';

/**
 * The days a report reads (spec part 2 §5, §9: UTC+8 calendar days): the dates as asked and
 * resolved, and the instants `[from, to)` that bound the rows' times.
 */
export interface DayRange {
  startDate: string;
  endDate: string;
  /** 00:00 UTC+8 of startDate. */
  from: Date;
  /** 00:00 UTC+8 of the day after endDate (exclusive). */
  to: Date;
}

const problemCodes = {
  reversed: 'REPORT/DATE_REVERSED',
  future: 'REPORT/DATE_FUTURE',
  tooLong: 'REPORT/RANGE_TOO_LONG',
} as const satisfies Record<string, ErrorCode>;

/** Today (`yyyy-MM-dd`, UTC+8) by the server's clock. */
export const todayOf = (now: Date): string => chinaDateOf(now.getTime());

const rangeOf = (startDate: string, endDate: string): DayRange => ({
  startDate,
  endDate,
  from: new Date(chinaMidnightOf(startDate)),
  to: new Date(chinaMidnightOf(addDaysTo(endDate, 1))),
});

/**
 * The range of a report's query, checked like the web's pickers (`dateRangeProblem`): neither
 * date → the last 7 days, today included; only startDate → from it to today; only endDate → the
 * 7 days ending on it. Reversed, after today or longer than 31 days → the REPORT/* error (400).
 */
export const resolveDateRange = (
  query: { startDate?: string | undefined; endDate?: string | undefined },
  now: Date,
): DayRange => {
  const today = todayOf(now);
  const fallback = defaultDateRange(query.endDate ?? today);
  const startDate = query.startDate ?? fallback.startDate;
  const endDate = query.endDate ?? today;
  // A start after today alone is in the future, not "after its end" (today).
  if (query.endDate === undefined && startDate > today) throw new AppError('REPORT/DATE_FUTURE');
  const problem = dateRangeProblem(startDate, endDate, today);
  if (problem) throw new AppError(problemCodes[problem]);
  return rangeOf(startDate, endDate);
};

/** One day (a history list's `date`): not after today, else REPORT/DATE_FUTURE. */
export const resolveDay = (date: string, now: Date): DayRange => {
  if (date > todayOf(now)) throw new AppError('REPORT/DATE_FUTURE');
  return rangeOf(date, date);
};

/** Today by the server's clock, as a range of one day. */
export const todayRange = (now: Date): DayRange => {
  const today = todayOf(now);
  return rangeOf(today, today);
};
