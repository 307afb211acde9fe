import { eq, sql, type SQL } from 'drizzle-orm';
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

/** The member columns a message's userinfo is made of (see `userInfoFrom`). */
export const memberInfoColumns = {
  account: users.account,
  nickname: users.nickname,
  avatarId: users.avatarId,
  vipLevel: users.vipLevel,
  chatLevel: users.chatLevel,
  color: users.chatThemeColor,
};
export type MemberInfo = {
  [K in keyof typeof memberInfoColumns]: (typeof memberInfoColumns)[K]['_']['data'];
};

/** How a chat user appears on their messages: a guest as themselves, a member by their account. */
export const userInfoFrom = (chatUser: ChatUserRow, member: MemberInfo | null): ChatUserInfo => {
  if (chatUser.userId === null || !member) {
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

/** How a chat user appears on their messages now: a member's name, avatar, levels and colour. */
export const userInfoOf = async (db: Db, chatUser: ChatUserRow): Promise<ChatUserInfo> => {
  if (chatUser.userId === null) return userInfoFrom(chatUser, null);
  const [member] = await db
    .select(memberInfoColumns)
    .from(users)
    .where(eq(users.id, chatUser.userId));
  if (!member) throw new Error(`member ${chatUser.userId} not found`);
  return userInfoFrom(chatUser, member);
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

/** A chat_messages row as raw SQL answers it (bigints may come as strings), as Drizzle's row. */
export const messageRowOf = (raw: Record<string, unknown>): ChatMessageRow => {
  const orNull = <T>(value: unknown, as: (value: unknown) => T): T | null =>
    value === null || value === undefined ? null : as(value);
  const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
  return {
    id: Number(raw.id),
    roomId: Number(raw.room_id),
    seq: Number(raw.seq),
    senderId: Number(raw.sender_id),
    recipientId: orNull(raw.recipient_id, Number),
    type: String(raw.type),
    body: String(raw.body),
    userinfo: (typeof raw.userinfo === 'string'
      ? JSON.parse(raw.userinfo)
      : raw.userinfo) as ChatUserInfo,
    redPacketId: orNull(raw.red_packet_id, Number),
    clientId: orNull(raw.client_id, String),
    deletedAt: orNull(raw.deleted_at, date),
    deletedBy: orNull(raw.deleted_by, Number),
    createdAt: date(raw.created_at),
  };
};

/**
 * The INSERT of a message whose room and seq come from `source` (a CTE answering `id` and
 * `last_seq`: the room row just updated, and so locked), returning the whole row.
 */
export const messageInsertFrom = (source: SQL, message: NewMessage) => sql`
  insert into ${chatMessages} (room_id, seq, sender_id, recipient_id, type, body, userinfo,
    red_packet_id, client_id, created_at)
  select s.id, s.last_seq, ${message.sender.id}::int, ${message.recipientId ?? null}::int,
    ${message.type}::text, ${message.body}::text, ${JSON.stringify(message.userinfo)}::jsonb,
    ${message.redPacketId ?? null}::bigint, ${message.clientId ?? null}::text,
    coalesce(${message.createdAt?.toISOString() ?? null}::timestamptz, now())
  from ${source} s
  returning *`;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * Stores a message under the conversation's next seq. The seq is taken by updating the room
 * row, whose lock is held until `tx` commits, so a room's seqs commit in order and without gaps:
 * call it inside the transaction that pays for the message, if anything does. One statement:
 * the room's seq and the message (and, in a private room, the sender's reading mark, which the
 * unread counts of contacts read; a room's is read by nothing).
 */
export const appendMessage = async (tx: Db, message: NewMessage): Promise<ChatMessageRow> => {
  const result = await tx.execute(sql`
    with r as (
      update ${chatRooms} set last_seq = last_seq + 1 where id = ${message.roomId}::int
      returning id, last_seq, kind
    ),
    m as (${messageInsertFrom(sql`r`, message)}),
    mark as (
      update ${chatRoomMembers} cm set last_read_seq = greatest(cm.last_read_seq, r.last_seq)
      from r
      where r.kind = 'private' and cm.room_id = r.id and cm.chat_user_id = ${message.sender.id}::int
    )
    select * from m`);
  const [raw] = rowsOf(result);
  if (!raw) throw new Error(`chat room ${message.roomId} not found`);
  return messageRowOf(raw);
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
