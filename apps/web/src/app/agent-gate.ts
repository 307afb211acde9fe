import { useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@lottery/contracts';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { profileQueryKey, profileQueryOptions, useSession } from '../lib/session';
import { routeMetaAt } from './route-table';

const isAgentRoute = (pathname: string): boolean => routeMetaAt(pathname).access === 'agent';

/**
 * Agent routes need the profile's isDl (spec part 1 §2): for a signed-in member who is not an
 * agent, an in-app navigation to one is cancelled, and the member stays where they were: same
 * page, same history entry, nothing remounted. While the profile is not known yet the navigation
 * waits for it. Visitors are let through to the sign-in guard (they go to /auth/login).
 */
export const useAgentNavigationGate = (): void => {
  const queryClient = useQueryClient();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (!isAgentRoute(nextLocation.pathname) || isAgentRoute(currentLocation.pathname))
      return false;
    if (useSession.getState().token === null) return false;
    return queryClient.getQueryData<Profile>(profileQueryKey)?.userInfo.isDl !== 1;
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 30_000 }).then(
      (profile) => {
        if (!active) return;
        if (profile.userInfo.isDl === 1) blocker.proceed();
        else blocker.reset();
      },
      () => {
        if (active) blocker.reset();
      },
    );
    return () => {
      active = false;
    };
  }, [blocker, queryClient]);
};
