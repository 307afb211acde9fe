/**
 * Calendar days as the site counts them (spec part 2 §9: UTC+8): a `yyyy-MM-dd` date names the
 * 24 hours from its midnight in UTC+8. Reports, histories and their date pickers share these.
 * No zod here: the shell's first load reads these texts (errors.ts), and zod stays out of it.
 */
const chinaOffsetMs = 8 * 3_600_000;
export const dayMs = 86_400_000;

/** `yyyy-MM-dd` of the instant (epoch ms) in UTC+8. */
export const chinaDateOf = (at: number): string =>
  new Date(at + chinaOffsetMs).toISOString().slice(0, 10);

/** The instant (epoch ms) of 00:00 in UTC+8 of a `yyyy-MM-dd` date. */
export const chinaMidnightOf = (date: string): number =>
  Date.parse(`${date}T00:00:00Z`) - chinaOffsetMs;

/** The date `days` after (or before, when negative) a `yyyy-MM-dd` date. */
export const addDaysTo = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** Days from `start` to `end`, both included (1 for the same day). */
export const daysSpanned = (start: string, end: string): number =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / dayMs) + 1;

/** The longest range a report or a history reads at once (days, both ends included). */
export const maxReportDays = 31;
/** The range a report opens on (spec part 2 §5: the last 7 days, today included). */
export const defaultReportDays = 7;

export const dateRangeTexts = {
  reversed: '结束日期不能早于开始日期',
  tooLong: `查询范围不能超过${maxReportDays}天`,
  future: '日期不能晚于今天',
} as const;

/**
 * What is wrong with a date range (spec part 2 §5: pickers not after today, end not before
 * start; ours: at most 31 days), or null. The web's pickers and the server ask the same.
 */
export const dateRangeProblem = (
  startDate: string,
  endDate: string,
  today: string,
): keyof typeof dateRangeTexts | null => {
  if (endDate < startDate) return 'reversed';
  if (endDate > today || startDate > today) return 'future';
  if (daysSpanned(startDate, endDate) > maxReportDays) return 'tooLong';
  return null;
};

/** The default range ending today: the last `defaultReportDays` days. */
export const defaultDateRange = (today: string): { startDate: string; endDate: string } => ({
  startDate: addDaysTo(today, 1 - defaultReportDays),
  endDate: today,
});
