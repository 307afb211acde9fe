import { liveReportPaths } from '@lottery/contracts';
import type { LiveGame } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { liveReportKeys } from './query-keys';

/** GET /api/live/allLiveGames: every platform (code and name), in the game centre's order. */
export const getLiveGames = (signal?: AbortSignal): Promise<LiveGame[]> =>
  http.get(liveReportPaths.allLiveGames, { signal });

export const liveGamesQueryOptions = () =>
  queryOptions({
    queryKey: liveReportKeys.games,
    queryFn: ({ signal }) => getLiveGames(signal),
    staleTime: 5 * 60_000,
  });

export const useLiveGames = () => useQuery(liveGamesQueryOptions());
