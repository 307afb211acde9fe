import { and, eq, sql } from 'drizzle-orm';
import {
  chatChannel,
  chatCommand,
  type ChatHongbaoRef,
  type ChatMessage,
  type ChatMessageType,
  type ChatServerFrame,
  type ChatUserInfo,
} from '@lottery/contracts';
import type { Db } from '../../db/client';
import { chatMessages, chatRoomMembers, chatRooms, chatUsers } from '../../db/chat-schema';
import { users } from '../../db/schema';
import type { Bus } from '../../realtime/bus';

/**
 * What every chat writer shares (the chat service, its socket, red packets): chat identities,
 * storing a message under its conversation's next seq, and the bus frames that carry it.
 */

export type ChatUserRow = typeof chatUsers.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatRoomRow = typeof chatRooms.$inferSelect;

/** The chat identity of a member, made the first time they chat. */
export const chatUserOfMember = async (db: Db, userId: number): Promise<ChatUserRow> => {
  const [made] = await db
    .insert(chatUsers)
    .values({ userId })
    .onConflictDoNothing({ target: chatUsers.userId })
    .returning();
  if (made) return made;
  const [found] = await db.select().from(chatUsers).where(eq(chatUsers.userId, userId));
  if (!found) throw new Error(`chat user of member ${userId} not found`);
  return found;
};

/** How a chat user appears on their messages now: a member's name, avatar, levels and colour. */
export const userInfoOf = async (db: Db, chatUser: ChatUserRow): Promise<ChatUserInfo> => {
  if (chatUser.userId === null) {
    return {
      user_id: chatUser.id,
      nickname: chatUser.nickname,
      avatarId: chatUser.avatarId,
      vipLevel: 0,
      chatLevel: 0,
      color: 1,
      isGuest: 1,
    };
  }
  const [member] = await db
    .select({
      account: users.account,
      nickname: users.nickname,
      avatarId: users.avatarId,
      vipLevel: users.vipLevel,
      chatLevel: users.chatLevel,
      color: users.chatThemeColor,
    })
    .from(users)
    .where(eq(users.id, chatUser.userId));
  if (!member) throw new Error(`member ${chatUser.userId} not found`);
  return {
    user_id: chatUser.id,
    nickname: member.nickname || member.account,
    avatarId: member.avatarId,
    vipLevel: member.vipLevel,
    chatLevel: member.chatLevel,
    color: member.color,
    isGuest: 0,
  };
};

export interface NewMessage {
  roomId: number;
  sender: ChatUserRow;
  userinfo: ChatUserInfo;
  type: ChatMessageType;
  body: string;
  recipientId?: number | null;
  redPacketId?: number | null;
  clientId?: string | null;
  /** When it was written (the service's clock); the database's now() when absent. */
  createdAt?: Date;
}

/**
 * Stores a message under the conversation's next seq. The seq is taken by updating the room
 * row, whose lock is held until `tx` commits, so a room's seqs commit in order and without gaps:
 * call it inside the transaction that pays for the message, if anything does.
 */
export const appendMessage = async (tx: Db, message: NewMessage): Promise<ChatMessageRow> => {
  const [room] = await tx
    .update(chatRooms)
    .set({ lastSeq: sql`${chatRooms.lastSeq} + 1` })
    .where(eq(chatRooms.id, message.roomId))
    .returning({ lastSeq: chatRooms.lastSeq });
  if (!room) throw new Error(`chat room ${message.roomId} not found`);
  const [row] = await tx
    .insert(chatMessages)
    .values({
      roomId: message.roomId,
      seq: room.lastSeq,
      senderId: message.sender.id,
      recipientId: message.recipientId ?? null,
      type: message.type,
      body: message.body,
      userinfo: message.userinfo,
      redPacketId: message.redPacketId ?? null,
      clientId: message.clientId ?? null,
      ...(message.createdAt ? { createdAt: message.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('chat message not stored');
  await tx
    .update(chatRoomMembers)
    .set({ lastReadSeq: room.lastSeq })
    .where(
      and(
        eq(chatRoomMembers.roomId, message.roomId),
        eq(chatRoomMembers.chatUserId, message.sender.id),
      ),
    );
  return row;
};

/** A stored message as the records call and the socket send it. */
export const messageView = (row: ChatMessageRow, hongbao?: ChatHongbaoRef): ChatMessage => {
  const isPrivate = row.recipientId !== null;
  if (row.deletedAt) {
    return {
      id: row.id,
      seq: row.seq,
      room_id: row.roomId,
      talk_type: isPrivate ? 1 : 2,
      command: chatCommand.deleted,
      content: null,
      created_at: row.createdAt.getTime(),
      client_id: row.clientId,
    };
  }
  return {
    id: row.id,
    seq: row.seq,
    room_id: row.roomId,
    talk_type: isPrivate ? 1 : 2,
    command: isPrivate ? chatCommand.privateMessage : chatCommand.message,
    content: {
      type: row.type as ChatMessageType,
      body: row.body,
      userinfo: row.userinfo,
      ...(isPrivate ? { reciveId: row.recipientId ?? undefined } : {}),
      ...(hongbao ? { hongbao } : {}),
    },
    created_at: row.createdAt.getTime(),
    client_id: row.clientId,
  };
};

/**
 * Sends a frame to everyone following a room (every process, through the bus), or for a private
 * conversation to both sides' own channels. Call it after the transaction commits.
 */
export const publishToRoom = (bus: Bus, roomId: number, frame: ChatServerFrame) =>
  bus.publish(chatChannel.room(roomId), frame);

export const publishToUser = (bus: Bus, chatUserId: number, frame: ChatServerFrame) =>
  bus.publish(chatChannel.user(chatUserId), frame);

/** A stored message to its audience: the room, or the two sides of a private conversation. */
export const publishMessage = async (bus: Bus, message: ChatMessage, senderId: number) => {
  if (message.talk_type === 1 && message.content?.reciveId !== undefined) {
    const frame: ChatServerFrame = { command: chatCommand.privateMessage, content: message };
    await publishToUser(bus, message.content.reciveId, frame);
    if (message.content.reciveId !== senderId) await publishToUser(bus, senderId, frame);
    return;
  }
  await publishToRoom(bus, message.room_id, { command: chatCommand.message, content: message });
};
