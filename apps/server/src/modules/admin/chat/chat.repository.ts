import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { chatMessages, chatRoomMembers, chatRooms, chatUsers } from '../../../db/chat-schema';
import { users } from '../../../db/schema';

/** The back office's chat SQL: what the chat's own repository has no call for. */

export const lockRoom = async (tx: Db, id: number) => {
  const [room] = await tx.select().from(chatRooms).where(eq(chatRooms.id, id)).for('update');
  return room;
};

export const updateRoom = async (
  tx: Db,
  id: number,
  values: Pick<
    typeof chatRooms.$inferInsert,
    'enableChat' | 'secPerMess' | 'minVipLevel' | 'maintenance'
  >,
) => {
  const [room] = await tx.update(chatRooms).set(values).where(eq(chatRooms.id, id)).returning();
  return room;
};

/** A room's messages, newest first, with the sender's account (none for a guest). */
export const messagesOfRoom = (
  db: Db,
  roomId: number,
  { beforeId, limit }: { beforeId: number | undefined; limit: number },
) =>
  db
    .select({ message: chatMessages, account: users.account })
    .from(chatMessages)
    .innerJoin(chatUsers, eq(chatUsers.id, chatMessages.senderId))
    .leftJoin(users, eq(users.id, chatUsers.userId))
    .where(
      and(
        eq(chatMessages.roomId, roomId),
        beforeId === undefined ? undefined : lt(chatMessages.id, beforeId),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit);

/** Marks a message deleted by an operator (no chat user: the audit row says who). */
export const markDeletedByOperator = async (tx: Db, id: number, at: Date) => {
  const [row] = await tx
    .update(chatMessages)
    .set({ deletedAt: at })
    .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
    .returning();
  return row;
};

/** A chat user with the member's account (null for a guest). */
export const findChatPerson = async (db: Db, chatUserId: number) => {
  const [row] = await db
    .select({ chatUser: chatUsers, account: users.account })
    .from(chatUsers)
    .leftJoin(users, eq(users.id, chatUsers.userId))
    .where(eq(chatUsers.id, chatUserId));
  return row;
};

/**
 * Mutes a chat user in every room of the class groups until `until` (a membership made where
 * missing, as the chat's own mute does), or lifts every mute (null). Answers the rooms' ids.
 */
export const muteEverywhere = async (tx: Db, chatUserId: number, until: Date | null) => {
  if (until === null) {
    const rows = await tx
      .update(chatRoomMembers)
      .set({ mutedUntil: null })
      .where(
        and(
          eq(chatRoomMembers.chatUserId, chatUserId),
          sql`${chatRoomMembers.roomId} in (select id from chat_rooms where kind = 'room')`,
        ),
      )
      .returning({ roomId: chatRoomMembers.roomId });
    return rows.map((row) => row.roomId);
  }
  const rooms = await tx
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .where(eq(chatRooms.kind, 'room'));
  if (rooms.length === 0) return [];
  await tx
    .insert(chatRoomMembers)
    .values(rooms.map((room) => ({ roomId: room.id, chatUserId, mutedUntil: until })))
    .onConflictDoUpdate({
      target: [chatRoomMembers.roomId, chatRoomMembers.chatUserId],
      set: { mutedUntil: until },
    });
  return rooms.map((room) => room.id);
};
