import { chatLimits, chatPaths, talkType } from '@lottery/contracts';
import type { ChatRecords } from '@lottery/contracts';
import { http } from '../../../lib/http';
import { chatHeaders } from './chat-identity';

/** Whose records: a room, or a private conversation with a friend. */
export type RecordsOf =
  { roomId: number; friendId?: undefined } | { roomId?: number; friendId: number };

/**
 * GET /api-messen/api/v1/recordsList: the newest page (limit 150), or the page older than
 * `before` (limit 100). Rooms talk_type 2; private conversations talk_type 1 with friend_id.
 */
export const getRecords = (
  of: RecordsOf,
  page: { before?: number } = {},
  signal?: AbortSignal,
): Promise<ChatRecords> =>
  http.chat.get(chatPaths.records, {
    signal,
    headers: chatHeaders(),
    params: {
      ...(of.friendId === undefined
        ? { room_id: of.roomId, talk_type: talkType.room }
        : { friend_id: of.friendId, talk_type: talkType.private }),
      limit: page.before === undefined ? chatLimits.recordsLimit : chatLimits.pageLimit,
      before: page.before,
    },
  });
