import { accountStaticFiles } from '@lottery/contracts';
import type { LoginLimit } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** limit/userLoginLimit.json: whether login always needs the captcha, and after how many failures. */
export const getLoginLimit = (signal?: AbortSignal): Promise<LoginLimit> =>
  http.getStatic(accountStaticFiles.loginLimit, {
    signal,
  });

export const loginLimitQueryOptions = () =>
  queryOptions({
    queryKey: ['static', accountStaticFiles.loginLimit],
    queryFn: ({ signal }) => getLoginLimit(signal),
  });

export const useLoginLimit = () => useQuery(loginLimitQueryOptions());
