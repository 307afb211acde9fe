import { and, count, desc, eq, gt, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import {
  betResult,
  betStatus,
  rechargeStatus,
  transactionType,
  withdrawStatus,
  type WithdrawStatus,
} from '@lottery/contracts';
import type { Db } from '../../db/client';
import {
  bankAccounts,
  betOrders,
  ledgerEntries,
  liveBetRecords,
  rechargeOrders,
  wallets,
  withdrawOrders,
} from '../../db/schema';

export type WithdrawRow = typeof withdrawOrders.$inferSelect;

export interface NewWithdrawal {
  userId: number;
  amount: number;
  bankId: number | null;
  type: number;
  bankName: string;
  bankAccount: string;
  accountName: string;
  idempotencyKey: string;
  createdAt: Date;
  /** yyyyMMdd (UTC+8) of the order number. */
  day: string;
}

export const findBankAccount = async (db: Db, userId: number, id: number) => {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.userId, userId)));
  return row;
};

/** Locks the member's main wallet until commit: their withdrawals are asked one at a time. */
export const lockMoneyWallet = (db: Db, userId: number) =>
  db
    .select({ userId: wallets.userId })
    .from(wallets)
    .where(and(eq(wallets.userId, userId), eq(wallets.kind, 'money')))
    .for('update');

/** The member's withdrawals asked since `since` and not rejected. */
export const countAskedSince = async (db: Db, userId: number, since: Date) => {
  const [row] = await db
    .select({ value: count() })
    .from(withdrawOrders)
    .where(
      and(
        eq(withdrawOrders.userId, userId),
        gte(withdrawOrders.createdAt, since),
        ne(withdrawOrders.status, withdrawStatus.rejected),
      ),
    );
  return row?.value ?? 0;
};

/** INSERT … ON CONFLICT DO NOTHING RETURNING id, its number drawn from withdraw_order_no_seq. */
export const withdrawalInsert = (row: NewWithdrawal): SQL => sql`
  insert into ${withdrawOrders} (order_no, user_id, amount, status, bank_id, type, bank_name,
    bank_account, account_name, idempotency_key, created_at)
  values ('W' || ${row.day}::text || lpad(nextval('withdraw_order_no_seq')::text, 10, '0'),
    ${row.userId}::bigint, ${row.amount}::bigint, ${withdrawStatus.reviewing}::smallint,
    ${row.bankId}::bigint, ${row.type}::smallint, ${row.bankName}::text, ${row.bankAccount}::text,
    ${row.accountName}::text, ${row.idempotencyKey}::text, ${row.createdAt.toISOString()}::timestamptz)
  on conflict do nothing
  returning id`;

export const findByKey = async (db: Db, userId: number, idempotencyKey: string) => {
  const [row] = await db
    .select()
    .from(withdrawOrders)
    .where(
      and(eq(withdrawOrders.userId, userId), eq(withdrawOrders.idempotencyKey, idempotencyKey)),
    );
  return row;
};

export const findById = async (db: Db, id: number) => {
  const [row] = await db.select().from(withdrawOrders).where(eq(withdrawOrders.id, id));
  return row;
};

export const listPage = async (
  db: Db,
  filter: { userId?: number; status?: number; from?: Date; to?: Date },
  page: { page: number; size: number },
) => {
  const where = and(
    filter.userId === undefined ? undefined : eq(withdrawOrders.userId, filter.userId),
    filter.status === undefined ? undefined : eq(withdrawOrders.status, filter.status),
    filter.from === undefined ? undefined : gte(withdrawOrders.createdAt, filter.from),
    filter.to === undefined ? undefined : lt(withdrawOrders.createdAt, filter.to),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(withdrawOrders)
      .where(where)
      .orderBy(desc(withdrawOrders.createdAt), desc(withdrawOrders.id))
      .limit(page.size)
      .offset((page.page - 1) * page.size),
    db.select({ value: count() }).from(withdrawOrders).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};

/** Moves a reviewing withdrawal to its decision; undefined when it was decided before. */
export const decide = async (
  db: Db,
  id: number,
  decision: { status: WithdrawStatus; reason: string; at: Date; decidedBy: string | null },
) => {
  const [row] = await db
    .update(withdrawOrders)
    .set({
      status: decision.status,
      reason: decision.reason,
      finishedAt: decision.at,
      decidedBy: decision.decidedBy,
    })
    .where(and(eq(withdrawOrders.id, id), eq(withdrawOrders.status, withdrawStatus.reviewing)))
    .returning();
  return row;
};

/** When the member asked their last withdrawal that was paid. */
export const lastPaidAt = async (db: Db, userId: number) => {
  const [row] = await db
    .select({ at: withdrawOrders.createdAt })
    .from(withdrawOrders)
    .where(and(eq(withdrawOrders.userId, userId), eq(withdrawOrders.status, withdrawStatus.paid)))
    .orderBy(desc(withdrawOrders.createdAt))
    .limit(1);
  return row?.at;
};

/** Successful recharges (when credited) and manual deposits after `since`. */
export const depositsSince = async (db: Db, userId: number, since: Date) => {
  const rechargedAt = sql<Date>`coalesce(${rechargeOrders.finishedAt}, ${rechargeOrders.createdAt})`;
  const [recharges, manual] = await Promise.all([
    db
      .select({
        id: rechargeOrders.id,
        orderNo: rechargeOrders.orderNo,
        at: rechargedAt.mapWith(rechargeOrders.createdAt),
        amount: rechargeOrders.amount,
      })
      .from(rechargeOrders)
      .where(
        and(
          eq(rechargeOrders.userId, userId),
          eq(rechargeOrders.status, rechargeStatus.success),
          sql`${rechargedAt} > ${since.toISOString()}::timestamptz`,
        ),
      ),
    db
      .select({
        id: ledgerEntries.id,
        orderNo: ledgerEntries.reference,
        at: ledgerEntries.createdAt,
        amount: ledgerEntries.amount,
      })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.userId, userId),
          eq(ledgerEntries.wallet, 'money'),
          eq(ledgerEntries.transactionType, transactionType.manualDeposit),
          gt(ledgerEntries.amount, 0),
          gt(ledgerEntries.createdAt, since),
        ),
      ),
  ]);
  return [...recharges, ...manual];
};

/**
 * Stakes placed after `since` that were at risk: settled lottery orders won or lost (a tie's
 * stake came back) and settled live-game rounds that did not return the stake exactly.
 */
export const validBetsSince = async (db: Db, userId: number, since: Date) => {
  const [[lottery], [live]] = await Promise.all([
    db
      .select({ value: sql<number>`coalesce(sum(${betOrders.amount}), 0)::bigint`.mapWith(Number) })
      .from(betOrders)
      .where(
        and(
          eq(betOrders.userId, userId),
          eq(betOrders.status, betStatus.settled),
          inArray(betOrders.result, [betResult.lost, betResult.won]),
          gt(betOrders.createdAt, since),
        ),
      ),
    db
      .select({
        value: sql<number>`coalesce(sum(${liveBetRecords.betAmount}), 0)::bigint`.mapWith(Number),
      })
      .from(liveBetRecords)
      .where(
        and(
          eq(liveBetRecords.userId, userId),
          eq(liveBetRecords.status, 'settled'),
          ne(liveBetRecords.winAmount, liveBetRecords.betAmount),
          gt(liveBetRecords.betAt, since),
        ),
      ),
  ]);
  return (lottery?.value ?? 0) + (live?.value ?? 0);
};
