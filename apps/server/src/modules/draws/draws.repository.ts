import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drawSchedules, drawTurns, lotteryGames } from '../../db/schema';

export type TurnRow = typeof drawTurns.$inferSelect;
export type NewTurnRow = typeof drawTurns.$inferInsert;
export type ScheduleRow = typeof drawSchedules.$inferSelect;
export type NewScheduleRow = typeof drawSchedules.$inferInsert;

export { findEnabledGame, findSchedule, findTurn } from '../../db/lottery-games';

/** The enabled games that have a schedule: the ones the engine draws. */
export const listScheduledGames = (db: Db) =>
  db
    .select({ gameId: drawSchedules.gameId, schedule: drawSchedules })
    .from(drawSchedules)
    .innerJoin(lotteryGames, eq(lotteryGames.id, drawSchedules.gameId))
    .where(eq(lotteryGames.enabled, true))
    .orderBy(asc(lotteryGames.sort));

export const insertSchedules = (db: Db, rows: NewScheduleRow[]) =>
  db.insert(drawSchedules).values(rows).onConflictDoNothing();

/** Turns not yet final (open, closed, streaming), oldest first. */
export const activeTurns = (db: Db, gameId: number) =>
  db
    .select()
    .from(drawTurns)
    .where(and(eq(drawTurns.gameId, gameId), ne(drawTurns.status, 'drawn')))
    .orderBy(asc(drawTurns.planTime));

export const latestDrawn = async (db: Db, gameId: number) => {
  const [row] = await db
    .select()
    .from(drawTurns)
    .where(and(eq(drawTurns.gameId, gameId), eq(drawTurns.status, 'drawn')))
    .orderBy(desc(drawTurns.openTime))
    .limit(1);
  return row;
};

/** The game's latest turns by draw time, newest first (active ones included). */
export const recentTurns = (db: Db, gameId: number, limit: number) =>
  db
    .select()
    .from(drawTurns)
    .where(eq(drawTurns.gameId, gameId))
    .orderBy(desc(drawTurns.planTime))
    .limit(limit);

/** Inserts a turn unless the game already has one of that number; answers the new row. */
export const insertTurn = async (db: Db, row: NewTurnRow) => {
  const [inserted] = await db.insert(drawTurns).values(row).onConflictDoNothing().returning();
  return inserted;
};

/** A PostgreSQL array literal of plain values (digits, letters, `-`, `:`, `.`, `{`, `,`, `}`). */
const arrayLiteral = (values: readonly (string | number | null)[]) =>
  `{${values
    .map((value) => {
      if (value === null) return 'NULL';
      const text = String(value);
      if (!/^[A-Za-z0-9:.,{}-]*$/.test(text)) throw new Error(`not a plain value: ${text}`);
      return `"${text}"`;
    })
    .join(',')}}`;

const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;
const list = (value: readonly number[] | null | undefined) =>
  value ? `{${value.join(',')}}` : null;

/**
 * Many turns in one statement per chunk: each column travels as one array parameter and
 * `unnest` turns them back into rows (the demo history is thousands of rows, at every start).
 */
export const insertTurns = async (db: Db, rows: NewTurnRow[], chunk = 2500) => {
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const column = (pick: (row: NewTurnRow) => string | number | null) =>
      arrayLiteral(part.map(pick));
    await db.execute(sql`
      insert into ${drawTurns} (game_id, turn_num, close_time, plan_time, open_time, final_time,
        commitment, seed, numbers, reveal_offsets_ms, revealed, status, source)
      select game_id, turn_num, close_time, plan_time, open_time, final_time, commitment, seed,
        numbers::smallint[], reveal_offsets_ms::integer[], revealed, status, source
      from unnest(
        ${column((row) => row.gameId)}::integer[],
        ${column((row) => row.turnNum)}::text[],
        ${column((row) => iso(row.closeTime))}::timestamptz[],
        ${column((row) => iso(row.planTime))}::timestamptz[],
        ${column((row) => iso(row.openTime))}::timestamptz[],
        ${column((row) => iso(row.finalTime))}::timestamptz[],
        ${column((row) => row.commitment ?? null)}::text[],
        ${column((row) => row.seed ?? null)}::text[],
        ${column((row) => list(row.numbers))}::text[],
        ${column((row) => list(row.revealOffsetsMs))}::text[],
        ${column((row) => row.revealed ?? 0)}::smallint[],
        ${column((row) => row.status ?? 'open')}::text[],
        ${column((row) => row.source ?? 'generator')}::text[]
      ) as t(game_id, turn_num, close_time, plan_time, open_time, final_time, commitment, seed,
        numbers, reveal_offsets_ms, revealed, status, source)
      on conflict do nothing
    `);
  }
};

/** Moves a turn on only from the status it was read in: of two writers, one wins. */
export const updateTurnFrom = async (
  db: Db,
  id: number,
  from: TurnRow['status'] | TurnRow['status'][],
  set: Partial<NewTurnRow>,
) => {
  const [row] = await db
    .update(drawTurns)
    .set(set)
    .where(
      and(
        eq(drawTurns.id, id),
        Array.isArray(from) ? inArray(drawTurns.status, from) : eq(drawTurns.status, from),
      ),
    )
    .returning();
  return row;
};

/** Records that balls up to `to` were announced, if no one else has; answers whether it did. */
export const markRevealed = async (db: Db, id: number, from: number, to: number) => {
  const rows = await db
    .update(drawTurns)
    .set({ revealed: to })
    .where(and(eq(drawTurns.id, id), eq(drawTurns.revealed, from)))
    .returning({ id: drawTurns.id });
  return rows.length > 0;
};

export interface HistoryFilter {
  gameId: number;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

const historyWhere = ({ gameId, from, to }: HistoryFilter) =>
  and(
    eq(drawTurns.gameId, gameId),
    eq(drawTurns.status, 'drawn'),
    from ? gte(drawTurns.openTime, from) : undefined,
    to ? lt(drawTurns.openTime, to) : undefined,
  );

export const historyPage = async (db: Db, filter: HistoryFilter) => {
  const where = historyWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(drawTurns)
      .where(where)
      .orderBy(desc(drawTurns.openTime))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ value: count() }).from(drawTurns).where(where),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
};

/** Final draws counted by local year and month of the time zone, newest first. */
export const historyCounts = async (db: Db, gameId: number, timeZone: string) => {
  const local = sql`timezone(${timeZone}, ${drawTurns.openTime})`;
  const year = sql<number>`extract(year from ${local})::int`;
  const month = sql<number>`extract(month from ${local})::int`;
  return (
    db
      .select({ year, month, count: sql<number>`count(*)::int` })
      .from(drawTurns)
      .where(and(eq(drawTurns.gameId, gameId), eq(drawTurns.status, 'drawn')))
      // By position: the two expressions carry the time zone as separate parameters.
      .groupBy(sql`1`, sql`2`)
      .orderBy(sql`1 desc`, sql`2 desc`)
  );
};

/** One turn locked for update (an operator's result or correction). */
export const lockTurn = async (tx: Db, gameId: number, turnNum: string) => {
  const [row] = await tx
    .select()
    .from(drawTurns)
    .where(and(eq(drawTurns.gameId, gameId), eq(drawTurns.turnNum, turnNum)))
    .for('update');
  return row;
};
