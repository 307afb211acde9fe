import { and, asc, count, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  chatClassGroups,
  chatMessages,
  chatRoomMembers,
  chatRooms,
  chatUsers,
  redPackets,
} from '../../db/chat-schema';
import { users } from '../../db/schema';
import type { ChatMessageRow, ChatRoomRow, ChatUserRow } from './chat-store';

/** The chat's SQL: rooms, memberships, messages and identities (chat-store.ts writes messages). */

export type MembershipRow = typeof chatRoomMembers.$inferSelect;

export const listClassGroups = (db: Db) =>
  db
    .select()
    .from(chatClassGroups)
    .orderBy(asc(chatClassGroups.sortOrder), asc(chatClassGroups.id));

/** The rooms of the class groups (not private ones), each with its member count. */
export const listRoomsWithPeople = async (db: Db) => {
  const people = db
    .select({ roomId: chatRoomMembers.roomId, total: count().as('total') })
    .from(chatRoomMembers)
    .groupBy(chatRoomMembers.roomId)
    .as('people');
  const rows = await db
    .select({ room: chatRooms, total: people.total })
    .from(chatRooms)
    .leftJoin(people, eq(people.roomId, chatRooms.id))
    .where(eq(chatRooms.kind, 'room'))
    .orderBy(asc(chatRooms.sortOrder), asc(chatRooms.id));
  return rows.map(({ room, total }) => ({ room, totalPeople: Number(total ?? 0) }));
};

export const findRoom = async (db: Db, id: number): Promise<ChatRoomRow | undefined> => {
  const [room] = await db.select().from(chatRooms).where(eq(chatRooms.id, id));
  return room;
};

/** Locks a room's row until the transaction ends (the same lock appendMessage takes). */
export const lockRoom = async (tx: Db, id: number): Promise<ChatRoomRow | undefined> => {
  const [room] = await tx.select().from(chatRooms).where(eq(chatRooms.id, id)).for('update');
  return room;
};

/** The private room of two chat users, made when absent (with both memberships). */
export const privateRoomOf = async (db: Db, a: number, b: number): Promise<ChatRoomRow> => {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  return db.transaction(async (tx) => {
    await tx
      .insert(chatRooms)
      .values({ kind: 'private', pairLo: lo, pairHi: hi })
      .onConflictDoNothing({ target: [chatRooms.pairLo, chatRooms.pairHi] });
    const [room] = await tx
      .select()
      .from(chatRooms)
      .where(and(eq(chatRooms.pairLo, lo), eq(chatRooms.pairHi, hi)));
    if (!room) throw new Error(`private room of ${lo} and ${hi} not made`);
    await tx
      .insert(chatRoomMembers)
      .values([
        { roomId: room.id, chatUserId: lo },
        { roomId: room.id, chatUserId: hi },
      ])
      .onConflictDoNothing();
    return room;
  });
};

export const findPrivateRoom = async (db: Db, a: number, b: number) => {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  const [room] = await db
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.pairLo, lo), eq(chatRooms.pairHi, hi)));
  return room;
};

export const findMembership = async (db: Db, roomId: number, chatUserId: number) => {
  const [row] = await db
    .select()
    .from(chatRoomMembers)
    .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.chatUserId, chatUserId)));
  return row;
};

/** Joins a room (counted in total_people from now on); nothing when already a member. */
export const ensureMembership = async (db: Db, roomId: number, chatUserId: number) => {
  await db.insert(chatRoomMembers).values({ roomId, chatUserId }).onConflictDoNothing();
};

export const lockMembership = async (tx: Db, roomId: number, chatUserId: number) => {
  await ensureMembership(tx, roomId, chatUserId);
  const [row] = await tx
    .select()
    .from(chatRoomMembers)
    .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.chatUserId, chatUserId)))
    .for('update');
  if (!row) throw new Error(`membership of ${chatUserId} in ${roomId} not found`);
  return row;
};

export const setLastSent = (tx: Db, roomId: number, chatUserId: number, at: Date) =>
  tx
    .update(chatRoomMembers)
    .set({ lastSentAt: at })
    .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.chatUserId, chatUserId)));

