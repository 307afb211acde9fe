import { matchPath } from 'react-router';
import { chatRouteName } from '../../../lib/chat-config/chat-gate';

const gameRoutes: readonly (readonly [string, string])[] = [
  ['/game-center', 'game-center'],
  ['/game/:gameId/lucky-niu-niu/*', 'lucky-niu-niu'],
  ['/game/:gameId', 'game'],
  ['/game/:gameId/heat-map', 'game'],
  ['/game/:gameId/joy-ming', 'game'],
];

/**
 * The route name the prompt rules read (spec part 2 §5): the chat routes' names, and game-center,
 * game (a game's betting pages) and lucky-niu-niu (game 95's skin); null elsewhere.
 */
export const promptRouteName = (pathname: string): string | null => {
  const chat = chatRouteName(pathname);
  if (chat) return chat;
  for (const [pattern, name] of gameRoutes) {
    if (matchPath({ path: pattern, end: true }, pathname)) return name;
  }
  return null;
};

/** The room open now (room-chat, game-chat), if one is. */
export const openRoomId = (pathname: string): number | null => {
  const match =
    matchPath('/chat-rooms/:roomId', pathname) ??
    matchPath('/game/:gameId/chat-rooms/:roomId', pathname);
  const id = Number(match?.params.roomId);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The friend of the private chat open now, if one is. */
export const openFriendId = (pathname: string): number | null => {
  const match = matchPath('/chat-rooms/:roomId/friends/:friendId', pathname);
  const id = Number(match?.params.friendId);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** A chat page (the chat gate's routes and /talk), where a guest's chat connection is wanted. */
export const isChatPage = (pathname: string): boolean =>
  chatRouteName(pathname) !== null ||
  matchPath('/talk/:appId/:identity/:customerId', pathname) !== null;
