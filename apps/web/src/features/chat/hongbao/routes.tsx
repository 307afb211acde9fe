import type { RouteObject } from 'react-router';

/**
 * The red-packet pages (spec part 2 §2.3): create /chat-rooms/{room_id}/hong-bao, detail
 * /chat-rooms/{room_id}/hong-bao/{hongbao_id}, history /chat-rooms/{room_id}/hong-bao/history.
 * Keyed by the route-table row they fill.
 */
export const hongbaoRoutes: Record<'create' | 'detail' | 'history', RouteObject[]> = {
  create: [],
  detail: [],
  history: [],
};
