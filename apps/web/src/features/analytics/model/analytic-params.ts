import { analyticsPeriods, type AnalyticsPeriod } from '@lottery/contracts';

/** The route's game id, or null when it is not one. */
export const gameIdOf = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 && id <= 99_999 ? id : null;
};

/** The period of `?period=` (近30期 when absent or unknown). */
export const periodOf = (value: string | null): AnalyticsPeriod =>
  analyticsPeriods.find((period) => period === value) ?? '30';
