import { accountStaticFiles } from '@lottery/contracts';
import type { withdrawLimitFile } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** limit/userWithdrawLimit.json: per-withdrawal minimum and maximum, daily count. */
export type WithdrawLimit = ReturnType<(typeof withdrawLimitFile)['parse']>;

export const getWithdrawLimit = (signal?: AbortSignal): Promise<WithdrawLimit> =>
  http.getStatic(accountStaticFiles.withdrawLimit, { signal });

export const withdrawLimitQueryOptions = () =>
  queryOptions({
    queryKey: ['static', accountStaticFiles.withdrawLimit],
    queryFn: ({ signal }) => getWithdrawLimit(signal),
    staleTime: 5 * 60_000,
  });

export const useWithdrawLimit = () => useQuery(withdrawLimitQueryOptions());
