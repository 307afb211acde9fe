import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { lotteryGames } from '../../../db/schema';

/** The back office's lottery-game SQL: every game, switched on or not, in the site's order. */
export const listLotteryGames = (db: Db) =>
  db
    .select({ id: lotteryGames.id, name: lotteryGames.name, enabled: lotteryGames.enabled })
    .from(lotteryGames)
    .orderBy(asc(lotteryGames.sort), asc(lotteryGames.id));
