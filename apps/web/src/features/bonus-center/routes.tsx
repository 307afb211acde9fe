import { Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../lib/session';

/** /bonus-center (福利中心), for members only. */
export const bonusCenterRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      {
        path: 'bonus-center',
        lazy: async () => ({
          Component: (await import('./pages/bonus-center-page')).BonusCenterPage,
        }),
      },
    ],
  },
];
