import { gameCenterFilePath, lotteryCategory } from '@lottery/contracts';
import type { GameCenterFile } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export interface LotteryGame {
  gameId: number;
  gameName: string;
}

/** game_center.json: the catalogue the game centre lists (one file, one key for both). */
export const getGameCatalogue = (signal?: AbortSignal): Promise<GameCenterFile> =>
  http.getStatic(gameCenterFilePath, { signal });

/** The lottery games of the catalogue (category LOTTERY) in the game centre's order. */
export const lotteryGamesOf = (file: GameCenterFile): LotteryGame[] =>
  file.games
    .filter((game) => game.category === lotteryCategory)
    .sort((a, b) => a.sort - b.sort || a.gameId - b.gameId)
    .map(({ gameId, gameName }) => ({ gameId, gameName }));

export const lotteryGamesQueryOptions = () =>
  queryOptions({
    queryKey: ['static', gameCenterFilePath],
    queryFn: ({ signal }) => getGameCatalogue(signal),
    staleTime: 60_000,
    select: lotteryGamesOf,
  });

/** The games the bet list's filter offers. */
export const useLotteryGames = () => useQuery(lotteryGamesQueryOptions());
