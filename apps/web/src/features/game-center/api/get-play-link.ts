import { gamePaths } from '@lottery/contracts';
import type { Game } from '@lottery/contracts';
import { http } from '../../../lib/http';

/**
 * GET /live/play: the launch URL of a third-party game (liveCode, gameType = the game's gameCode,
 * isMobile, and gameKind when the game has one).
 */
export const getPlayLink = (
  game: Pick<Game, 'liveCode' | 'gameCode' | 'gameKind'>,
  signal?: AbortSignal,
): Promise<string> =>
  http.get(gamePaths.livePlay, {
    signal,
    params: {
      liveCode: game.liveCode,
      gameType: game.gameCode,
      isMobile: 1,
      gameKind: game.gameKind || undefined,
    },
  });
