import { withdrawPaths } from '@lottery/contracts';
import type { ValidWithdraw } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { walletKeys } from './query-keys';

/** GET /api/userWithdraw/validWithdraw/queryAll: the turnover each deposit asks. */
export const getValidWithdraw = (signal?: AbortSignal): Promise<ValidWithdraw> =>
  http.get(withdrawPaths.validWithdraw, { signal });

export const validWithdrawQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.validWithdraw,
    queryFn: ({ signal }) => getValidWithdraw(signal),
  });

export const useValidWithdraw = () => useQuery(validWithdrawQueryOptions());
