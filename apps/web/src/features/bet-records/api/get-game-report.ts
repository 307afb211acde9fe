import { recordPaths } from '@lottery/contracts';
import type { GameReport } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { recordKeys } from './query-keys';

/** GET /api/cp/records/gameReport: the member's stakes and results per game, biggest stake first. */
export const getGameReport = (
  startDate: string,
  endDate: string,
  signal?: AbortSignal,
): Promise<GameReport> =>
  http.get(recordPaths.gameReport, { signal, params: { startDate, endDate } });

export const gameReportQueryOptions = (startDate: string, endDate: string) =>
  queryOptions({
    queryKey: recordKeys.gameReport(startDate, endDate),
    queryFn: ({ signal }) => getGameReport(startDate, endDate, signal),
  });

export const useGameReport = (startDate: string, endDate: string) =>
  useQuery(gameReportQueryOptions(startDate, endDate));
