import { accountStaticFiles, milliToYuan } from '@lottery/contracts';
import type { RegisterLimit } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http';

/** limit/registerLimit.json: read here for its registration gift (sendMenoy). */
export const getRegisterLimit = (signal?: AbortSignal): Promise<RegisterLimit> =>
  http.getStatic(accountStaticFiles.registerLimit, {
    signal,
  });

export const registerLimitQueryOptions = () =>
  queryOptions({
    queryKey: ['static', accountStaticFiles.registerLimit],
    queryFn: ({ signal }) => getRegisterLimit(signal),
    staleTime: 5 * 60_000,
  });

export const useRegisterLimit = () => useQuery(registerLimitQueryOptions());

/** The gift in yuan for 新用户注册送{amount}元, e.g. 18 or 8.8; null when there is none. */
export const registrationGiftYuan = (limit: RegisterLimit | undefined): string | null => {
  if (!limit || limit.sendMenoy <= 0) return null;
  return milliToYuan(limit.sendMenoy).toLocaleString('zh-CN', { maximumFractionDigits: 2 });
};
