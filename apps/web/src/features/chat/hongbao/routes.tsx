import { Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../../lib/session';

/** Members only (red packets move money): a visitor is sent to sign in first. */
const membersOnly = (route: RouteObject): RouteObject[] => [
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [route],
  },
];

/**
 * The red-packet pages (spec part 2 §2.3): create /chat-rooms/{room_id}/hong-bao, detail
 * /chat-rooms/{room_id}/hong-bao/{hongbao_id}, history /chat-rooms/{room_id}/hong-bao/history.
 * Keyed by the route-table row they fill.
 */
export const hongbaoRoutes: Record<'create' | 'detail' | 'history', RouteObject[]> = {
  create: membersOnly({
    path: 'chat-rooms/:roomId/hong-bao',
    lazy: async () => ({
      Component: (await import('./pages/hongbao-create-page')).HongbaoCreatePage,
    }),
  }),
  detail: membersOnly({
    path: 'chat-rooms/:roomId/hong-bao/:hongbaoId',
    lazy: async () => ({
      Component: (await import('./pages/hongbao-detail-page')).HongbaoDetailPage,
    }),
  }),
  history: membersOnly({
    path: 'chat-rooms/:roomId/hong-bao/history',
    lazy: async () => ({
      Component: (await import('./pages/hongbao-history-page')).HongbaoHistoryPage,
    }),
  }),
};
