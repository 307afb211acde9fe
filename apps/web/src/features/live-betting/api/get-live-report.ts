import { liveReportPaths } from '@lottery/contracts';
import type { GameReportListQuery, LiveReportRow } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { DateRange } from '../../../lib/use-report-date-range';
import { liveReportKeys } from './query-keys';

/**
 * GET /api/live/gameReportList: the bets and the win/loss of each platform asked for (codes
 * joined by ','), over the range, zeros included.
 */
export const getLiveReport = (
  gameCodes: string,
  range: DateRange,
  signal?: AbortSignal,
): Promise<LiveReportRow[]> => {
  const params: GameReportListQuery = { gameCodes, ...range };
  return http.get(liveReportPaths.gameReportList, { signal, params });
};

/** Runs only when there are platforms to ask about (spec part 2 §5). */
export const liveReportQueryOptions = (codes: readonly string[], range: DateRange) => {
  const gameCodes = codes.join(',');
  return queryOptions({
    queryKey: liveReportKeys.report(gameCodes, range),
    queryFn: ({ signal }) => getLiveReport(gameCodes, range, signal),
    enabled: codes.length > 0,
  });
};

export const useLiveReport = (codes: readonly string[], range: DateRange) =>
  useQuery(liveReportQueryOptions(codes, range));
