import { randomBytes } from 'node:crypto';
import {
  chatBase,
  chatConfigKey,
  chatLevel,
  chatLimits,
  chatPaths,
  defaultQuickMessages,
  systemConfigKey,
  type ChatClassGroups,
  type ChatHongbaoRef,
  type ChatMessage,
  type ChatRecords,
  type ChatRecordsQuery,
  type ChatRoom,
} from '@lottery/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { SettingsService } from '../settings/settings.service';
import type { ChatCaller } from './chat-auth';
import { messageView, userInfoOf, type ChatMessageRow, type ChatRoomRow } from './chat-store';
import * as repo from './chat.repository';

export type ChatRoomsService = ReturnType<typeof createChatRoomsService>;

const roomView = (room: ChatRoomRow, totalPeople: number): ChatRoom => ({
  room_id: room.id,
  name: room.name,
  total_people: totalPeople,
  enable_chat: room.enableChat,
  sec_per_mess: room.secPerMess,
  game_id: room.gameId,
  is_guest: room.isGuest,
  min_vip_level: room.minVipLevel,
  allow_links: room.allowLinks,
  maintenance: room.maintenance,
});

/** The other side of a private room. */
export const otherSide = (room: ChatRoomRow, chatUserId: number): number =>
  (room.pairLo === chatUserId ? room.pairHi : room.pairLo) ?? 0;

export const isPairOf = (room: ChatRoomRow, chatUserId: number) =>
  room.pairLo === chatUserId || room.pairHi === chatUserId;

/**
 * Who may enter a room already read: a private room only its two sides (anyone else is told it
 * does not exist); a room unless under maintenance, and for a guest only a guest room.
 */
export const assertMayEnter = (caller: ChatCaller, room: ChatRoomRow) => {
  if (room.kind === 'private') {
    if (!isPairOf(room, caller.chatUser.id)) throw new AppError('CHAT/ROOM_NOT_FOUND');
    return;
  }
  if (caller.kind === 'guest' && room.isGuest !== 1) throw new AppError('CHAT/GUEST_FORBIDDEN');
  if (room.maintenance === 1) throw new AppError('CHAT/MAINTENANCE');
};

/**
 * Rooms and what may be read in them: the chat's switches, who may enter a room, the class
 * groups, and the records of a conversation.
 */
