import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

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
