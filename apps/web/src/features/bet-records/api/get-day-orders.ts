import { recordPaths } from '@lottery/contracts';
import type { BetOrderPage } from '@lottery/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { nextDataPage } from '../../../lib/http/next-page';
import { orderPageSize, recordKeys } from './query-keys';

/** GET /api/cp/records/historyList: one page of the orders placed on `date` (UTC+8). */
export const getDayOrders = (
  date: string,
  gameId: number | null,
  page: number,
  signal?: AbortSignal,
): Promise<BetOrderPage> =>
  http.get(recordPaths.historyList, {
    signal,
    params: { date, gameId: gameId ?? undefined, page, rows: orderPageSize },
  });

export const dayOrdersQueryOptions = (date: string, gameId: number | null) =>
  infiniteQueryOptions({
    queryKey: recordKeys.day(date, gameId),
    queryFn: ({ pageParam, signal }) => getDayOrders(date, gameId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextDataPage,
  });

export const useDayOrders = (date: string, gameId: number | null) =>
  useInfiniteQuery(dayOrdersQueryOptions(date, gameId));
