import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { betStatus } from '@lottery/contracts';
import type { Db } from '../../db/client';
import {
  betOdds,
  betOrders,
  betPlayLimits,
  betSlips,
  drawTurns,
  ledgerEntries,
  lotteryGames,
  users,
} from '../../db/schema';

export type OrderRow = typeof betOrders.$inferSelect;
export type NewOrderRow = typeof betOrders.$inferInsert;
export type LimitsRow = typeof betPlayLimits.$inferSelect;
export type SlipRow = typeof betSlips.$inferSelect;

export { findEnabledGame, findSchedule, findTurn } from '../../db/lottery-games';

/** A lottery game, switched on or not (operators set up a game before opening it). */
export const findGame = async (db: Db, gameId: number) => {
  const [row] = await db
    .select({ id: lotteryGames.id })
    .from(lotteryGames)
    .where(eq(lotteryGames.id, gameId));
  return row;
};

/** The game's open turn (taking bets until its close time), if any. */
export const findOpenTurn = async (db: Db, gameId: number) => {
  const [row] = await db
    .select()
    .from(drawTurns)
    .where(and(eq(drawTurns.gameId, gameId), eq(drawTurns.status, 'open')))
    .orderBy(asc(drawTurns.planTime))
    .limit(1);
  return row;
};

export const listLimits = (db: Db, gameId: number) =>
  db.select().from(betPlayLimits).where(eq(betPlayLimits.gameId, gameId));

export const findLimits = async (db: Db, gameId: number, playCode: string) => {
  const [row] = await db
    .select()
    .from(betPlayLimits)
    .where(and(eq(betPlayLimits.gameId, gameId), eq(betPlayLimits.playCode, playCode)));
  return row;
};

export const listOdds = (db: Db, gameId: number) =>
  db
    .select({ oddsKey: betOdds.oddsKey, odds: betOdds.odds })
    .from(betOdds)
    .where(eq(betOdds.gameId, gameId));

export const upsertOdds = (db: Db, gameId: number, odds: Record<string, number>) =>
  db
    .insert(betOdds)
    .values(Object.entries(odds).map(([oddsKey, value]) => ({ gameId, oddsKey, odds: value })))
    .onConflictDoUpdate({
      target: [betOdds.gameId, betOdds.oddsKey],
      set: { odds: sql`excluded.odds`, updatedAt: sql`now()` },
    });

export const upsertLimits = (db: Db, rows: (typeof betPlayLimits.$inferInsert)[]) =>
  db
    .insert(betPlayLimits)
    .values(rows)
    .onConflictDoUpdate({
      target: [betPlayLimits.gameId, betPlayLimits.playCode],
      set: {
        enabled: sql`excluded.enabled`,
        minAmount: sql`excluded.min_amount`,
        maxAmount: sql`excluded.max_amount`,
        turnMax: sql`excluded.turn_max`,
        updatedAt: sql`now()`,
      },
    });

export const findSlip = async (db: Db, userId: number, idempotencyKey: string) => {
  const [row] = await db
    .select()
    .from(betSlips)
    .where(and(eq(betSlips.userId, userId), eq(betSlips.idempotencyKey, idempotencyKey)));
  return row;
};

/** Inserts the slip unless the member already used its key; answers the new row. */
export const insertSlip = async (db: Db, row: typeof betSlips.$inferInsert) => {
  const [inserted] = await db.insert(betSlips).values(row).onConflictDoNothing().returning();
  return inserted;
};

/** The main-wallet balance a ledger entry left (the slip's debit: its answer's money). */
export const balanceAfterEntry = async (db: Db, reference: string) => {
  const [row] = await db
    .select({ balanceAfter: ledgerEntries.balanceAfter })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.reference, reference));
  return row?.balanceAfter;
};

const orderNoRows = z.object({ rows: z.array(z.object({ order_no: z.string() })) });

/**
 * `count` new order numbers: `day` (yyyyMMdd) and the next values of `bet_order_no_seq`, ten
 * digits, in ascending order.
 */
