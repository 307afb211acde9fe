import { and, asc, eq, lte, min, sql } from 'drizzle-orm';
import { betStatus } from '@lottery/contracts';
import type { Db } from '../../db/client';
import { betOrders, drawTurns, lotteryGames, users } from '../../db/schema';
import { pgArray } from '../../lib/pg-array';

export { findTurn } from '../../db/lottery-games';

export const findGameName = async (db: Db, gameId: number) => {
  const [row] = await db
    .select({ name: lotteryGames.name })
    .from(lotteryGames)
    .where(eq(lotteryGames.id, gameId));
  return row?.name;
};

/**
 * The turn's pending orders' ids, each member's together (pages then touch each member's wallet
 * and account row about once a turn, not once a page).
 */
export const pendingOrderIds = async (db: Db, gameId: number, turnNum: string) =>
  (
    await db
      .select({ id: betOrders.id })
      .from(betOrders)
      .where(
        and(
          eq(betOrders.gameId, gameId),
          eq(betOrders.turnNum, turnNum),
          eq(betOrders.status, betStatus.pending),
        ),
      )
      .orderBy(asc(betOrders.userId), asc(betOrders.id))
  ).map((row) => row.id);

const anyId = (ids: readonly number[]) => sql`${betOrders.id} = any(${pgArray(ids)}::bigint[])`;

/**
 * Locks those of `ids` still pending, skipping rows another transaction holds (another settler's
 * page, a member's cancel under way): two settlers split a turn instead of queueing on it.
 */
export const lockPendingOrders = (tx: Db, ids: readonly number[]) =>
  tx
    .select({
      id: betOrders.id,
      playCode: betOrders.playCode,
      content: betOrders.content,
      amount: betOrders.amount,
      odds: betOrders.odds,
      odds2: betOrders.odds2,
    })
    .from(betOrders)
    .where(and(anyId(ids), eq(betOrders.status, betStatus.pending)))
    .orderBy(asc(betOrders.id))
    .for('update', { skipLocked: true });

export interface Outcome {
  id: number;
  result: number;
  reward: number;
}

/**
 * The guarded transition pending → settled for many orders in one statement; answers only the
 * rows it moved (an order settled or cancelled meanwhile is not among them, so is not paid).
 */
export const markSettled = (tx: Db, outcomes: readonly Outcome[], openNum: string, at: Date) =>
  tx
    .update(betOrders)
    .set({
      status: betStatus.settled,
      result: sql`v.result`,
      reward: sql`v.reward`,
      openNum,
      settledAt: at,
    })
    .from(
      sql`unnest(
        ${pgArray(outcomes.map((o) => o.id))}::bigint[],
        ${pgArray(outcomes.map((o) => o.result))}::smallint[],
        ${pgArray(outcomes.map((o) => o.reward))}::bigint[]
      ) as v(id, result, reward)`,
    )
    // `id = any(…)` as well: the planner then reads the pkey instead of hashing the whole table.
    .where(
      and(
        sql`${betOrders.id} = v.id`,
        anyId(outcomes.map((o) => o.id)),
        eq(betOrders.status, betStatus.pending),
      ),
    )
    .returning({
      id: betOrders.id,
      orderNo: betOrders.orderNo,
      userId: betOrders.userId,
      amount: betOrders.amount,
      result: betOrders.result,
      reward: betOrders.reward,
      trackOrderNo: betOrders.trackOrderNo,
      stopOnWin: betOrders.stopOnWin,
      betEndTime: betOrders.betEndTime,
      rebateShares: betOrders.rebateShares,
      settleRound: betOrders.settleRound,
    });

/**
 * A turn's numbers, read under a share lock by each settlement page: a correction (which locks
 * the turn for update) waits for the pages under way, and a page after it reads its numbers.
 */
export const lockTurnNumbers = async (tx: Db, gameId: number, turnNum: string) => {
  const [row] = await tx
    .select({ numbers: drawTurns.numbers })
    .from(drawTurns)
    .where(and(eq(drawTurns.gameId, gameId), eq(drawTurns.turnNum, turnNum)))
    .for('share');
  return row?.numbers ?? null;
};

