import { and, eq } from 'drizzle-orm';
import type { Db } from './client';
import { lotteryGames } from './schema';

/** A lottery game that exists and is switched on (draws, templates and the gallery ask). */
export const findEnabledGame = async (db: Db, gameId: number) => {
  const [game] = await db
    .select({ id: lotteryGames.id, name: lotteryGames.name })
    .from(lotteryGames)
    .where(and(eq(lotteryGames.id, gameId), eq(lotteryGames.enabled, true)));
  return game;
};
