import { Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../lib/session';

const report = async () => ({
  Component: (await import('./pages/live-betting-page')).LiveBettingPage,
});

/**
 * 娱乐场明细 (spec part 2 §2.4), behind sign-in: the report per platform (/live-betting, and
 * theme2's /report/live-betting under the report tabs) and a platform's rounds.
 */
export const liveBettingRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      { path: 'live-betting', lazy: report },
      { path: 'report/live-betting', lazy: report },
      {
        path: 'live-betting-detail',
        lazy: async () => ({
          Component: (await import('./pages/live-betting-detail-page')).LiveBettingDetailPage,
        }),
      },
    ],
  },
];
