import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playCategories } from '../../db/schema';

export { findEnabledGame } from '../../db/lottery-games';

export const listPlayCategories = (db: Db, gameId: number) =>
  db
    .select()
    .from(playCategories)
    .where(eq(playCategories.gameId, gameId))
    .orderBy(asc(playCategories.sort), asc(playCategories.id));

export const insertPlayCategories = (db: Db, rows: (typeof playCategories.$inferInsert)[]) =>
  db.insert(playCategories).values(rows);
