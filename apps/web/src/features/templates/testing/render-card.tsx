import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** Renders `element` at / with stand-ins for the pages a card links to. */
export const renderWithRouter = (element: ReactNode) => {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/auth/login', element: <h1>登录页</h1> },
      { path: '/recharge', element: <h1>充值页</h1> },
      { path: '/chat-rooms', element: <h1>聊天室页</h1> },
      { path: '/template/:gameId/:id', element: <h1>详情页</h1> },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
};
