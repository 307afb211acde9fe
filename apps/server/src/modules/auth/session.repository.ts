import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

export const insertSession = async (db: Db, session: typeof sessions.$inferInsert) => {
  const [row] = await db.insert(sessions).values(session).returning();
  if (!row) throw new Error('session insert returned nothing');
  return row;
};

/** The session of a token and its member (null once the account is deleted). */
export const findSessionWithUser = async (db: Db, tokenHash: string) => {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  return row;
};

/** The session of a chat token and its member. */
export const findSessionByChatToken = async (db: Db, chatTokenHash: string) => {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.chatTokenHash, chatTokenHash));
  return row;
};

export const setChatTokenHash = (db: Db, id: number, chatTokenHash: string) =>
  db.update(sessions).set({ chatTokenHash }).where(eq(sessions.id, id));

export const endSession = (db: Db, id: number, reason: string, at: Date) =>
  db
    .update(sessions)
    .set({ endedAt: at, endReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));

/** Ends every open session of the user except `keepId`. */
export const endOtherSessions = (
  db: Db,
  userId: number,
  reason: string,
  at: Date,
  keepId?: number,
) =>
  db
    .update(sessions)
    .set({ endedAt: at, endReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        keepId === undefined ? undefined : ne(sessions.id, keepId),
      ),
    );

export const extendSession = (db: Db, id: number, expiresAt: Date) =>
  db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
