import { gameCenterFilePath } from '@lottery/contracts';
import type { GameCenterFile } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../../lib/http';
import { gameCenterKeys, logGameCenterError } from './game-center-keys';

/** game_center.json: the categories and every game (the default source, spec part 1 §7). */
export const getGameCenter = (signal?: AbortSignal): Promise<GameCenterFile> =>
  http.getStatic(gameCenterFilePath, { signal });

export const gameCenterQueryOptions = () =>
  queryOptions({
    queryKey: gameCenterKeys.catalogue,
    queryFn: ({ signal }) => getGameCenter(signal),
    staleTime: 60_000,
  });

/** The catalogue; a failure is only logged and leaves what was there. */
export const useGameCenter = () => {
  const query = useQuery(gameCenterQueryOptions());
  useEffect(() => {
    if (query.error) logGameCenterError('catalogue', query.error);
  }, [query.error]);
  return query;
};
