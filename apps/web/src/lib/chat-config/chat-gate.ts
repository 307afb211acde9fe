import { chatGateMessage } from '@lottery/contracts';
import type { ChatConfigFile, ChatRouteName } from '@lottery/contracts';
import { matchPath } from 'react-router';

/** Where the chat gate lets a user in: the chat-room list. */
export const chatRoomsPath = '/chat-rooms';

export type ChatGate = { open: true } | { open: false; message: string };

/**
 * Whether the chat configuration lets a user into chat. Chat switched off (enable_chat 0) wins
 * over maintenance (enable_chat_maintenance 1). A configuration that could not be read lets the
 * user through: the chat server is the final gate and answers 405 when chat is off.
 */
export const chatGate = (
  config: Pick<ChatConfigFile, 'enable_chat' | 'enable_chat_maintenance'> | undefined,
): ChatGate => {
  if (config?.enable_chat === 0) return { open: false, message: chatGateMessage.unavailable };
  if (config?.enable_chat_maintenance === 1) {
    return { open: false, message: chatGateMessage.maintenance };
  }
  return { open: true };
};

/** The paths of the chat routes (spec part 2 §2.8), most specific first. */
const chatRoutePatterns: readonly (readonly [string, ChatRouteName])[] = [
  ['/chat-rooms', 'chat-rooms'],
  ['/chat-rooms/:roomId/hong-bao', 'hong-bao-create'],
  ['/chat-rooms/:roomId/hong-bao/history', 'hong-bao-history'],
  ['/chat-rooms/:roomId/hong-bao/:hongBaoId', 'hong-bao-detail'],
  ['/chat-rooms/:roomId/friends/:friendId', 'individual-chat'],
  ['/chat-rooms/:roomId', 'room-chat'],
  ['/game/:gameId/chat-rooms/:roomId', 'game-chat'],
  // The chat child of /game/95.
  ['/game/:gameId/chat', 'game-chat'],
];

/** The chat-route name of `pathname`, or null when it is not a chat page. */
export const chatRouteName = (pathname: string): ChatRouteName | null => {
  for (const [pattern, name] of chatRoutePatterns) {
    if (matchPath({ path: pattern, end: true }, pathname)) return name;
  }
  return null;
};
