import { rechargePaths } from '@lottery/contracts';
import type { RechargeOrderPage } from '@lottery/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { historyPageSize, walletKeys } from './query-keys';

/** GET /api/recharge/order/list: one page of the member's orders, newest first. */
export const getRechargeOrders = (
  page: number,
  status: number | null,
  signal?: AbortSignal,
): Promise<RechargeOrderPage> =>
  http.get(rechargePaths.list, {
    signal,
    params: { page, size: historyPageSize, status: status ?? undefined },
  });

export const rechargeOrdersQueryOptions = (status: number | null) =>
  infiniteQueryOptions({
    queryKey: walletKeys.rechargeOrders(status),
    queryFn: ({ pageParam, signal }) => getRechargeOrders(pageParam, status, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return last.list.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
    },
  });

export const useRechargeOrders = (status: number | null) =>
  useInfiniteQuery(rechargeOrdersQueryOptions(status));
