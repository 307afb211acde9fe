import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { betStatus } from '@lottery/contracts';
import type { Db } from '../../db/client';
import { betOrders, lotteryGames, users } from '../../db/schema';
import type { OrderWithNames } from '../betting/betting.repository';
import { countLimitOf, countOf, offsetOf, type PageAsk } from './paging';

/** Filters every slice of a list shares: always the member's own orders. */
export interface OrderFilter {
  userId: number;
  gameId?: number | undefined;
  model?: number | undefined;
}

/**
 * Part of a list: the orders placed in `[from, to)` (either end open), of one status or any.
 * The slices of one list never overlap (each takes its own stretch of time): the list is their
 * union.
 */
export interface OrderSlice {
  from?: Date;
  to?: Date;
  status?: number | undefined;
}

const sliceWhere = (filter: OrderFilter, slice: OrderSlice): SQL | undefined =>
  and(
    eq(betOrders.userId, filter.userId),
    slice.status === undefined ? undefined : eq(betOrders.status, slice.status),
    slice.from === undefined ? undefined : gte(betOrders.createdAt, slice.from),
    slice.to === undefined ? undefined : lt(betOrders.createdAt, slice.to),
    filter.gameId === undefined ? undefined : eq(betOrders.gameId, filter.gameId),
    filter.model === undefined ? undefined : eq(betOrders.model, filter.model),
  );

/** An order with the member's account and the game's name, as `orderView` takes it. */
const selectOrders = (db: Db) =>
  db
    .select({ order: betOrders, account: users.account, gameName: lotteryGames.name })
    .from(betOrders)
    .innerJoin(users, eq(users.id, betOrders.userId))
    .innerJoin(lotteryGames, eq(lotteryGames.id, betOrders.gameId));

/**
 * One page of the member's orders over `slices`, newest first (created_at desc, id desc), and
 * their count (paging.ts `countAhead`). Each slice is read newest first and only as far as the
 * page and the count need — it walks the index (user_id, created_at, id) or (user_id, status,
 * created_at, id) backwards, and PostgreSQL merges the slices in order. The page's ids are
 * picked from that walk and only those rows are read with their account and game name: page 500
 * skips 9,980 index entries, not 9,980 joined rows. Two statements one after the other (run side
 * by side they cost more than they save).
 */
export const ordersPage = async (
  db: Db,
  filter: OrderFilter,
  slices: readonly OrderSlice[],
  ask: PageAsk,
): Promise<{ rows: OrderWithNames[]; total: number }> => {
  if (slices.length === 0) return { rows: [], total: 0 };
  const newestFirst = [desc(betOrders.createdAt), desc(betOrders.id)];
  const limit = countLimitOf(ask);
  const heads = sql.join(
    slices.map(
      (slice) =>
        sql`(${db
          .select({ id: betOrders.id, createdAt: betOrders.createdAt })
          .from(betOrders)
          .where(sliceWhere(filter, slice))
          .orderBy(...newestFirst)
          .limit(limit)})`,
    ),
    sql` union all `,
  );
  const pageIds = sql`(select id from (${heads}) as p
    order by created_at desc, id desc limit ${ask.rows} offset ${offsetOf(ask)})`;
  const rows = await selectOrders(db)
    .where(inArray(betOrders.id, pageIds))
    .orderBy(...newestFirst);
  const total = await countOf(db, sql`(select 1 from (${heads}) as h limit ${limit})`);
  return { rows, total };
};

/** The member's order of that number, or undefined (another member's too). */
export const findOrder = async (db: Db, userId: number, orderNo: string) => {
  const [row] = await selectOrders(db).where(
    and(eq(betOrders.orderNo, orderNo), eq(betOrders.userId, userId)),
  );
  return row;
};

/**
 * The orders a report counts as bets: pending and settled. Cancelled, chase-stopped and deleted
 * ones had their stake given back (or never taken), so they stake nothing.
 */
const staked = sql`${betOrders.status} in (${sql.raw(String(betStatus.pending))}, ${sql.raw(String(betStatus.settled))})`;

/** Stakes and results of a group of orders (contracts' `stakeTotals`). */
const stakeTotals = {
  bettingMoney:
    sql<number>`coalesce(sum(${betOrders.amount}) filter (where ${staked}), 0)::bigint`.mapWith(
      Number,
    ),
  winOrcloseMoney: sql<number>`coalesce(sum(${betOrders.reward} - ${betOrders.amount})
    filter (where ${betOrders.status} = ${sql.raw(String(betStatus.settled))}), 0)::bigint`.mapWith(
    Number,
  ),
  betCount: sql<number>`(count(*) filter (where ${staked}))::int`.mapWith(Number),
};

/** `yyyy-MM-dd` of the order's placing in UTC+8, whatever the session's time zone. */
const chinaDay = sql<string>`to_char((${betOrders.createdAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

const inRange = (userId: number, from: Date, to: Date) =>
  and(eq(betOrders.userId, userId), gte(betOrders.createdAt, from), lt(betOrders.createdAt, to));

/** The member's totals per UTC+8 day with orders in `[from, to)`, newest day first. */
export const totalsByDay = (db: Db, userId: number, from: Date, to: Date) =>
  db
    .select({ statTime: chinaDay, ...stakeTotals })
    .from(betOrders)
    .where(inRange(userId, from, to))
    .groupBy(chinaDay)
    .orderBy(desc(chinaDay));

/** The member's totals per game with orders in `[from, to)`, the biggest stake first. */
export const totalsByGame = (db: Db, userId: number, from: Date, to: Date) =>
  db
    .select({ gameId: betOrders.gameId, gameName: lotteryGames.name, ...stakeTotals })
    .from(betOrders)
    .innerJoin(lotteryGames, eq(lotteryGames.id, betOrders.gameId))
    .where(inRange(userId, from, to))
    .groupBy(betOrders.gameId, lotteryGames.name)
    .orderBy(desc(stakeTotals.bettingMoney), asc(betOrders.gameId));
