import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { betResult, betStatus, type BettingBonusCategory } from '@lottery/contracts';
import type { Db } from '../../db/client';
import {
  betOrders,
  bettingBonusClaims,
  bettingBonusRates,
  liveBetRecords,
  users,
  wallets,
} from '../../db/schema';

export type ClaimRow = typeof bettingBonusClaims.$inferSelect;
export type NewClaim = typeof bettingBonusClaims.$inferInsert & { id: number };

/** Turnover and count of a category's valid bets. */
export interface Turnover {
  validBet: number;
  betCount: number;
}

// The valid bets not yet claimed, as the partial indexes `bet_orders_unclaimed_bonus` and
// `live_bet_records_unclaimed_bonus` spell them (so the planner reads those indexes).
const unclaimedLottery = (userId: number) =>
  and(
    eq(betOrders.userId, userId),
    eq(betOrders.status, betStatus.settled),
    inArray(betOrders.result, [betResult.lost, betResult.won]),
    isNull(betOrders.bonusClaimId),
  );
const unclaimedLive = (userId: number) =>
  and(
    eq(liveBetRecords.userId, userId),
    eq(liveBetRecords.status, 'settled'),
    ne(liveBetRecords.winAmount, liveBetRecords.betAmount),
    isNull(liveBetRecords.bonusClaimId),
  );

const turnoverColumns = <T extends typeof betOrders.amount | typeof liveBetRecords.betAmount>(
  amount: T,
) => ({
  validBet: sql<number>`coalesce(sum(${amount}), 0)::bigint`.mapWith(Number),
  betCount: sql<number>`count(*)::int`.mapWith(Number),
});

/** The member's unclaimed valid turnover per category. */
export const unclaimedTurnover = async (
  db: Db,
  userId: number,
): Promise<Record<BettingBonusCategory, Turnover>> => {
  const [[lottery], [live]] = await Promise.all([
    db.select(turnoverColumns(betOrders.amount)).from(betOrders).where(unclaimedLottery(userId)),
    db
      .select(turnoverColumns(liveBetRecords.betAmount))
      .from(liveBetRecords)
      .where(unclaimedLive(userId)),
  ]);
  return {
    lottery: lottery ?? { validBet: 0, betCount: 0 },
    live: live ?? { validBet: 0, betCount: 0 },
  };
};

const markedRows = z.object({
  rows: z.array(z.object({ valid_bet: z.coerce.number(), bet_count: z.coerce.number() })),
});
const markedTurnover = (result: unknown): Turnover => {
  const [row] = markedRows.parse(result).rows;
  return { validBet: row?.valid_bet ?? 0, betCount: row?.bet_count ?? 0 };
};

/**
 * Gives the member's unclaimed valid lottery bets to the claim and answers their turnover: the
 * sum of exactly the rows this statement marked (a bet settled meanwhile is left for the next).
 */
export const markLotteryBets = async (tx: Db, userId: number, claimId: number) =>
  markedTurnover(
    await tx.execute(sql`
      with marked as (
        update ${betOrders} set bonus_claim_id = ${claimId}::bigint
        where ${unclaimedLottery(userId)}
        returning amount
      )
      select coalesce(sum(amount), 0)::bigint as valid_bet, count(*)::int as bet_count
      from marked`),
  );

/** The same for the member's unclaimed valid live-game rounds. */
export const markLiveRounds = async (tx: Db, userId: number, claimId: number) =>
  markedTurnover(
    await tx.execute(sql`
      with marked as (
        update ${liveBetRecords} set bonus_claim_id = ${claimId}::bigint
        where ${unclaimedLive(userId)}
        returning bet_amount
      )
      select coalesce(sum(bet_amount), 0)::bigint as valid_bet, count(*)::int as bet_count
      from marked`),
  );

/** The member's VIP level (undefined: no such member). */
export const findVipLevel = async (db: Db, userId: number) => {
  const [row] = await db
    .select({ vipLevel: users.vipLevel })
    .from(users)
    .where(eq(users.id, userId));
  return row?.vipLevel;
};

/** The rates of a VIP level: category → 1/10,000 (categories without a row are absent). */
export const ratesOf = async (db: Db, vipLevel: number) =>
  db
    .select({ category: bettingBonusRates.category, rate: bettingBonusRates.rate })
    .from(bettingBonusRates)
    .where(eq(bettingBonusRates.vipLevel, vipLevel));

/** Every rate set, by VIP level and category. */
export const allRates = (db: Db) =>
  db
    .select()
    .from(bettingBonusRates)
    .orderBy(bettingBonusRates.vipLevel, bettingBonusRates.category);

/** One rate, its row locked until commit (undefined: none set). */
export const lockRate = async (tx: Db, vipLevel: number, category: BettingBonusCategory) => {
  const [row] = await tx
    .select({ rate: bettingBonusRates.rate })
    .from(bettingBonusRates)
    .where(and(eq(bettingBonusRates.vipLevel, vipLevel), eq(bettingBonusRates.category, category)))
    .for('update');
  return row?.rate;
};

export const upsertRate = (
  db: Db,
  row: { vipLevel: number; category: BettingBonusCategory; rate: number },
) =>
  db
    .insert(bettingBonusRates)
    .values(row)
    .onConflictDoUpdate({
      target: [bettingBonusRates.vipLevel, bettingBonusRates.category],
      set: { rate: row.rate },
    });

/** Locks the member's main wallet until commit: their claims are made one at a time. */
export const lockMoneyWallet = (tx: Db, userId: number) =>
  tx
    .select({ userId: wallets.userId })
    .from(wallets)
    .where(and(eq(wallets.userId, userId), eq(wallets.kind, 'money')))
    .for('update');

const idRows = z.object({ rows: z.array(z.object({ id: z.coerce.number().int() })) });

/** An id for a claim about to be written: its bets are marked with it before the row exists. */
export const nextClaimId = async (tx: Db) => {
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence('betting_bonus_claims', 'id')) as id`,
  );
  const [row] = idRows.parse(result).rows;
  if (!row) throw new Error('the claim id sequence answered nothing');
  return row.id;
};

/** Writes a claim (a key the member used before fails with a unique violation). */
export const insertClaim = async (tx: Db, claim: NewClaim) => {
  const [row] = await tx.insert(bettingBonusClaims).values(claim).returning();
  if (!row) throw new Error('the claim was not written');
  return row;
};

export const findClaimByKey = async (db: Db, userId: number, idempotencyKey: string) => {
  const [row] = await db
    .select()
    .from(bettingBonusClaims)
    .where(
      and(
        eq(bettingBonusClaims.userId, userId),
        eq(bettingBonusClaims.idempotencyKey, idempotencyKey),
      ),
    );
  return row;
};

/** The member's claims so far: their sum and the last one's time. */
export const claimsSummary = async (db: Db, userId: number) => {
  const [[totals], [last]] = await Promise.all([
    db
      .select({
        claimedTotal: sql<number>`coalesce(sum(${bettingBonusClaims.amount}), 0)::bigint`.mapWith(
          Number,
        ),
      })
      .from(bettingBonusClaims)
      .where(eq(bettingBonusClaims.userId, userId)),
    db
      .select({ at: bettingBonusClaims.createdAt })
      .from(bettingBonusClaims)
      .where(eq(bettingBonusClaims.userId, userId))
      .orderBy(desc(bettingBonusClaims.createdAt), desc(bettingBonusClaims.id))
      .limit(1),
  ]);
  return { claimedTotal: totals?.claimedTotal ?? 0, lastClaimAt: last?.at ?? null };
};
