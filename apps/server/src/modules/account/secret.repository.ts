import { desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { secretKeys } from '../../db/schema';

export const findActiveKey = async (db: Db) => {
  const [row] = await db
    .select()
    .from(secretKeys)
    .where(isNull(secretKeys.retiredAt))
    .orderBy(desc(secretKeys.createdAt))
    .limit(1);
  return row;
};

export const findKey = async (db: Db, keyId: string) => {
  const [row] = await db.select().from(secretKeys).where(eq(secretKeys.keyId, keyId));
  return row;
};

export const insertKey = (db: Db, key: typeof secretKeys.$inferInsert) =>
  db.insert(secretKeys).values(key).onConflictDoNothing();
