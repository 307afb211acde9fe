import { recordPaths } from '@lottery/contracts';
import type { DayReport } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { recordKeys } from './query-keys';

/** GET /api/cp/records/historyDayReport: the member's stakes and results per day, newest first. */
export const getDayReport = (
  startDate: string,
  endDate: string,
  signal?: AbortSignal,
): Promise<DayReport> =>
  http.get(recordPaths.historyDayReport, { signal, params: { startDate, endDate } });

export const dayReportQueryOptions = (startDate: string, endDate: string) =>
  queryOptions({
    queryKey: recordKeys.dayReport(startDate, endDate),
    queryFn: ({ signal }) => getDayReport(startDate, endDate, signal),
  });

export const useDayReport = (startDate: string, endDate: string) =>
  useQuery(dayReportQueryOptions(startDate, endDate));
