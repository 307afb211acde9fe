import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { liveBetRecords, liveSessions, sessions, users } from '../../../../db/schema';

export type RoundRow = typeof liveBetRecords.$inferSelect;
export type SessionRow = typeof liveSessions.$inferSelect;

export const insertSession = (db: Db, row: typeof liveSessions.$inferInsert) =>
  db.insert(liveSessions).values(row);

export const findAccount = async (db: Db, userId: number) => {
  const [row] = await db
    .select({ status: users.status, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row;
};

/** A game session with what it depends on: the member's session and the account's state. */
export const findSession = async (db: Db, tokenHash: string) => {
  const [row] = await db
    .select({
      game: liveSessions,
      memberSession: { endedAt: sessions.endedAt, expiresAt: sessions.expiresAt },
      account: { status: users.status, passwordHash: users.passwordHash },
    })
    .from(liveSessions)
    .innerJoin(sessions, eq(sessions.id, liveSessions.sessionId))
    .innerJoin(users, eq(users.id, liveSessions.userId))
    .where(eq(liveSessions.tokenHash, tokenHash));
  return row;
};

export const deleteSession = (db: Db, tokenHash: string) =>
  db.delete(liveSessions).where(eq(liveSessions.tokenHash, tokenHash));

export const deleteExpiredSessions = (db: Db, before: Date) =>
  db.delete(liveSessions).where(lt(liveSessions.expiresAt, before));

export const findOpenRound = async (db: Db, userId: number) => {
  const [row] = await db
    .select()
    .from(liveBetRecords)
    .where(and(eq(liveBetRecords.userId, userId), eq(liveBetRecords.status, 'open')));
  return row;
};

/** Inserts a round; undefined when the round id exists or the member already has an open round. */
export const insertRound = async (db: Db, row: typeof liveBetRecords.$inferInsert) => {
  const [inserted] = await db.insert(liveBetRecords).values(row).onConflictDoNothing().returning();
  return inserted;
};

export const findRound = async (db: Db, liveCode: string, roundId: string) => {
  const [row] = await db
    .select()
    .from(liveBetRecords)
    .where(and(eq(liveBetRecords.liveCode, liveCode), eq(liveBetRecords.roundId, roundId)));
  return row;
};

/** Marks an open round settled; undefined when it was settled meanwhile. */
export const settleRound = async (
  db: Db,
  id: number,
  values: { winAmount: number; settledAt: Date },
) => {
  const [row] = await db
    .update(liveBetRecords)
    .set({ ...values, status: 'settled' })
    .where(and(eq(liveBetRecords.id, id), eq(liveBetRecords.status, 'open')))
    .returning();
  return row;
};

export const listSettledRounds = (
  db: Db,
  liveCode: string,
  from: Date,
  to: Date,
  userId?: number,
) =>
  db
    .select()
    .from(liveBetRecords)
    .where(
      and(
        eq(liveBetRecords.liveCode, liveCode),
        eq(liveBetRecords.status, 'settled'),
        gte(liveBetRecords.betAt, from),
        lt(liveBetRecords.betAt, to),
        userId === undefined ? undefined : eq(liveBetRecords.userId, userId),
      ),
    )
    .orderBy(asc(liveBetRecords.betAt), asc(liveBetRecords.id));

export const listRoundsOf = (db: Db, userId: number, liveCodes: string[]) =>
  db
    .select()
    .from(liveBetRecords)
    .where(and(eq(liveBetRecords.userId, userId), inArray(liveBetRecords.liveCode, liveCodes)))
    .orderBy(asc(liveBetRecords.id));
