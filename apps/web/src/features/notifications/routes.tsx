import { Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../lib/session';

/** /notifications, for members only. */
export const notificationsRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      {
        path: 'notifications',
        lazy: async () => ({
          Component: (await import('./pages/notifications-page')).NotificationsPage,
        }),
      },
    ],
  },
];
