import { accountStaticFiles, registerLimitFile } from '@lottery/contracts';
import type { RegisterLimit } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** limit/registerLimit.json: which optional fields registration shows and requires. */
export const getRegisterLimit = (signal?: AbortSignal): Promise<RegisterLimit> =>
  http.getStatic(accountStaticFiles.registerLimit, {
    signal,
    parse: (data) => registerLimitFile.parse(data),
  });

export const registerLimitQueryOptions = () =>
  queryOptions({
    queryKey: ['static', accountStaticFiles.registerLimit],
    queryFn: ({ signal }) => getRegisterLimit(signal),
    // The form is built from the answer at page load; submit fetches it again to compare.
    staleTime: 0,
  });

export const useRegisterLimit = () => useQuery(registerLimitQueryOptions());
