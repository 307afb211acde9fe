import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lotteryGames, playCategories } from '../../db/schema';

export const findEnabledGame = async (db: Db, gameId: number) => {
  const [row] = await db
    .select({ id: lotteryGames.id })
    .from(lotteryGames)
    .where(and(eq(lotteryGames.id, gameId), eq(lotteryGames.enabled, true)));
  return row;
};

export const listPlayCategories = (db: Db, gameId: number) =>
  db
    .select()
    .from(playCategories)
    .where(eq(playCategories.gameId, gameId))
    .orderBy(asc(playCategories.sort), asc(playCategories.id));

export const insertPlayCategories = (db: Db, rows: (typeof playCategories.$inferInsert)[]) =>
  db.insert(playCategories).values(rows);