export const setMutedUntil = async (
  db: Db,
  roomId: number,
  chatUserId: number,
  until: Date | null,
) => {
  await db
    .insert(chatRoomMembers)
    .values({ roomId, chatUserId, mutedUntil: until })
    .onConflictDoUpdate({
      target: [chatRoomMembers.roomId, chatRoomMembers.chatUserId],
      set: { mutedUntil: until },
    });
};

/** Rooms where the chat user is muted after `at`. */
export const mutesOf = (db: Db, chatUserId: number, at: Date) =>
  db
    .select({ roomId: chatRoomMembers.roomId, mutedUntil: chatRoomMembers.mutedUntil })
    .from(chatRoomMembers)
    .where(and(eq(chatRoomMembers.chatUserId, chatUserId), gt(chatRoomMembers.mutedUntil, at)));

/** The reading mark moves forward only. */
export const markRead = (db: Db, roomId: number, chatUserId: number, seq: number) =>
  db
    .update(chatRoomMembers)
    .set({ lastReadSeq: sql`greatest(${chatRoomMembers.lastReadSeq}, ${seq})` })
    .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.chatUserId, chatUserId)));

/** When a sender's latest messages in a room were written (newest first). */
export const recentSendTimes = async (tx: Db, roomId: number, senderId: number, n: number) =>
  (
    await tx
      .select({ createdAt: chatMessages.createdAt })
      .from(chatMessages)
      .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.roomId, roomId)))
      .orderBy(desc(chatMessages.id))
      .limit(n)
  ).map((row) => row.createdAt);

export const findMessageByClientId = async (
  db: Db,
  senderId: number,
  clientId: string,
): Promise<ChatMessageRow | undefined> => {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)));
  return row;
};

export const findMessage = async (db: Db, id: number): Promise<ChatMessageRow | undefined> => {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row;
};

export const markDeleted = async (db: Db, id: number, by: number, at: Date) => {
  const [row] = await db
    .update(chatMessages)
    .set({ deletedAt: at, deletedBy: by })
    .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
    .returning();
  return row;
};

/** Messages after a seq, oldest first. */
export const messagesAfter = (db: Db, roomId: number, after: number, limit: number) =>
  db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), gt(chatMessages.seq, after)))
    .orderBy(asc(chatMessages.seq))
    .limit(limit);

/** The newest `limit` messages before a seq (or of all, skipping `offset`), oldest first. */
export const messagesBefore = async (
  db: Db,
  roomId: number,
  { before, offset, limit }: { before?: number; offset: number; limit: number },
) =>
  (
    await db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.roomId, roomId),
          before === undefined ? undefined : lt(chatMessages.seq, before),
        ),
      )
      .orderBy(desc(chatMessages.seq))
      .offset(offset)
      .limit(limit)
  ).reverse();

export const countMessages = async (db: Db, roomId: number) => {
  const [row] = await db
    .select({ total: count() })
    .from(chatMessages)
    .where(eq(chatMessages.roomId, roomId));
  return Number(row?.total ?? 0);
};

/** The state of the red packets some messages carry. */
export const redPacketStates = async (db: Db, ids: number[]) =>
  ids.length === 0
    ? []
    : db
        .select({
          id: redPackets.id,
          count: redPackets.count,
          remaining_count: redPackets.remainingCount,
          status: redPackets.status,
        })
        .from(redPackets)
        .where(inArray(redPackets.id, ids));

/** The private rooms a chat user is in, newest activity first, with their reading mark. */
export const privateRoomsOf = async (
  db: Db,
  chatUserId: number,
  page?: { offset: number; limit: number },
) => {
  const query = db
    .select({ room: chatRooms, lastReadSeq: chatRoomMembers.lastReadSeq })
    .from(chatRoomMembers)
    .innerJoin(chatRooms, eq(chatRooms.id, chatRoomMembers.roomId))
    .where(and(eq(chatRoomMembers.chatUserId, chatUserId), eq(chatRooms.kind, 'private')))
    .orderBy(desc(chatRooms.lastSeq), desc(chatRooms.id));
  return page ? query.offset(page.offset).limit(page.limit) : query;
};

