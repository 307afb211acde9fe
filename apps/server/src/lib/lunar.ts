import { Solar } from 'lunar-javascript';

/** The lunar year (named by its Gregorian number) that contains the given instant, in UTC+8. */
export const lunarYearAt = (instant: Date): number => {
  const china = new Date(instant.getTime() + 8 * 3600_000);
  const solar = Solar.fromYmd(china.getUTCFullYear(), china.getUTCMonth() + 1, china.getUTCDate());
  return solar.getLunar().getYear();
};
