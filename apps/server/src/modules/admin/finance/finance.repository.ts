import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ledgerEntries, rechargeOrders, users, wallets, withdrawOrders } from '../../../db/schema';

/** The back office's order filters: state, a member's account (exact), asked in `[from, to)`. */
export interface OrderFilter {
  status?: number | undefined;
  account?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export interface Paging {
  page: number;
  size: number;
}

const sameAccount = (account: string) => sql`lower(${users.account}) = lower(${account})`;

const withdrawalsWhere = (filter: OrderFilter): SQL | undefined =>
  and(
    filter.status === undefined ? undefined : eq(withdrawOrders.status, filter.status),
    filter.account === undefined ? undefined : sameAccount(filter.account),
    filter.from ? gte(withdrawOrders.createdAt, filter.from) : undefined,
    filter.to ? lt(withdrawOrders.createdAt, filter.to) : undefined,
  );

/** A page of every member's withdrawals, newest first, each with its member's account. */
export const listWithdrawals = async (db: Db, filter: OrderFilter, { page, size }: Paging) => {
  const where = withdrawalsWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: withdrawOrders, account: users.account })
      .from(withdrawOrders)
      .innerJoin(users, eq(users.id, withdrawOrders.userId))
      .where(where)
      .orderBy(desc(withdrawOrders.createdAt), desc(withdrawOrders.id))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ value: count() })
      .from(withdrawOrders)
      .innerJoin(users, eq(users.id, withdrawOrders.userId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};

export const findWithdrawal = async (db: Db, id: number) => {
  const [row] = await db
    .select({ order: withdrawOrders, account: users.account })
    .from(withdrawOrders)
    .innerJoin(users, eq(users.id, withdrawOrders.userId))
    .where(eq(withdrawOrders.id, id));
  return row;
};

const rechargesWhere = (filter: OrderFilter): SQL | undefined =>
  and(
    filter.status === undefined ? undefined : eq(rechargeOrders.status, filter.status),
    filter.account === undefined ? undefined : sameAccount(filter.account),
    filter.from ? gte(rechargeOrders.createdAt, filter.from) : undefined,
    filter.to ? lt(rechargeOrders.createdAt, filter.to) : undefined,
  );

/** A page of every member's recharge orders, newest first, each with its member's account. */
export const listRecharges = async (db: Db, filter: OrderFilter, { page, size }: Paging) => {
  const where = rechargesWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: rechargeOrders, account: users.account })
      .from(rechargeOrders)
      .innerJoin(users, eq(users.id, rechargeOrders.userId))
      .where(where)
      .orderBy(desc(rechargeOrders.createdAt), desc(rechargeOrders.id))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ value: count() })
      .from(rechargeOrders)
      .innerJoin(users, eq(users.id, rechargeOrders.userId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};

export const findRecharge = async (db: Db, orderNo: string) => {
  const [row] = await db
    .select({ order: rechargeOrders, account: users.account })
    .from(rechargeOrders)
    .innerJoin(users, eq(users.id, rechargeOrders.userId))
    .where(eq(rechargeOrders.orderNo, orderNo));
  return row;
};

/** The member a withdrawal is paid to, with the main wallet's balance. */
export const findMember = async (db: Db, userId: number) => {
  const [row] = await db
    .select({
      id: users.id,
      account: users.account,
      fullName: users.fullName,
      status: users.status,
      balance: sql<number>`coalesce(${wallets.balance}, 0)`.mapWith(Number),
    })
    .from(users)
    .leftJoin(wallets, and(eq(wallets.userId, users.id), eq(wallets.kind, 'money')))
    .where(eq(users.id, userId));
  return row;
};

/** The member's latest ledger entries of every wallet, newest first. */
export const recentLedger = (db: Db, userId: number, limit: number) =>
  db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(limit);
