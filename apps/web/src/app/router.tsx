import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppLoading } from '../shell/app-loading';
import { AppShell } from '../shell/app-shell';
import { RouteError } from '../shell/route-error';
import { RootLayout } from './root-layout';
import { authPages, shellPages } from './route-table';

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: AppLoading,
    ErrorBoundary: RouteError,
    children: [
      authPages,
      {
        path: '/',
        Component: AppShell,
        HydrateFallback: AppLoading,
        ErrorBoundary: RouteError,
        children: [
          {
            // Pathless, so a failing page shows its error inside the shell and the tabs still work.
            ErrorBoundary: RouteError,
            children: shellPages,
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has matched and loaded its first route (a lazy page's code included). */
export const whenRouted = (router: AppRouter): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
