const chinaOffsetMs = 8 * 3_600_000;
const dayMs = 86_400_000;

/** 00:00 in UTC+8 of the day `at` falls on. */
export const chinaDayStart = (at: Date) =>
  new Date(Math.floor((at.getTime() + chinaOffsetMs) / dayMs) * dayMs - chinaOffsetMs);

/** 00:00 in UTC+8 of a `yyyy-MM-dd` date. */
export const chinaDateStart = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - chinaOffsetMs);

export const addDays = (at: Date, days: number) => new Date(at.getTime() + days * dayMs);
