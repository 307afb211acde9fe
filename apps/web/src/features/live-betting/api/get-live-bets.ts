import { liveReportPaths, recordPageSize } from '@lottery/contracts';
import type { LiveBetListQuery, LiveBetPage } from '@lottery/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { DateRange } from '../../../lib/use-report-date-range';
import { liveReportKeys } from './query-keys';
import { nextDataPage } from '../../../lib/http/next-page';

/** GET /api/live/br: one page (20) of a platform's rounds over the range, newest first. */
export const getLiveBets = (
  gameCode: string,
  range: DateRange,
  page: number,
  signal?: AbortSignal,
): Promise<LiveBetPage> => {
  const params: LiveBetListQuery = { gameCode, ...range, page, rows: recordPageSize };
  return http.get(liveReportPaths.br, { signal, params });
};

export const liveBetsQueryOptions = (gameCode: string, range: DateRange) =>
  infiniteQueryOptions({
    queryKey: liveReportKeys.bets(gameCode, range),
    queryFn: ({ pageParam, signal }) => getLiveBets(gameCode, range, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextDataPage,
  });

export const useLiveBets = (gameCode: string, range: DateRange) =>
  useInfiniteQuery(liveBetsQueryOptions(gameCode, range));
