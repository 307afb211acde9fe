import { lotteryGameIds, lotteryInfo, openInfoFile } from '@lottery/contracts';
import { AppError } from '../../http/app-error';
import type { StaticFileDefinition } from '../publish/static-files';
import type { DrawsService } from './draws.service';

/**
 * `lottery/openInfo_{gameId}.json`, the lottery info the home reads, per game of the spec. It is
 * rebuilt on every draw event (a few hundred bytes: a draw start, each ball, the result, the next
 * turn), so the file shows a draw ball by ball; its serverTime is when it was built. A disabled
 * or missing game has no file (404).
 */
export const openInfoFiles = (draws: DrawsService): StaticFileDefinition[] =>
  lotteryGameIds.map((gameId) => ({
    path: openInfoFile(gameId),
    sources: [`draw:${gameId}`, 'lottery_games', 'system_config'],
    schema: lotteryInfo,
    // A game not created yet (a first start, before the demo data) has no file yet.
    build: () =>
      draws.lotteryInfo(gameId).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'GAME/NOT_FOUND') return undefined;
        throw error;
      }),
  }));
