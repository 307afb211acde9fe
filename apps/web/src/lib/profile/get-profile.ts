import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { profileQueryKey, profileQueryOptions, useSession } from '../session';

/**
 * Member-only data lives under the profile's key (`['profile', …]`), so removing the profile
 * query on sign-out (or on losing the token) removes every member's list with it.
 */
export const memberQueryKey = <const K extends readonly unknown[]>(...rest: K) =>
  [...profileQueryKey, ...rest] as const;

/**
 * The profile while signed in (the shared query of lib/session); a visitor never calls the
 * server. A failure is only logged (spec part 1 §8): the pages keep their placeholders.
 */
export const useProfile = () => {
  const token = useSession((state) => state.token);
  const query = useQuery({ ...profileQueryOptions(), enabled: token !== null, staleTime: 30_000 });
  const { error } = query;
  useEffect(() => {
    if (error) console.warn('profile: could not load', error);
  }, [error]);
  return query;
};
