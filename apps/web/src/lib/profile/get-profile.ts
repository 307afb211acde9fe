import { accountPaths, profile } from '@lottery/contracts';
import type { Profile } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http';
import { profileQueryKey, useSession } from '../session';

/** GET /api/user/info: the signed-in member's profile. */
export const getProfile = async (signal?: AbortSignal): Promise<Profile> => {
  try {
    return await http.get(accountPaths.userInfo, { signal, parse: (data) => profile.parse(data) });
  } catch (error) {
    // Spec part 1 §8: profile fetch failures are only logged.
    console.warn('profile: could not load', error);
    throw error;
  }
};

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 30_000,
  });

/**
 * Member-only data lives under the profile's key (`['profile', …]`), so removing the profile
 * query on sign-out removes every member's list with it.
 */
export const memberQueryKey = <const K extends readonly unknown[]>(...rest: K) =>
  [...profileQueryKey, ...rest] as const;

/** The profile while signed in; a visitor never calls the server. */
export const useProfile = () => {
  const token = useSession((state) => state.token);
  return useQuery({ ...profileQueryOptions(), enabled: token !== null });
};