export const allocateOrderNos = async (db: Db, day: string, count: number) => {
  const result = await db.execute(sql`
    select ${day} || lpad(nextval('bet_order_no_seq')::text, 10, '0') as order_no
    from generate_series(1, ${count}::int) as g(i)
    order by g.i
  `);
  // Both drivers answer raw SQL as { rows }.
  return orderNoRows.parse(result).rows.map((row) => row.order_no);
};

/**
 * The SQL of a new order number: `day` (yyyyMMdd) and the next value of `bet_order_no_seq`,
 * ten digits (for an INSERT's `order_no`: each row takes its own, in the order of the rows).
 */
export const newOrderNo = (day: string) =>
  sql<string>`${day} || lpad(nextval('bet_order_no_seq')::text, 10, '0')`;

/** Inserts orders in chunks as `insertOrders` does; answers the rows written, in order. */
export const insertOrdersReturning = async (
  db: Db,
  rows: PgInsertValue<typeof betOrders>[],
  chunk = 1000,
) => {
  const written: OrderRow[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    written.push(
      ...(await db
        .insert(betOrders)
        .values(rows.slice(i, i + chunk))
        .returning()),
    );
  }
  return written.sort((a, b) => a.id - b.id);
};

/** Inserts orders in chunks (one statement carries at most 65,535 parameters). */
export const insertOrders = async (db: Db, rows: NewOrderRow[], chunk = 1000) => {
  for (let i = 0; i < rows.length; i += chunk) {
    await db.insert(betOrders).values(rows.slice(i, i + chunk));
  }
};

/**
 * What a member has staked (thousandths) per turn and play on the game's given turns, counting
 * pending and settled orders (cancelled and stopped ones gave their stake back).
 */
export const stakesByTurnAndPlay = (
  db: Db,
  userId: number,
  gameId: number,
  turnNums: string[],
  playCodes: string[],
) =>
  db
    .select({
      turnNum: betOrders.turnNum,
      playCode: betOrders.playCode,
      total: sql<number>`coalesce(sum(${betOrders.amount}), 0)::bigint`.mapWith(Number),
    })
    .from(betOrders)
    .where(
      and(
        eq(betOrders.userId, userId),
        eq(betOrders.gameId, gameId),
        inArray(betOrders.turnNum, turnNums),
        inArray(betOrders.playCode, playCodes),
        inArray(betOrders.status, [betStatus.pending, betStatus.settled]),
      ),
    )
    .groupBy(betOrders.turnNum, betOrders.playCode);

/** An order with what its view shows besides it: the member's account and the game's name. */
const orderWithNames = {
  order: betOrders,
  account: users.account,
  gameName: lotteryGames.name,
};
export type OrderWithNames = Awaited<ReturnType<typeof ordersOfSlip>>[number];

const selectOrders = (db: Db) =>
  db
    .select(orderWithNames)
    .from(betOrders)
    .innerJoin(users, eq(users.id, betOrders.userId))
    .innerJoin(lotteryGames, eq(lotteryGames.id, betOrders.gameId));

export const ordersOfSlip = (db: Db, slipId: number) =>
  selectOrders(db).where(eq(betOrders.slipId, slipId)).orderBy(asc(betOrders.id));

export const ordersOfTurn = (db: Db, userId: number, gameId: number, turnNum: string) =>
  selectOrders(db)
    .where(
      and(
        eq(betOrders.userId, userId),
        eq(betOrders.gameId, gameId),
        eq(betOrders.turnNum, turnNum),
      ),
    )
    .orderBy(asc(betOrders.id));

export const ordersByNo = (db: Db, orderNos: string[]) =>
  db.select().from(betOrders).where(inArray(betOrders.orderNo, orderNos));

/**
 * Cancels the member's orders that are still pending and still before their end time; answers
 * the rows it changed (of two writers — a cancel and the settlement — one wins).
 */
export const cancelPending = (db: Db, userId: number, ids: number[], now: Date) =>
  db
    .update(betOrders)
    .set({ status: betStatus.cancelled })
    .where(
      and(
        inArray(betOrders.id, ids),
        eq(betOrders.userId, userId),
        eq(betOrders.status, betStatus.pending),
        gt(betOrders.betEndTime, now),
      ),
    )
    .returning({ id: betOrders.id, orderNo: betOrders.orderNo, amount: betOrders.amount });