export const countPrivateRoomsOf = async (db: Db, chatUserId: number) => {
  const [row] = await db
    .select({ total: count() })
    .from(chatRoomMembers)
    .innerJoin(chatRooms, eq(chatRooms.id, chatRoomMembers.roomId))
    .where(and(eq(chatRoomMembers.chatUserId, chatUserId), eq(chatRooms.kind, 'private')));
  return Number(row?.total ?? 0);
};

/** The newest message still shown of each room. */
export const lastMessagesOf = async (db: Db, roomIds: number[]) =>
  roomIds.length === 0
    ? []
    : db
        .selectDistinctOn([chatMessages.roomId])
        .from(chatMessages)
        .where(and(inArray(chatMessages.roomId, roomIds), isNull(chatMessages.deletedAt)))
        .orderBy(chatMessages.roomId, desc(chatMessages.seq));

/** Messages from others after the chat user's reading mark, per room. */
export const unreadCountsOf = async (db: Db, chatUserId: number, roomIds: number[]) => {
  if (roomIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ roomId: chatMessages.roomId, unread: count() })
    .from(chatMessages)
    .innerJoin(
      chatRoomMembers,
      and(
        eq(chatRoomMembers.roomId, chatMessages.roomId),
        eq(chatRoomMembers.chatUserId, chatUserId),
      ),
    )
    .where(
      and(
        inArray(chatMessages.roomId, roomIds),
        gt(chatMessages.seq, chatRoomMembers.lastReadSeq),
        ne(chatMessages.senderId, chatUserId),
        isNull(chatMessages.deletedAt),
      ),
    )
    .groupBy(chatMessages.roomId);
  return new Map(rows.map((row) => [row.roomId, Number(row.unread)]));
};

export interface ChatPerson {
  id: number;
  userId: number | null;
  nickname: string;
  avatarId: number;
  chatLevel: number;
}

/** Chat users as others see them: a member's name and avatar, a guest's own. */
export const chatPeople = async (db: Db, ids: number[]): Promise<Map<number, ChatPerson>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: chatUsers.id,
      userId: chatUsers.userId,
      guestNickname: chatUsers.nickname,
      guestAvatar: chatUsers.avatarId,
      account: users.account,
      nickname: users.nickname,
      avatarId: users.avatarId,
      chatLevel: users.chatLevel,
    })
    .from(chatUsers)
    .leftJoin(users, eq(users.id, chatUsers.userId))
    .where(inArray(chatUsers.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        userId: row.userId,
        nickname: row.userId === null ? row.guestNickname : row.nickname || (row.account ?? ''),
        avatarId: row.userId === null ? row.guestAvatar : (row.avatarId ?? 1),
        chatLevel: row.chatLevel ?? 0,
      },
    ]),
  );
};

export const findChatUser = async (db: Db, id: number): Promise<ChatUserRow | undefined> => {
  const [row] = await db.select().from(chatUsers).where(eq(chatUsers.id, id));
  return row;
};

/** What decides whether a member may chat now (read fresh: a socket outlives its sign-in). */
export const memberChatState = async (db: Db, userId: number) => {
  const [row] = await db
    .select({
      enableChat: users.enableChat,
      vipLevel: users.vipLevel,
      chatLevel: users.chatLevel,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
};

export const insertGuest = async (
  db: Db,
  guest: { tokenHash: string; nickname: string; avatarId: number },
) => {
  const [row] = await db
    .insert(chatUsers)
    .values({
      guestTokenHash: guest.tokenHash,
      nickname: guest.nickname,
      avatarId: guest.avatarId,
    })
    .returning();
  if (!row) throw new Error('guest not stored');
  return row;
};

export const setEnableChat = (db: Db, userId: number, enableChat: number) =>
  db.update(users).set({ enableChat }).where(eq(users.id, userId));

/** Whether a chat user manages a room (role 1 there). */
export const isRoomManager = async (db: Db, roomId: number, chatUserId: number) => {
  const [row] = await db
    .select({ role: chatRoomMembers.role })
    .from(chatRoomMembers)
    .where(
      and(
        eq(chatRoomMembers.roomId, roomId),
        eq(chatRoomMembers.chatUserId, chatUserId),
        eq(chatRoomMembers.role, 1),
      ),
    );
  return row !== undefined;
};
