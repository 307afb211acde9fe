import { templatePaths } from '@lottery/contracts';
import type { PlayCategory } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /game-document/template/play-cate: a game's play categories (the chips). */
export const getPlayCategories = (gameId: number, signal?: AbortSignal): Promise<PlayCategory[]> =>
  http.get(templatePaths.playCate, {
    signal,
    params: { gameId },
  });

export const usePlayCategories = (gameId: number | undefined) =>
  useQuery({
    queryKey: ['play-categories', gameId],
    queryFn: ({ signal }) => getPlayCategories(gameId ?? 0, signal),
    enabled: gameId !== undefined,
    staleTime: 10 * 60_000,
  });
