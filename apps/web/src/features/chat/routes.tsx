import type { RouteObject } from 'react-router';

const roomPages = () => import('./pages/room-chat-page');
const privatePages = () => import('./pages/private-chat-page');

/**
 * The chat pages (spec part 2 §2.3): /chat-rooms, /chat-rooms/{room_id},
 * /chat-rooms/{room_id}/friends/{friend_id}, /game/{id}/chat-rooms/{room_id},
 * /talk/{app_id}/{identity}/{customer_id}; each a lazy chunk.
 */
export const chatRoutes: RouteObject[] = [
  {
    path: 'chat-rooms',
    lazy: async () => ({
      Component: (await import('./pages/chat-rooms-page')).ChatRoomsPage,
    }),
  },
  {
    path: 'chat-rooms/:roomId',
    lazy: async () => ({ Component: (await roomPages()).RoomChatPage }),
  },
  {
    path: 'chat-rooms/:roomId/friends/:friendId',
    lazy: async () => ({ Component: (await privatePages()).IndividualChatPage }),
  },
  {
    path: 'game/:id/chat-rooms/:roomId',
    lazy: async () => ({ Component: (await roomPages()).GameChatPage }),
  },
  {
    path: 'talk/:appId/:identity/:customerId',
    lazy: async () => ({ Component: (await privatePages()).TalkPage }),
  },
];

/** The chat child of /game/95 (and its lucky-niu-niu skin): the game's room. */
export const gameSectionChatRoute: RouteObject = {
  path: 'chat',
  lazy: async () => ({ Component: (await roomPages()).GameSectionChatPage }),
};
