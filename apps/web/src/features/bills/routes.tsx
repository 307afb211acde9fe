import { Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../lib/session';

/** 资金明细 (spec part 2 §2.4), behind sign-in. */
export const billsRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      {
        path: 'bills',
        lazy: async () => ({ Component: (await import('./pages/bills-page')).BillsPage }),
      },
    ],
  },
];
