import {
  and,
  asc,
  count,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  notExists,
  or,
  sql,
  type AnyColumn,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { betStatus, channelType, rechargeStatus, withdrawStatus } from '@lottery/contracts';
import type { Db } from '../../../db/client';
import {
  betOrders,
  lotteryGames,
  rechargeOrders,
  sessions,
  users,
  withdrawOrders,
} from '../../../db/schema';

/** The instants `[from, to)` of the report's days. */
export interface Span {
  from: Date;
  to: Date;
}

const official = eq(users.type, 'HY');
const total = (column: AnyColumn) =>
  sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

/** Official members registered in the span. */
export const countRegistrations = async (db: Db, { from, to }: Span) => {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(official, gte(users.createdAt, from), lt(users.createdAt, to)));
  return row?.value ?? 0;
};

/**
 * Successful recharges credited in the span; an order is made before it is credited, so
 * `created_at < to` also holds and lets the (status, created_at) index bound the scan.
 */
const rechargedIn = ({ from, to }: Span) =>
  and(
    eq(rechargeOrders.status, rechargeStatus.success),
    lt(rechargeOrders.createdAt, to),
    gte(rechargeOrders.finishedAt, from),
    lt(rechargeOrders.finishedAt, to),
  );

export const sumRecharges = async (db: Db, span: Span) => {
  const [row] = await db
    .select({ amount: total(rechargeOrders.amount), count: count() })
    .from(rechargeOrders)
    .where(rechargedIn(span));
  return { amount: row?.amount ?? 0, count: row?.count ?? 0 };
};

const earlier = alias(rechargeOrders, 'earlier');

/** Members whose first successful recharge was credited in the span. */
export const countFirstRecharges = async (db: Db, span: Span) => {
  const [row] = await db
    .select({ value: count() })
    .from(rechargeOrders)
    .where(
      and(
        rechargedIn(span),
        notExists(
          db
            .select({ one: sql`1` })
            .from(earlier)
            .where(
              and(
                eq(earlier.userId, rechargeOrders.userId),
                eq(earlier.status, rechargeStatus.success),
                sql`(${earlier.finishedAt}, ${earlier.id}) < (${rechargeOrders.finishedAt}, ${rechargeOrders.id})`,
              ),
            ),
        ),
      ),
    );
  return row?.value ?? 0;
};

/** Withdrawals paid in the span (paid after they were asked: `created_at < to` holds too). */
export const sumPaidWithdrawals = async (db: Db, { from, to }: Span) => {
  const [row] = await db
    .select({ amount: total(withdrawOrders.amount), count: count() })
    .from(withdrawOrders)
    .where(
      and(
        eq(withdrawOrders.status, withdrawStatus.paid),
        lt(withdrawOrders.createdAt, to),
        gte(withdrawOrders.finishedAt, from),
        lt(withdrawOrders.finishedAt, to),
      ),
    );
  return { amount: row?.amount ?? 0, count: row?.count ?? 0 };
};

/** Official members' bets placed in the span that stand (pending or settled). */
export const sumBets = async (db: Db, { from, to }: Span) => {
  const [row] = await db
    .select({ amount: total(betOrders.amount), count: count() })
    .from(betOrders)
    .innerJoin(users, eq(users.id, betOrders.userId))
    .where(
      and(
        official,
        inArray(betOrders.status, [betStatus.pending, betStatus.settled]),
        gte(betOrders.createdAt, from),
        lt(betOrders.createdAt, to),
      ),
    );
  return { amount: row?.amount ?? 0, count: row?.count ?? 0 };
};

/**
 * Official members' bets settled in the span, per lottery game: stakes and what they paid back
 * (a bet is placed before it settles: `created_at < to` holds too).
 */
export const settledByGame = (db: Db, { from, to }: Span) =>
  db
    .select({
      gameId: betOrders.gameId,
      gameName: lotteryGames.name,
      betAmount: total(betOrders.amount),
      payoutAmount: total(betOrders.reward),
    })
    .from(betOrders)
    .innerJoin(users, eq(users.id, betOrders.userId))
    .innerJoin(lotteryGames, eq(lotteryGames.id, betOrders.gameId))
    .where(
      and(
        official,
        eq(betOrders.status, betStatus.settled),
        lt(betOrders.createdAt, to),
        gte(betOrders.settledAt, from),
        lt(betOrders.settledAt, to),
      ),
    )
    .groupBy(betOrders.gameId, lotteryGames.name, lotteryGames.sort)
    .orderBy(asc(lotteryGames.sort), asc(betOrders.gameId));

/** Members with a session neither ended nor expired at `at`. */
export const countOnlineMembers = async (db: Db, at: Date) => {
  const [row] = await db
    .select({ value: sql<number>`count(distinct ${sessions.userId})::int` })
    .from(sessions)
    .where(and(isNull(sessions.endedAt), isNotNull(sessions.userId), gt(sessions.expiresAt, at)));
  return row?.value ?? 0;
};

export const countReviewingWithdrawals = async (db: Db) => {
  const [row] = await db
    .select({ value: count() })
    .from(withdrawOrders)
    .where(eq(withdrawOrders.status, withdrawStatus.reviewing));
  return row?.value ?? 0;
};

/**
 * Recharge orders an operator may still decide at `at`: every type but online (its gateway
 * decides), processing, or pending and not yet expired.
 */
export const countOpenTransferRecharges = async (db: Db, at: Date) => {
  const [row] = await db
    .select({ value: count() })
    .from(rechargeOrders)
    .where(
      and(
        or(
          eq(rechargeOrders.status, rechargeStatus.processing),
          and(eq(rechargeOrders.status, rechargeStatus.pending), gt(rechargeOrders.expiresAt, at)),
        ),
        ne(rechargeOrders.channelType, channelType.online),
      ),
    );
  return row?.value ?? 0;
};
