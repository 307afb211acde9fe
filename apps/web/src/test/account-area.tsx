import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { pageRoutes } from '../app/route-table';
import { signOutForTest } from './session';

export { signInForTest, signOutForTest } from './session';

afterEach(() => {
  signOutForTest();
});

// jsdom has no layout: antd-mobile's PasscodeInput scrolls itself into view when focused.
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}

/**
 * Renders the route table's pages at `path`, with stand-ins for home and the auth pages: the real
 * routes, guards and lazy pages, without the shell and the rest of the app.
 */
export const renderAccountRoute = (path: string | string[]) => {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/auth/login', element: <h1>登录页</h1> },
      { path: '/auth/register', element: <h1>注册页</h1> },
      {
        path: '/',
        element: <Outlet />,
        children: [{ index: true, element: <h1>首页</h1> }, ...pageRoutes],
      },
    ],
    { initialEntries: Array.isArray(path) ? path : [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
};
