import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { operators, operatorSessions, type OperatorRow } from '../../../db/admin-schema';

export const findByAccount = async (db: Db, account: string) =>
  (
    await db
      .select()
      .from(operators)
      .where(sql`lower(${operators.account}) = lower(${account})`)
  )[0];

export const findById = async (db: Db, id: number) =>
  (await db.select().from(operators).where(eq(operators.id, id)))[0];

export const listOperators = (db: Db) => db.select().from(operators).orderBy(asc(operators.id));

export const insertOperator = async (db: Db, row: typeof operators.$inferInsert) =>
  (await db.insert(operators).values(row).returning())[0] as OperatorRow;

export const updateOperator = async (
  db: Db,
  id: number,
  values: Partial<typeof operators.$inferInsert>,
) => (await db.update(operators).set(values).where(eq(operators.id, id)).returning())[0];

/** Takes the code's step when it is newer than the last accepted one: a code signs in once. */
export const takeTotpStep = async (db: Db, id: number, step: number, at: Date) =>
  (
    await db
      .update(operators)
      .set({ totpLastStep: step, lastLoginAt: at })
      .where(and(eq(operators.id, id), sql`${operators.totpLastStep} < ${step}`))
      .returning({ id: operators.id })
  ).length > 0;

export const countEnabledSupers = async (db: Db, exceptId?: number) => {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(operators)
    .where(
      and(
        eq(operators.role, 'super'),
        eq(operators.disabled, false),
        exceptId === undefined ? undefined : ne(operators.id, exceptId),
      ),
    );
  return rows[0]?.count ?? 0;
};

export const insertSession = (db: Db, row: typeof operatorSessions.$inferInsert) =>
  db.insert(operatorSessions).values(row);

export const findSession = async (db: Db, tokenHash: string) =>
  (
    await db
      .select({ session: operatorSessions, operator: operators })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(eq(operatorSessions.tokenHash, tokenHash))
  )[0];

export const touchSession = (db: Db, id: number, at: Date) =>
  db.update(operatorSessions).set({ lastSeenAt: at }).where(eq(operatorSessions.id, id));

export const endSession = (db: Db, id: number, reason: string, at: Date) =>
  db
    .update(operatorSessions)
    .set({ endedAt: at, endReason: reason })
    .where(and(eq(operatorSessions.id, id), isNull(operatorSessions.endedAt)));

export const endSessionsOf = (db: Db, operatorId: number, reason: string, at: Date) =>
  db
    .update(operatorSessions)
    .set({ endedAt: at, endReason: reason })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.endedAt)));
