/**
 * The Chinese lunar year of an instant, as both sides need it: the server for the five-elements
 * file, the client to label the balls of a draw by the lunar year of its draw date.
 *
 * Lunar new year (春节) of every Gregorian year 1900–2100, one character a year: the day counted
 * from 21 January ('A' = 21 January, 'B' = 22 January …). Generated from lunar-javascript and
 * checked against it in apps/server/test/modules/draws/lunar.test.ts.
 */
const newYearTable =
  'K^SI[OEXMBUJ]QFYNCVL_SH[PDXMCUJ\\QFYODVK^SGZPEXMBUI\\QGYNDWK]SHZPEXMATJ\\QGZNCVK]RH[PEXM_TI\\QGZOCUK^RH[PDWLBTI]RFYNCUK^SH[PEWLBUI\\QFXNCVK^SHZODWLBUJ\\QFYMCVL^SHZODWMATI\\PFYNCVK^RGZPDWMBTI\\QFYNDUJ]RGZPEWLAT';

export const lunarTableYears = { first: 1900, last: 2100 } as const;

/** China's civil time, in which the lunar calendar's days are counted. */
const chinaOffsetMs = 8 * 3_600_000;
const dayMs = 86_400_000;

/** The Gregorian date (UTC midnight, ms) of the lunar new year that falls in `year`. */
export const lunarNewYearOf = (year: number): number => {
  const index = year - lunarTableYears.first;
  const code = newYearTable.charCodeAt(index);
  if (!(index >= 0 && index < newYearTable.length) || Number.isNaN(code)) {
    throw new RangeError(
      `lunar year table covers ${lunarTableYears.first}–${lunarTableYears.last}`,
    );
  }
  return Date.UTC(year, 0, 21) + (code - 65) * dayMs;
};

/** The lunar year (named by the Gregorian year it starts in) containing the instant, in UTC+8. */
export const lunarYearAt = (instant: Date | number): number => {
  const china = new Date(+instant + chinaOffsetMs);
  const year = china.getUTCFullYear();
  const day = Date.UTC(year, china.getUTCMonth(), china.getUTCDate());
  return day >= lunarNewYearOf(year) ? year : year - 1;
};