/** A turn's settled orders, locked, with what their settlement paid (a correction reverses it). */
export const lockSettledOfTurn = (tx: Db, gameId: number, turnNum: string) =>
  tx
    .select({
      id: betOrders.id,
      orderNo: betOrders.orderNo,
      userId: betOrders.userId,
      amount: betOrders.amount,
      result: betOrders.result,
      reward: betOrders.reward,
      rebateShares: betOrders.rebateShares,
      settleRound: betOrders.settleRound,
    })
    .from(betOrders)
    .where(
      and(
        eq(betOrders.gameId, gameId),
        eq(betOrders.turnNum, turnNum),
        eq(betOrders.status, betStatus.settled),
      ),
    )
    .orderBy(asc(betOrders.id))
    .for('update');

/** Settled orders back to pending for their next settlement round. */
export const reopenSettled = (tx: Db, ids: readonly number[]) =>
  tx
    .update(betOrders)
    .set({
      status: betStatus.pending,
      result: null,
      reward: 0,
      openNum: '',
      settledAt: null,
      settleRound: sql`${betOrders.settleRound} + 1`,
    })
    .where(and(anyId(ids), eq(betOrders.status, betStatus.settled)))
    .returning({ id: betOrders.id });

/** The pending orders of these chases (追号), locked; rows held elsewhere are skipped. */
export const lockPendingOfTracks = (tx: Db, trackOrderNos: readonly string[]) =>
  tx
    .select({
      id: betOrders.id,
      trackOrderNo: betOrders.trackOrderNo,
      betEndTime: betOrders.betEndTime,
    })
    .from(betOrders)
    .where(
      and(
        sql`${betOrders.trackOrderNo} = any(${pgArray(trackOrderNos)}::text[])`,
        eq(betOrders.status, betStatus.pending),
      ),
    )
    .orderBy(asc(betOrders.id))
    .for('update', { skipLocked: true });

/** The guarded transition pending → chase stopped; answers the rows it moved. */
export const markChaseStopped = (tx: Db, ids: readonly number[], at: Date) =>
  tx
    .update(betOrders)
    .set({ status: betStatus.chaseStopped, settledAt: at })
    .where(and(anyId(ids), eq(betOrders.status, betStatus.pending)))
    .returning({
      id: betOrders.id,
      orderNo: betOrders.orderNo,
      userId: betOrders.userId,
      amount: betOrders.amount,
    });

/**
 * Adds each member's valid turnover to the VIP cycle. The rows are locked in id order first (two
 * settlers' pages never deadlock) with NO KEY UPDATE, which does not block the foreign-key checks
 * of a member's bets being placed meanwhile.
 */
export const addCycleBetAmounts = async (
  tx: Db,
  sums: readonly { userId: number; amount: number }[],
) => {
  if (sums.length === 0) return;
  const userIds = sums.map((s) => s.userId);
  await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.id} = any(${pgArray(userIds)}::bigint[])`)
    .orderBy(asc(users.id))
    .for('no key update');
  await tx
    .update(users)
    .set({ cycleBetAmount: sql`${users.cycleBetAmount} + v.amount` })
    .from(
      sql`unnest(${pgArray(userIds)}::bigint[], ${pgArray(sums.map((s) => s.amount))}::bigint[])
        as v(id, amount)`,
    )
    .where(sql`${users.id} = v.id and ${users.id} = any(${pgArray(userIds)}::bigint[])`);
};

export const findMembers = (db: Db, ids: readonly number[]) =>
  db
    .select({ id: users.id, account: users.account, nickname: users.nickname })
    .from(users)
    .where(sql`${users.id} = any(${pgArray(ids)}::bigint[])`);

/**
 * Drawn turns that still have pending orders (a settlement cut short, a process down at the
 * draw), oldest first: the sweep settles them.
 */
export const turnsToSweep = (db: Db, at: Date) =>
  db
    .select({ gameId: betOrders.gameId, turnNum: betOrders.turnNum })
    .from(betOrders)
    .innerJoin(
      drawTurns,
      and(eq(drawTurns.gameId, betOrders.gameId), eq(drawTurns.turnNum, betOrders.turnNum)),
    )
    .where(
      and(
        eq(betOrders.status, betStatus.pending),
        lte(betOrders.betEndTime, at),
        eq(drawTurns.status, 'drawn'),
      ),
    )
    .groupBy(betOrders.gameId, betOrders.turnNum)
    .orderBy(asc(min(drawTurns.planTime)));
