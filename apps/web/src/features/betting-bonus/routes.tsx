import { Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../lib/session';

/** 我的洗码 (spec part 2 §2.4): sign-in first (spec part 2 §5). */
export const bettingBonusRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      {
        path: 'betting-bonus',
        lazy: async () => ({
          Component: (await import('./pages/betting-bonus-page')).BettingBonusPage,
        }),
      },
    ],
  },
];
