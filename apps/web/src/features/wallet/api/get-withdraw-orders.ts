import { withdrawPaths } from '@lottery/contracts';
import type { WithdrawOrder, WithdrawOrderPage } from '@lottery/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { historyPageSize, walletKeys } from './query-keys';

/** GET /api/userWithdraw/list: one page of the member's withdrawals, newest first. */
export const getWithdrawOrders = (
  page: number,
  status: number | null,
  signal?: AbortSignal,
): Promise<WithdrawOrderPage> =>
  http.get(withdrawPaths.list, {
    signal,
    params: { page, size: historyPageSize, status: status ?? undefined },
  });

export const withdrawOrdersQueryOptions = (status: number | null) =>
  infiniteQueryOptions({
    queryKey: walletKeys.withdrawOrders(status),
    queryFn: ({ pageParam, signal }) => getWithdrawOrders(pageParam, status, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return last.list.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
    },
  });

export const useWithdrawOrders = (status: number | null) =>
  useInfiniteQuery(withdrawOrdersQueryOptions(status));

/** GET /api/userWithdraw/detail: one of the member's withdrawals. */
export const getWithdrawOrder = (id: number, signal?: AbortSignal): Promise<WithdrawOrder> =>
  http.get(withdrawPaths.detail, { signal, params: { id } });

export const useWithdrawOrder = (id: number) =>
  useQuery(
    queryOptions({
      queryKey: walletKeys.withdrawOrder(id),
      queryFn: ({ signal }) => getWithdrawOrder(id, signal),
      enabled: Number.isInteger(id) && id > 0,
    }),
  );
