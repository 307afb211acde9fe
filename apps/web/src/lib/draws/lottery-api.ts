import { lotteryPaths, openInfoFile } from '@lottery/contracts';
import type { HistoryGroups, HistoryPage, HistoryQuery, LotteryInfo } from '@lottery/contracts';
import { http } from '../http';

/** The static openInfo file of a game (rebuilt on every draw event): the result card's data. */
export const getOpenInfoFile = (gameId: number, signal?: AbortSignal): Promise<LotteryInfo> =>
  http.getStatic(openInfoFile(gameId), { signal });

/** GET /lottery/openInfo: the same answer made now (its serverTime sets the countdown's clock). */
export const getOpenInfo = (gameId: number, signal?: AbortSignal): Promise<LotteryInfo> =>
  http.get(lotteryPaths.openInfo, {
    signal,
    params: { gameId },
  });

/** GET /lottery/history: past draws, newest first. */
export const getHistory = (
  params: Pick<HistoryQuery, 'gameId' | 'page' | 'rows' | 'year' | 'date'>,
  signal?: AbortSignal,
): Promise<HistoryPage> => http.get(lotteryPaths.history, { signal, params });

/** GET /lottery/history/group: draw counts by year and month, newest first. */
export const getHistoryGroups = (gameId: number, signal?: AbortSignal): Promise<HistoryGroups> =>
  http.get(lotteryPaths.historyGroup, {
    signal,
    params: { gameId },
  });