export const createChatRoomsService = (
  { db, now }: Pick<Deps, 'db' | 'now'>,
  { settings }: { settings: Pick<SettingsService, 'systemConfigValue'> },
) => {
  /** The operator's switches: chat off (405 CHAT/UNAVAILABLE) or under maintenance. */
  const assertOpen = async () => {
    if ((await settings.systemConfigValue(systemConfigKey.enableChat)) === '0') {
      throw new AppError('CHAT/UNAVAILABLE');
    }
    if ((await settings.systemConfigValue(systemConfigKey.enableChatMaintenance)) === '1') {
      throw new AppError('CHAT/MAINTENANCE');
    }
  };

  /**
   * A conversation the caller may read: a private room only for its two sides (anyone else is
   * told it does not exist); a room of the class groups unless under maintenance, and for a
   * guest only a guest room.
   */
  const roomForCaller = async (caller: ChatCaller, roomId: number): Promise<ChatRoomRow> => {
    const room = await repo.findRoom(db, roomId);
    if (!room) throw new AppError('CHAT/ROOM_NOT_FOUND');
    assertMayEnter(caller, room);
    return room;
  };

  /** Enters a room: a member of it from now on (total_people counts them). */
  const enter = async (caller: ChatCaller, roomId: number) => {
    const room = await roomForCaller(caller, roomId);
    if (room.kind === 'room') await repo.ensureMembership(db, room.id, caller.chatUser.id);
    return room;
  };

  /**
   * Whether the caller may talk privately with a chat user: members with members; a guest only
   * with customer service (chat level 2), and service with guests. Never with oneself.
   */
  const assertPrivateAllowed = async (caller: ChatCaller, friendId: number) => {
    if (friendId === caller.chatUser.id) throw new AppError('CHAT/PRIVATE_FORBIDDEN');
    const people = await repo.chatPeople(db, [friendId, caller.chatUser.id]);
    const friend = people.get(friendId);
    const self = people.get(caller.chatUser.id);
    if (!friend) throw new AppError('CHAT/USER_NOT_FOUND');
    const friendIsGuest = friend.userId === null;
    if (caller.kind === 'guest') {
      if (friendIsGuest || friend.chatLevel !== chatLevel.service) {
        throw new AppError('CHAT/PRIVATE_FORBIDDEN');
      }
    } else if (friendIsGuest && self?.chatLevel !== chatLevel.service) {
      throw new AppError('CHAT/PRIVATE_FORBIDDEN');
    }
    return friend;
  };

  /** The private room of the caller and a friend, made (with both memberships) when allowed. */
  const privateRoomWith = async (caller: ChatCaller, friendId: number) => {
    const existing = await repo.findPrivateRoom(db, caller.chatUser.id, friendId);
    if (existing) return existing;
    await assertPrivateAllowed(caller, friendId);
    return repo.privateRoomOf(db, caller.chatUser.id, friendId);
  };

  /** Stored messages as the records call and the socket send them, red packets' state added. */
  const views = async (rows: ChatMessageRow[]): Promise<ChatMessage[]> => {
    const ids = rows.flatMap((row) => (row.redPacketId === null ? [] : [row.redPacketId]));
    const states = new Map<number, ChatHongbaoRef>(
      (await repo.redPacketStates(db, ids)).map((state) => [state.id, state]),
    );
    return rows.map((row) =>
      messageView(row, row.redPacketId === null ? undefined : states.get(row.redPacketId)),
    );
  };

  /** Messages after a seq, oldest first (a resync). */
  const rowsAfter = async (caller: ChatCaller, room: ChatRoomRow, after: number, limit: number) => {
    const rows = await views(await repo.messagesAfter(db, room.id, after, limit));
    const last = rows.at(-1);
    if (last) await repo.markRead(db, room.id, caller.chatUser.id, last.seq);
    return rows;
  };

  const classGroups = async (caller: ChatCaller): Promise<ChatClassGroups> => {
    const isGuest = caller.kind === 'guest';
    const [groups, rooms, mutes, userinfo, quick, popup] = await Promise.all([
      repo.listClassGroups(db),
      repo.listRoomsWithPeople(db),
      repo.mutesOf(db, caller.chatUser.id, now()),
      userInfoOf(db, caller.chatUser),
      settings.systemConfigValue(chatConfigKey.quickMessages),
      settings.systemConfigValue(chatConfigKey.awardPopup),
    ]);
    const visible = rooms.filter(({ room }) => !isGuest || room.isGuest === 1);
    const list = groups
      .map((group) => ({
        id: group.id,
        name: group.name,
        sort_order: group.sortOrder,
        chatroom: visible
          .filter(({ room }) => room.classGroupId === group.id)
          .map(({ room, totalPeople }) => roomView(room, totalPeople)),
      }))
      .filter((group) => !isGuest || group.chatroom.length > 0);
    const listed = list.flatMap((group) => group.chatroom);
    const flagged = isGuest ? undefined : visible.find(({ room }) => room.isDefault);
    const at = now().getTime();
    const quickMessages = (quick ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    return {
      list,
      default_chatroom: flagged?.room.id ?? listed[0]?.room_id ?? null,
      conection_id: randomBytes(12).toString('hex'),
      socket_url: `${chatBase}${chatPaths.socket}`,
      userId: caller.chatUser.id,
      lottery_win_message_popup: popup === '0' ? 0 : 1,
      quick_messages: quickMessages.length > 0 ? quickMessages : [...defaultQuickMessages],
      userinfo,
      muted: Object.fromEntries(
        mutes.flatMap(({ roomId, mutedUntil }) =>
          mutedUntil ? [[String(roomId), Math.ceil((mutedUntil.getTime() - at) / 1000)]] : [],
        ),
      ),
    };
  };

  /**
   * A conversation's records: the newest page first (page 2 the one before it …, or `before` a
   * seq), or with `after` the messages after a seq (a resync); rows oldest first either way.
   * talk_type 1 with friend_id: the private room of the two, made when absent and allowed.
   */
  const records = async (caller: ChatCaller, query: ChatRecordsQuery): Promise<ChatRecords> => {
    let room: ChatRoomRow;
    if (query.room_id !== undefined) {
      room = await roomForCaller(caller, query.room_id);
      if (query.talk_type === 1 && room.kind !== 'private') {
        throw new AppError('CHAT/ROOM_NOT_FOUND');
      }
    } else if (query.talk_type === 1 && query.friend_id !== undefined) {
      room = await privateRoomWith(caller, query.friend_id);
    } else {
      throw new AppError('SYS/VALIDATION', 'room_id 或 friend_id 不能为空');
    }
    const limit = Math.min(query.limit, chatLimits.recordsLimit);
    let rows: ChatMessage[];
    if (query.after !== undefined) {
      rows = await rowsAfter(caller, room, query.after, limit);
    } else {
      rows = await views(
        await repo.messagesBefore(db, room.id, {
          before: query.before,
          offset: query.before === undefined ? (query.page - 1) * limit : 0,
          limit,
        }),
      );
      const last = rows.at(-1);
      if (last && query.before === undefined && query.page === 1) {
        await repo.markRead(db, room.id, caller.chatUser.id, last.seq);
      }
    }
    return {
      room_id: room.id,
      rows,
      total: await repo.countMessages(db, room.id),
      last_seq: Math.max(room.lastSeq, rows.at(-1)?.seq ?? 0),
    };
  };

  return {
    assertOpen,
    roomForCaller,
    enter,
    assertPrivateAllowed,
    privateRoomWith,
    views,
    rowsAfter,
    classGroups,
    records,
  };
};
