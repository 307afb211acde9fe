import { lotteryGameIds, lotteryInfo, openInfoFile } from '@lottery/contracts';
import type { StaticFileDefinition } from '../publish/static-files';
import type { DrawsService } from './draws.service';

/**
 * `lottery/openInfo_{gameId}.json`, the lottery info the home reads, per game of the spec. It is
 * rebuilt on every draw event (a few hundred bytes: a draw start, each ball, the result, the next
 * turn), so the file shows a draw ball by ball; its serverTime is when it was built.
 */
export const openInfoFiles = (draws: DrawsService): StaticFileDefinition[] =>
  lotteryGameIds.map((gameId) => ({
    path: openInfoFile(gameId),
    sources: [`draw:${gameId}`, 'lottery_games', 'system_config'],
    schema: lotteryInfo,
    build: () => draws.lotteryInfo(gameId),
  }));
