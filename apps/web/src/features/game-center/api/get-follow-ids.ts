import { gamePaths } from '@lottery/contracts';
import type { FollowIdsAnswer } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { gameCenterKeys, logGameCenterError } from './game-center-keys';

/** GET /game/follow-ids: the games the signed-in member follows. */
export const getFollowIds = (signal?: AbortSignal): Promise<number[]> =>
  http.get<FollowIdsAnswer>(gamePaths.followIds, { signal }).then((answer) => answer.gameIds);

export const followIdsQueryOptions = () =>
  queryOptions({
    queryKey: gameCenterKeys.follows,
    queryFn: ({ signal }) => getFollowIds(signal),
    staleTime: 60_000,
  });

/** The member's follows; a visitor follows nothing and never asks. */
export const useFollowIds = () => {
  const signedIn = useSession((state) => state.token !== null);
  const query = useQuery({ ...followIdsQueryOptions(), enabled: signedIn });
  useEffect(() => {
    if (query.error) logGameCenterError('follows', query.error);
  }, [query.error]);
  return signedIn ? query.data : undefined;
};
