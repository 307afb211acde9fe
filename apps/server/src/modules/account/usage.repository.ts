import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usageCounters, usedSeals } from '../../db/schema';

/**
 * Takes one use of `key` in one statement, so parallel callers cannot all pass the check: a
 * count whose last use is older than `since` starts again at 1; a key already at `max` inside
 * the window is left as it is and answers false.
 */
export const takeUse = async (
  db: Db,
  key: string,
  { at, since, max }: { at: Date; since: Date; max: number },
): Promise<boolean> => {
  if (max <= 0) return false;
  const rows = await db
    .insert(usageCounters)
    .values({ key, count: 1, lastAt: at })
    .onConflictDoUpdate({
      target: usageCounters.key,
      set: {
        count: sql`case when ${usageCounters.lastAt} < ${since.toISOString()} then 1 else ${usageCounters.count} + 1 end`,
        lastAt: at,
      },
      setWhere: sql`${usageCounters.lastAt} < ${since.toISOString()} or ${usageCounters.count} < ${max}`,
    })
    .returning({ count: usageCounters.count });
  return rows.length > 0;
};

export const clearUses = (db: Db, key: string) =>
  db.delete(usageCounters).where(eq(usageCounters.key, key));

/** Records a sealed password's nonce; false when it was opened before. */
export const recordSeal = async (db: Db, nonce: string, expiresAt: Date): Promise<boolean> => {
  const rows = await db
    .insert(usedSeals)
    .values({ nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: usedSeals.nonce });
  return rows.length > 0;
};

export const forgetStaleSeals = (db: Db, at: Date) =>
  db.delete(usedSeals).where(lt(usedSeals.expiresAt, at));
