import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppLoading } from '../shell/app-loading';
import { AppShell } from '../shell/app-shell';
import { RouteError } from '../shell/route-error';
import { authRoutes } from '../features/auth/routes';
import { profileRoutes } from '../features/profile/routes';

/** A tab whose feature is not built yet: its path and the feature's Chinese name. */
const comingSoon = (path: string, feature: string): RouteObject => ({
  path,
  lazy: async () => {
    const { ComingSoonPage } = await import('../features/coming-soon/pages/coming-soon-page');
    return { Component: () => <ComingSoonPage feature={feature} /> };
  },
});

export const routes: RouteObject[] = [
  ...authRoutes,
  {
    path: '/',
    Component: AppShell,
    HydrateFallback: AppLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        // Pathless, so a failing page shows its error inside the shell and the tabs still work.
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/home/pages/home-page')).HomePage,
            }),
          },
          comingSoon('databases', '资料库'),
          comingSoon('game-center', '游戏中心'),
          comingSoon('gallery', '图库'),
          ...profileRoutes,
          comingSoon('promotional', '优惠活动'),
          comingSoon('report/bet-list', '投注记录'),
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('./routes/not-found-page')).NotFoundPage,
            }),
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
