import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameProviders, liveBetRecords } from '../../db/schema';
import { countLimitOf, countOf, offsetOf, type PageAsk } from './paging';

/** The platforms (game providers) that are switched on, in the game centre's order. */
export const enabledPlatforms = (db: Db) =>
  db
    .select({ code: gameProviders.liveCode, name: gameProviders.name })
    .from(gameProviders)
    .where(eq(gameProviders.enabled, true))
    .orderBy(asc(gameProviders.sort), asc(gameProviders.liveCode));

/**
 * The member's totals of rounds bet in `[from, to)` on each of `codes` that names a platform
 * (switched on or not: old rounds still count), zeros for a platform without rounds. `betAmount`
 * and `betCount` count every round; `winAmount` is payout − stake of the settled ones.
 */
export const totalsByPlatform = (
  db: Db,
  userId: number,
  codes: readonly string[],
  from: Date,
  to: Date,
) =>
  db
    .select({
      gameCode: gameProviders.liveCode,
      gameName: gameProviders.name,
      betAmount: sql<number>`coalesce(sum(${liveBetRecords.betAmount}), 0)::bigint`.mapWith(Number),
      winAmount: sql<number>`coalesce(sum(${liveBetRecords.winAmount} - ${liveBetRecords.betAmount})
        filter (where ${liveBetRecords.status} = 'settled'), 0)::bigint`.mapWith(Number),
      betCount: sql<number>`count(${liveBetRecords.id})::int`.mapWith(Number),
    })
    .from(gameProviders)
    .leftJoin(
      liveBetRecords,
      and(
        eq(liveBetRecords.liveCode, gameProviders.liveCode),
        eq(liveBetRecords.userId, userId),
        gte(liveBetRecords.betAt, from),
        lt(liveBetRecords.betAt, to),
      ),
    )
    .where(inArray(gameProviders.liveCode, [...codes]))
    .groupBy(gameProviders.liveCode, gameProviders.name);

export interface RoundFilter {
  userId: number;
  from: Date;
  to: Date;
  liveCode?: string | undefined;
}

/**
 * One page of the member's rounds in `[from, to)`, newest first (bet_at desc, id desc: the index
 * live_bet_records_user_time read backwards), with the platform's name, and their count
 * (paging.ts).
 */
export const roundsPage = async (db: Db, filter: RoundFilter, ask: PageAsk) => {
  const where = and(
    eq(liveBetRecords.userId, filter.userId),
    gte(liveBetRecords.betAt, filter.from),
    lt(liveBetRecords.betAt, filter.to),
    filter.liveCode === undefined ? undefined : eq(liveBetRecords.liveCode, filter.liveCode),
  );
  const newestFirst = [desc(liveBetRecords.betAt), desc(liveBetRecords.id)];
  const [rows, total] = await Promise.all([
    db
      .select({
        roundId: liveBetRecords.roundId,
        liveCode: liveBetRecords.liveCode,
        platformName: gameProviders.name,
        gameName: liveBetRecords.gameName,
        betAmount: liveBetRecords.betAmount,
        winAmount: liveBetRecords.winAmount,
        status: liveBetRecords.status,
        betAt: liveBetRecords.betAt,
        settledAt: liveBetRecords.settledAt,
      })
      .from(liveBetRecords)
      .leftJoin(gameProviders, eq(gameProviders.liveCode, liveBetRecords.liveCode))
      .where(where)
      .orderBy(...newestFirst)
      .limit(ask.rows)
      .offset(offsetOf(ask)),
    countOf(
      db,
      db
        .select({ id: liveBetRecords.id })
        .from(liveBetRecords)
        .where(where)
        .orderBy(...newestFirst)
        .limit(countLimitOf(ask)),
    ),
  ]);
  return { rows, total };
};
