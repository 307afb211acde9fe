import type { RouteObject } from 'react-router';

/** The game centre (spec part 1 §2 "Game centre"): open to visitors; a lazy chunk. */
export const gameCenterRoutes: RouteObject[] = [
  {
    path: 'game-center',
    lazy: async () => ({ Component: (await import('./pages/game-center-page')).GameCenterPage }),
  },
];
