import { calendarDate, dateRangeProblem, dateRangeTexts } from '@lottery/contracts';
import type { DateRange } from '../../../lib/use-report-date-range';
import { liveBettingTexts as texts } from '../texts';

const platformCode = /^[A-Za-z0-9_]{1,20}$/;

export type DetailParams =
  { ok: true; gameCode: string; range: DateRange } | { ok: false; message: string };

/**
 * The query of /live-betting-detail (gameCode, startDate, endDate, spec part 2 §2.4) checked as
 * the server would, so a bad link says what is wrong instead of calling.
 */
export const readDetailParams = (search: URLSearchParams, today: string): DetailParams => {
  const gameCode = search.get('gameCode');
  const startDate = search.get('startDate');
  const endDate = search.get('endDate');
  if (!gameCode || !startDate || !endDate) return { ok: false, message: texts.missingParams };
  if (!platformCode.test(gameCode)) return { ok: false, message: texts.badPlatform };
  for (const date of [startDate, endDate]) {
    const parsed = calendarDate.safeParse(date);
    if (!parsed.success) {
      return { ok: false, message: parsed.error.issues[0]?.message ?? texts.missingParams };
    }
  }
  const problem = dateRangeProblem(startDate, endDate, today);
  if (problem) return { ok: false, message: dateRangeTexts[problem] };
  return { ok: true, gameCode, range: { startDate, endDate } };
};
