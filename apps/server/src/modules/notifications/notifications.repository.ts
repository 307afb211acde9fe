import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushMessages } from '../../db/schema';

export const listMessages = (db: Db, userId: number, limit: number, offset: number) =>
  db
    .select()
    .from(pushMessages)
    .where(eq(pushMessages.userId, userId))
    .orderBy(desc(pushMessages.id))
    .limit(limit)
    .offset(offset);

export const countMessages = async (db: Db, userId: number, onlyUnread = false) => {
  const [row] = await db
    .select({ n: count() })
    .from(pushMessages)
    .where(
      and(eq(pushMessages.userId, userId), onlyUnread ? eq(pushMessages.isRead, false) : undefined),
    );
  return row?.n ?? 0;
};

/** Only the owner's message matches; answers how many rows changed. */
export const markRead = async (db: Db, userId: number, id: number) =>
  (
    await db
      .update(pushMessages)
      .set({ isRead: true })
      .where(and(eq(pushMessages.id, id), eq(pushMessages.userId, userId)))
      .returning({ id: pushMessages.id })
  ).length;

export const removeMessage = async (db: Db, userId: number, id: number) =>
  (
    await db
      .delete(pushMessages)
      .where(and(eq(pushMessages.id, id), eq(pushMessages.userId, userId)))
      .returning({ id: pushMessages.id })
  ).length;

export const insertMessages = (db: Db, messages: (typeof pushMessages.$inferInsert)[]) =>
  db.insert(pushMessages).values(messages);
