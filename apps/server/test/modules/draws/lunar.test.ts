import { describe, expect, it } from 'vitest';
import { Solar } from 'lunar-javascript';
import { lunarNewYearOf, lunarTableYears, lunarYearAt } from '@lottery/contracts';

const dayMs = 86_400_000;

/** lunar-javascript's answer for a China (UTC+8) calendar day. */
const reference = (utcMidnight: number) => {
  const date = new Date(utcMidnight);
  return Solar.fromYmd(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())
    .getLunar()
    .getYear();
};

/** An instant on that China calendar day (noon there). */
const inChina = (utcMidnight: number) => new Date(utcMidnight + 4 * 3_600_000);

describe("the contracts' lunar year table", () => {
  it('agrees with lunar-javascript on both sides of every lunar new year 1901–2100', () => {
    for (let year = lunarTableYears.first + 1; year <= lunarTableYears.last; year += 1) {
      const newYear = lunarNewYearOf(year);
      for (const day of [newYear - dayMs, newYear, newYear + dayMs]) {
        expect(lunarYearAt(inChina(day)), new Date(day).toISOString()).toBe(reference(day));
      }
    }
  });

  it('counts the day in China, not UTC', () => {
    // 2026-02-17 00:30 in China is still the 16th in UTC.
    expect(lunarYearAt(new Date('2026-02-16T16:30:00Z'))).toBe(2026);
    expect(reference(Date.UTC(2026, 1, 17))).toBe(2026);
  });
});
