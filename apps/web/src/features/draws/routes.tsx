import type { RouteObject } from 'react-router';

/** /lottery-history/:gameId (and ?type=live-lottery): past draws of a game, open to visitors. */
export const lotteryHistoryRoutes: RouteObject[] = [
  {
    path: 'lottery-history/:gameId',
    lazy: async () => ({
      Component: (await import('./pages/lottery-history-page')).LotteryHistoryPage,
    }),
  },
];
