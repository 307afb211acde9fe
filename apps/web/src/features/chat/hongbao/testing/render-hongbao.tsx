import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useParams } from 'react-router';
import { hongbaoRoutes } from '../routes';

function RoomStandIn() {
  return <h1>聊天室{useParams().roomId}</h1>;
}

/**
 * Renders the red-packet routes as the route table holds them (their own guards and lazy pages)
 * at `path`, with stand-ins for the room and the login page.
 */
export const renderHongbaoRoute = (path: string | string[]) => {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/auth/login', element: <h1>登录页</h1> },
      {
        path: '/',
        element: <Outlet />,
        children: [
          { path: 'chat-rooms/:roomId', element: <RoomStandIn /> },
          ...hongbaoRoutes.history,
          ...hongbaoRoutes.create,
          ...hongbaoRoutes.detail,
        ],
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
