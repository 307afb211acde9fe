import { recordPaths } from '@lottery/contracts';
import type { BetOrderPage } from '@lottery/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { nextDataPage } from '../../../lib/http/next-page';
import { orderPageSize, recordKeys } from './query-keys';

export interface TodayOrdersFilter {
  /** 0 未开奖, 1 已开奖, 2 已撤单; null all. */
  status: number | null;
  gameId: number | null;
}

/** GET /api/cp/records/todayList: one page of today's orders (UTC+8) and every pending one. */
export const getTodayOrders = (
  { status, gameId }: TodayOrdersFilter,
  page: number,
  signal?: AbortSignal,
): Promise<BetOrderPage> =>
  http.get(recordPaths.todayList, {
    signal,
    params: {
      status: status ?? undefined,
      gameId: gameId ?? undefined,
      page,
      rows: orderPageSize,
    },
  });

export const todayOrdersQueryOptions = (filter: TodayOrdersFilter) =>
  infiniteQueryOptions({
    queryKey: recordKeys.today(filter.status, filter.gameId),
    queryFn: ({ pageParam, signal }) => getTodayOrders(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextDataPage,
  });

export const useTodayOrders = (filter: TodayOrdersFilter, enabled = true) =>
  useInfiniteQuery({ ...todayOrdersQueryOptions(filter), enabled });
