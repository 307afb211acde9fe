import { bettingPaths } from '@lottery/contracts';
import type { BetOddsAnswer } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /v/bet/odds?gameId: the game's plays with their limits and odds (open to visitors). */
export const getBetOdds = (gameId: number, signal?: AbortSignal): Promise<BetOddsAnswer> =>
  http.get(bettingPaths.odds, { signal, params: { gameId } });

export const betOddsQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: ['bet-odds', gameId],
    queryFn: ({ signal }) => getBetOdds(gameId, signal),
    // Odds change rarely; a new turn (a new lunar year) reads them again.
    staleTime: 60_000,
  });

export const useBetOdds = (gameId: number) => useQuery(betOddsQueryOptions(gameId));
