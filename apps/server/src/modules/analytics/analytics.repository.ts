import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drawTurns } from '../../db/schema';

export { findEnabledGame, findSchedule } from '../../db/lottery-games';

/** A game's latest final draws, newest first, at most `limit`, optionally from an instant on. */
export const latestDraws = (
  db: Db,
  gameId: number,
  { limit, from }: { limit: number; from?: Date },
) =>
  db
    .select({
      turnNum: drawTurns.turnNum,
      openTime: drawTurns.openTime,
      numbers: drawTurns.numbers,
    })
    .from(drawTurns)
    .where(
      and(
        eq(drawTurns.gameId, gameId),
        eq(drawTurns.status, 'drawn'),
        from ? gte(drawTurns.openTime, from) : undefined,
      ),
    )
    .orderBy(desc(drawTurns.openTime))
    .limit(limit);
