import { agentPaths, recordPageSize } from '@lottery/contracts';
import type { SubUserPage, SubUserQuery } from '@lottery/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { nextDataPage } from '../../../lib/http/next-page';
import { agentKeys } from './query-keys';

/** What the downline list is filtered by (no paging). */
export type SubUserFilter = Omit<SubUserQuery, 'page' | 'rows'>;

/** GET /api/dl/querySubUsers: one page of the downline, 20 a page. */
export const getSubUsers = (
  filter: SubUserFilter,
  page: number,
  signal?: AbortSignal,
): Promise<SubUserPage> =>
  http.get(agentPaths.subUsers, {
    signal,
    params: { ...filter, page, rows: recordPageSize },
  });

export const subUsersQueryOptions = (filter: SubUserFilter) =>
  infiniteQueryOptions({
    queryKey: agentKeys.subUsers(filter),
    queryFn: ({ pageParam, signal }) => getSubUsers(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextDataPage,
  });

export const useSubUsers = (filter: SubUserFilter, enabled = true) =>
  useInfiniteQuery({ ...subUsersQueryOptions(filter), enabled });
