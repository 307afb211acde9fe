import { accountPaths } from '@lottery/contracts';
import type { Profile } from '@lottery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../http';
import { profileQueryKey } from './query-keys';

/** GET /app-api/api/user/info: the signed-in member's profile. */
export const getProfile = (signal?: AbortSignal): Promise<Profile> =>
  http.get(accountPaths.userInfo, { signal });

/** The profile query shared by every feature that reads the profile (one key, one fetcher). */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
  });
