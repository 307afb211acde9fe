import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppLoading } from '../../shell/app-loading';
import { RouteError } from '../../shell/route-error';

/** /auth/login and /auth/register, in the auth layout (no tab bar); each a lazy chunk. */
export const authRoutes: RouteObject[] = [
  {
    path: '/auth',
    lazy: async () => ({
      Component: (await import('./components/auth-layout')).AuthLayout,
    }),
    HydrateFallback: AppLoading,
    ErrorBoundary: RouteError,
    children: [
      { index: true, element: <Navigate to="/auth/login" replace /> },
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('./pages/login-page')).LoginPage }),
      },
      {
        path: 'register',
        lazy: async () => ({ Component: (await import('./pages/register-page')).RegisterPage }),
      },
    ],
  },
];
