import { and, eq } from 'drizzle-orm';
import type { Db } from './client';
import { drawSchedules, drawTurns, lotteryGames } from './schema';

/** A lottery game that exists and is switched on (draws, templates and the gallery ask). */
export const findEnabledGame = async (db: Db, gameId: number) => {
  const [game] = await db
    .select({ id: lotteryGames.id, name: lotteryGames.name })
    .from(lotteryGames)
    .where(and(eq(lotteryGames.id, gameId), eq(lotteryGames.enabled, true)));
  return game;
};

/** A game's draw schedule (draws and betting ask). */
export const findSchedule = async (db: Db, gameId: number) => {
  const [row] = await db.select().from(drawSchedules).where(eq(drawSchedules.gameId, gameId));
  return row;
};

/** One turn of a game by its number (draws, placement and settlement ask). */
export const findTurn = async (db: Db, gameId: number, turnNum: string) => {
  const [row] = await db
    .select()
    .from(drawTurns)
    .where(and(eq(drawTurns.gameId, gameId), eq(drawTurns.turnNum, turnNum)));
  return row;
};
