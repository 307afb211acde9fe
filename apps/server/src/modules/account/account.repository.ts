import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankAccounts, loginFailures, users, vipRules } from '../../db/schema';

export const insertUser = async (db: Db, user: typeof users.$inferInsert) => {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
};

export const findUserByAccount = async (db: Db, account: string) => {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.account})`, account.toLowerCase()));
  return row;
};

export const findUserById = async (db: Db, id: number) => {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
};

export const updateUser = (db: Db, id: number, patch: Partial<typeof users.$inferInsert>) =>
  db.update(users).set(patch).where(eq(users.id, id));

export const listVipRules = (db: Db) => db.select().from(vipRules).orderBy(asc(vipRules.vipLevel));

export const listBankAccounts = (db: Db, userId: number) =>
  db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, userId))
    .orderBy(asc(bankAccounts.id));

export const countBankAccounts = async (db: Db, userId: number) => {
  const [row] = await db
    .select({ n: count() })
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, userId));
  return row?.n ?? 0;
};

export const insertBankAccount = async (db: Db, account: typeof bankAccounts.$inferInsert) => {
  const [row] = await db.insert(bankAccounts).values(account).returning();
  if (!row) throw new Error('bank account insert returned nothing');
  return row;
};

/** Only the owner's account matches. */
export const updateBankAccount = async (
  db: Db,
  userId: number,
  id: number,
  patch: Partial<typeof bankAccounts.$inferInsert>,
) => {
  const [row] = await db
    .update(bankAccounts)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.userId, userId)))
    .returning();
  return row;
};

export const failureCounts = async (db: Db, keys: string[], since: Date) => {
  const rows = await db.select().from(loginFailures).where(inArray(loginFailures.key, keys));
  return rows.filter((row) => row.lastAt >= since).map((row) => row.count);
};

/** Counts a failure; a count older than the window starts again at 1. */
export const addFailure = (db: Db, key: string, at: Date, since: Date) =>
  db
    .insert(loginFailures)
    .values({ key, count: 1, lastAt: at })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${loginFailures.lastAt} < ${since.toISOString()} then 1 else ${loginFailures.count} + 1 end`,
        lastAt: at,
      },
    });

export const clearFailures = (db: Db, key: string) =>
  db.delete(loginFailures).where(eq(loginFailures.key, key));
