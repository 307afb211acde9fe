import { Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../lib/session';

/** The profile's pages: /profile, and the member-only VIP and security-centre pages. */
export const profileRoutes: RouteObject[] = [
  {
    path: 'profile',
    lazy: async () => ({ Component: (await import('./pages/profile-page')).ProfilePage }),
  },
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      {
        path: 'profile-vip',
        lazy: async () => ({
          Component: (await import('./pages/profile-vip-page')).ProfileVipPage,
        }),
      },
      {
        path: 'security-center',
        lazy: async () => ({
          Component: (await import('./pages/security-center-page')).SecurityCenterPage,
        }),
      },
    ],
  },
];
