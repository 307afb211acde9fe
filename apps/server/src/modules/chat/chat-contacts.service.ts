import { randomBytes, randomInt } from 'node:crypto';
import {
  chatLevel,
  chatMessageTypes,
  type ChatContact,
  type ChatGuest,
  type ChatGuestFriends,
  type ChatGuestRoom,
  type ChatMessageType,
  type GuestInitRoomForm,
} from '@lottery/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { hashToken } from '../auth/session.service';
import type { ChatCaller } from './chat-auth';
import { userInfoOf, type ChatRoomRow } from './chat-store';
import { otherSide, type ChatRoomsService } from './chat-rooms.service';
import * as repo from './chat.repository';

export type ChatContactsService = ReturnType<typeof createChatContactsService>;

/** A guest's name: 游客 and four digits. */
export const guestNicknamePrefix = '游客';

const isMessageType = (value: string): value is ChatMessageType =>
  (chatMessageTypes as readonly string[]).includes(value);

/** Private conversations (contacts) and the guests' identities and service chats. */
export const createChatContactsService = (
  { db }: Pick<Deps, 'db'>,
  { rooms }: { rooms: ChatRoomsService },
) => {
  const contactsOf = async (
    chatUserId: number,
    conversations: { room: ChatRoomRow; lastReadSeq: number }[],
  ): Promise<ChatContact[]> => {
    const roomIds = conversations.map(({ room }) => room.id);
    const [people, lasts, unread] = await Promise.all([
      repo.chatPeople(
        db,
        conversations.map(({ room }) => otherSide(room, chatUserId)),
      ),
      repo.lastMessagesOf(db, roomIds),
      repo.unreadCountsOf(db, chatUserId, roomIds),
    ]);
    const lastByRoom = new Map(lasts.map((row) => [row.roomId, row]));
    return conversations.flatMap(({ room }) => {
      const friend = people.get(otherSide(room, chatUserId));
      if (!friend) return [];
      const last = lastByRoom.get(room.id);
      return [
        {
          room_id: room.id,
          friend_id: friend.id,
          nickname: friend.nickname,
          avatarId: friend.avatarId,
          chatLevel: friend.chatLevel,
          last_message:
            last && isMessageType(last.type)
              ? {
                  content: { type: last.type, body: last.body },
                  created_at: last.createdAt.getTime(),
                }
              : null,
          unread: unread.get(room.id) ?? 0,
        },
      ];
    });
  };

  /** The caller's private conversations, the most recently active first. */
  const contacts = async (caller: ChatCaller) =>
    contactsOf(caller.chatUser.id, await repo.privateRoomsOf(db, caller.chatUser.id));

  /** The conversation with one chat user, made (both sides contacts at once) when allowed. */
  const contactWith = async (caller: ChatCaller, friendId: number): Promise<ChatContact> => {
    const room = await rooms.privateRoomWith(caller, friendId);
    const membership = await repo.findMembership(db, room.id, caller.chatUser.id);
    const [contact] = await contactsOf(caller.chatUser.id, [
      { room, lastReadSeq: membership?.lastReadSeq ?? 0 },
    ]);
    if (!contact) throw new AppError('CHAT/USER_NOT_FOUND');
    return contact;
  };

  /** A new guest identity; its secret (hash_id) is shown once and stored only as a hash. */
  const newGuest = async (): Promise<ChatGuest> => {
    const hashId = randomBytes(24).toString('base64url');
    const guest = await repo.insertGuest(db, {
      tokenHash: hashToken(hashId),
      nickname: `${guestNicknamePrefix}${String(randomInt(0, 10_000)).padStart(4, '0')}`,
      avatarId: randomInt(1, 17),
    });
    return {
      guest_id: guest.id,
      nickname: guest.nickname,
      avatarId: guest.avatarId,
      hash_id: hashId,
    };
  };

  /** A guest's private room with a customer-service member (chat level 2). */
  const initGuestRoom = async (
    caller: ChatCaller,
    form: GuestInitRoomForm,
  ): Promise<ChatGuestRoom> => {
    const people = await repo.chatPeople(db, [form.friend_id]);
    const friend = people.get(form.friend_id);
    if (!friend) throw new AppError('CHAT/USER_NOT_FOUND');
    if (friend.userId === null || friend.chatLevel !== chatLevel.service) {
      throw new AppError('CHAT/PRIVATE_FORBIDDEN');
    }
    const room = await rooms.privateRoomWith(caller, form.friend_id);
    const self = await userInfoOf(db, caller.chatUser);
    return {
      guest_id: caller.chatUser.id,
      nickname: self.nickname,
      avatarId: self.avatarId,
      room_id: room.id,
    };
  };

  const guestFriends = async (
    caller: ChatCaller,
    { page, per_page }: { page: number; per_page: number },
  ): Promise<ChatGuestFriends> => {
    const [conversations, total] = await Promise.all([
      repo.privateRoomsOf(db, caller.chatUser.id, {
        offset: (page - 1) * per_page,
        limit: per_page,
      }),
      repo.countPrivateRoomsOf(db, caller.chatUser.id),
    ]);
    return { items: await contactsOf(caller.chatUser.id, conversations), total };
  };

  return { contacts, contactWith, newGuest, initGuestRoom, guestFriends };
};
