import { addDaysTo, chinaDateOf, maxReportDays } from '@lottery/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** Two `yyyy-MM-dd` days (UTC+8), both included, as the reports take them. */
export interface DayRange {
  startDate: string;
  endDate: string;
}

/** Today, in UTC+8 whatever the operator's own zone. */
export const todayRange = (now = Date.now()): DayRange => {
  const today = chinaDateOf(now);
  return { startDate: today, endDate: today };
};

/** A picker's value: the calendar days themselves (a day picked is a UTC+8 day). */
export const pickerValueOf = (range: DayRange): [Dayjs, Dayjs] => [
  dayjs(range.startDate),
  dayjs(range.endDate),
];

export const rangeOfPicker = (value: [Dayjs | null, Dayjs | null] | null): DayRange | null => {
  const [start, end] = value ?? [null, null];
  return start && end
    ? { startDate: start.format('YYYY-MM-DD'), endDate: end.format('YYYY-MM-DD') }
    : null;
};

/** Days after today, and (once one end is picked) days that would make the range too long. */
export const disabledReportDay =
  (now = Date.now()) =>
  (day: Dayjs, info?: { from?: Dayjs }): boolean => {
    const date = day.format('YYYY-MM-DD');
    if (date > chinaDateOf(now)) return true;
    if (!info?.from) return false;
    const from = info.from.format('YYYY-MM-DD');
    return date > addDaysTo(from, maxReportDays - 1) || date < addDaysTo(from, 1 - maxReportDays);
  };
