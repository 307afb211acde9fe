import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { betStatus, type RebateShare } from '@lottery/contracts';
import type { Db } from '../../db/client';
import { pgArray } from '../../lib/pg-array';
import {
  betOdds,
  betOrders,
  betPlayLimits,
  betSlips,
  drawTurns,
  games,
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

/** The maintenance window of the game's game-centre entry ('' or none: no maintenance). */
export const findMaintain = async (db: Db, gameId: number) => {
  const [row] = await db
    .select({ maintain: games.maintain })
    .from(games)
    .where(and(eq(games.gameId, gameId), eq(games.category, 'LOTTERY')));
  return row?.maintain ?? '';
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

/** A slip's INSERT for `wallet.postWithRecord`: nothing written when its key was used before. */
export const slipInsert = (row: Omit<SlipRow, 'id'>) => sql`
  insert into ${betSlips} (user_id, idempotency_key, body_hash, game_id, total, created_at)
  values (${row.userId}::bigint, ${row.idempotencyKey}::text, ${row.bodyHash}::text,
    ${row.gameId}::int, ${row.total}::bigint, ${row.createdAt.toISOString()}::timestamptz)
  on conflict do nothing
  returning id`;

/** What one slip's orders share. */
export interface SlipOrders {
  slipId: number;
  userId: number;
  gameId: number;
  model: number;
  rebate: number;
  /** The agents' shares of each order's stake (agent-rules.ts rebateShares). */
  rebateShares: RebateShare[];
  stopOnWin: boolean;
  createdAt: Date;
  /** yyyyMMdd of an order number drawn in the INSERT (an order given none). */
  day: string;
}

/** One order of a slip; `orderNo` null takes the next number. */
export type SlipOrder = Pick<
  OrderRow,
  'turnNum' | 'betEndTime' | 'playCode' | 'content' | 'amount' | 'odds' | 'odds2' | 'trackOrderNo'
> & { orderNo: string | null };

/**
 * Writes a slip's orders in one statement, unless one of the member's (turn, play) stakes would
 * pass its limit: `turnMax` per play code, thousandths, counting the orders the member already
 * has there (pending or settled) — read after the caller locked the member's wallet row, so two
 * slips of one member are checked one after the other. Answers the rows written in the given
 * order, or undefined (nothing written) when a limit would be passed.
 */
export const insertOrdersWithinTurnLimits = async (
  db: Db,
  slip: SlipOrders,
  orders: readonly SlipOrder[],
  turnMax: ReadonlyMap<string, number>,
): Promise<OrderRow[] | undefined> => {
  const column = <T extends string | number | Date | null>(pick: (order: SlipOrder) => T) =>
    pgArray(orders.map(pick));
  const result = await db.execute(sql`
    with v as (
      select * from unnest(${column((o) => o.orderNo)}::text[], ${column((o) => o.turnNum)}::text[],
        ${column((o) => o.betEndTime)}::timestamptz[], ${column((o) => o.playCode)}::text[],
        ${column((o) => o.content)}::text[], ${column((o) => o.amount)}::bigint[],
        ${column((o) => o.odds)}::int[], ${column((o) => o.odds2)}::int[],
        ${column((o) => o.trackOrderNo)}::text[])
        with ordinality as v(order_no, turn_num, bet_end_time, play_code, content, amount, odds,
          odds2, track_order_no, ord)
    ),
    lim as (
      select * from unnest(${pgArray([...turnMax.keys()])}::text[],
        ${pgArray([...turnMax.values()])}::bigint[]) as lim(play_code, turn_max)
    ),
    placed as (
      select turn_num, play_code, sum(amount) as total from ${betOrders}
      where user_id = ${slip.userId}::bigint and game_id = ${slip.gameId}::int
        and turn_num in (select turn_num from v) and play_code in (select play_code from lim)
        and status in (${betStatus.pending}, ${betStatus.settled})
      group by turn_num, play_code
    ),
    over as (
      select 1 from (select turn_num, play_code, sum(amount) as stake from v group by 1, 2) s
      join lim using (play_code)
      left join placed using (turn_num, play_code)
      where coalesce(placed.total, 0) + s.stake > lim.turn_max
    ),
    written as (
      insert into ${betOrders} (order_no, slip_id, user_id, game_id, turn_num, bet_end_time,
        play_code, content, amount, odds, odds2, model, rebate, rebate_shares, track_order_no,
        stop_on_win, created_at)
      select coalesce(v.order_no, ${newOrderNo(slip.day)}), ${slip.slipId}::bigint,
        ${slip.userId}::bigint, ${slip.gameId}::int, v.turn_num, v.bet_end_time, v.play_code,
        v.content, v.amount, v.odds, v.odds2, ${slip.model}::smallint,
        ${slip.rebate}::double precision, ${JSON.stringify(slip.rebateShares)}::jsonb,
        v.track_order_no, ${slip.stopOnWin}::boolean,
        ${slip.createdAt.toISOString()}::timestamptz
      from v where not exists (select 1 from over)
      order by v.ord
      returning id, order_no
    )
    select id, order_no from written order by id`);
  const rows = (result as unknown as { rows: { id: number | string; order_no: string }[] }).rows;
  if (rows.length !== orders.length) return undefined;
  return orders.map((order, i) => ({
    ...order,
    id: Number(rows[i]?.id),
    orderNo: rows[i]?.order_no ?? '',
    slipId: slip.slipId,
    userId: slip.userId,
    gameId: slip.gameId,
    model: slip.model,
    status: betStatus.pending,
    result: null,
    reward: 0,
    openNum: '',
    stopOnWin: slip.stopOnWin,
    rebate: slip.rebate,
    rebateShares: slip.rebateShares,
    bonusClaimId: null,
    settleRound: 0,
    createdAt: slip.createdAt,
    settledAt: null,
  }));
};

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
