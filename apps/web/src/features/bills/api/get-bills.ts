import { billPaths, recordPageSize } from '@lottery/contracts';
import type { BillListQuery, BillPage, WalletKind } from '@lottery/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { memberQueryKey } from '../../../lib/profile/get-profile';
import { nextDataPage } from '../../../lib/http/next-page';

/** What 资金明细 is filtered by: a range (UTC+8 days), and a type and a wallet or all. */
export interface BillFilter {
  startDate: string;
  endDate: string;
  type: number | null;
  wallet: WalletKind | null;
}

/** GET /api/user/bills: one page of the member's ledger entries, newest first. */
export const getBills = (
  filter: BillFilter,
  page: number,
  signal?: AbortSignal,
): Promise<BillPage> => {
  const params: BillListQuery = {
    startDate: filter.startDate,
    endDate: filter.endDate,
    type: filter.type ?? undefined,
    wallet: filter.wallet ?? undefined,
    page,
    rows: recordPageSize,
  };
  return http.get(billPaths.list, { signal, params });
};

/** Under the profile's key: signing out removes them. */
export const billKeys = {
  all: memberQueryKey('bills'),
  list: (filter: BillFilter) => memberQueryKey('bills', filter),
} as const;

export const billsQueryOptions = (filter: BillFilter) =>
  infiniteQueryOptions({
    queryKey: billKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getBills(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextDataPage,
  });

export const useBills = (filter: BillFilter) => useInfiniteQuery(billsQueryOptions(filter));
