import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AdminTurnStatus } from '@lottery/contracts';
import { operators } from '../../../db/admin-schema';
import type { Db } from '../../../db/client';
import { drawCorrections, drawSchedules, drawTurns, lotteryGames } from '../../../db/schema';

export type CorrectionRow = typeof drawCorrections.$inferInsert;

/** Every lottery game with its schedule, its turn taking bets and its turns awaiting a result. */
export const gamesWithSchedules = (db: Db) =>
  db
    .select({
      game: lotteryGames,
      schedule: drawSchedules,
      awaitingResult: sql<number>`(
        select count(*)::int from ${drawTurns} t
        where t.game_id = ${lotteryGames.id} and t.status = 'closed'
          and ${drawSchedules.source} = 'operator')`,
      current: sql<{ turnNum: string; status: string; closeTime: string } | null>`(
        select json_build_object('turnNum', t.turn_num, 'status', t.status,
          'closeTime', t.close_time)
        from ${drawTurns} t
        where t.game_id = ${lotteryGames.id} and t.status <> 'drawn'
        order by t.plan_time limit 1)`,
    })
    .from(lotteryGames)
    .leftJoin(drawSchedules, eq(drawSchedules.gameId, lotteryGames.id))
    .orderBy(asc(lotteryGames.sort), asc(lotteryGames.id));

const correctionCount = sql<number>`(
  select count(*)::int from ${drawCorrections} c
  where c.game_id = ${drawTurns.gameId} and c.turn_num = ${drawTurns.turnNum})`;

/** A game's turns, the latest first. */
export const turnsPage = async (
  db: Db,
  filter: { gameId: number; status?: AdminTurnStatus; limit: number; offset: number },
) => {
  const where = and(
    eq(drawTurns.gameId, filter.gameId),
    filter.status ? eq(drawTurns.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ turn: drawTurns, corrections: correctionCount })
      .from(drawTurns)
      .where(where)
      .orderBy(desc(drawTurns.planTime))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(drawTurns).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const turnWithCorrections = async (db: Db, gameId: number, turnNum: string) => {
  const [row] = await db
    .select({ turn: drawTurns, corrections: correctionCount })
    .from(drawTurns)
    .where(and(eq(drawTurns.gameId, gameId), eq(drawTurns.turnNum, turnNum)));
  if (!row) return undefined;
  const corrections = await db
    .select({ correction: drawCorrections, operatorAccount: operators.account })
    .from(drawCorrections)
    .leftJoin(operators, eq(operators.id, drawCorrections.operatorId))
    .where(and(eq(drawCorrections.gameId, gameId), eq(drawCorrections.turnNum, turnNum)))
    .orderBy(asc(drawCorrections.id));
  return { ...row, correctionRows: corrections };
};

export const insertCorrection = async (tx: Db, row: CorrectionRow) => {
  const [inserted] = await tx.insert(drawCorrections).values(row).returning();
  if (!inserted) throw new Error('the correction was not recorded');
  return inserted;
};
