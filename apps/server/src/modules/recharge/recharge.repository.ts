import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { z } from 'zod';
import { rechargeStatus } from '@lottery/contracts';
import type { Db } from '../../db/client';
import { paymentChannels, rechargeOrders, systemConfig, users } from '../../db/schema';

export type ChannelRow = typeof paymentChannels.$inferSelect;
export type RechargeOrderRow = typeof rechargeOrders.$inferSelect;
export type NewRechargeOrder = typeof rechargeOrders.$inferInsert;

/** Every channel, enabled or not, as the operator lists them. */
export const listChannels = (db: Db) =>
  db.select().from(paymentChannels).orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));

export const listEnabledChannels = (db: Db) =>
  db
    .select()
    .from(paymentChannels)
    .where(eq(paymentChannels.enabled, true))
    .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));

export const findChannel = async (db: Db, id: number) => {
  const [row] = await db.select().from(paymentChannels).where(eq(paymentChannels.id, id));
  return row;
};

export const insertChannel = async (db: Db, channel: typeof paymentChannels.$inferInsert) => {
  const [row] = await db.insert(paymentChannels).values(channel).returning();
  return row;
};

export const updateChannel = async (
  db: Db,
  id: number,
  channel: Omit<typeof paymentChannels.$inferInsert, 'id'>,
) => {
  const [row] = await db
    .update(paymentChannels)
    .set({ ...channel, updatedAt: new Date() })
    .where(eq(paymentChannels.id, id))
    .returning();
  return row;
};

const sequenceRows = z.object({ rows: z.array(z.object({ n: z.coerce.number().int() })) });

/** The next value of `recharge_order_no_seq`: an order's number and its reference code. */
export const nextOrderSequence = async (db: Db) => {
  const result = await db.execute(sql`select nextval('recharge_order_no_seq') as n`);
  const [row] = sequenceRows.parse(result).rows;
  if (!row) throw new Error('recharge_order_no_seq answered nothing');
  return row.n;
};

/** Inserts the order unless the member used its idempotency key before (answers undefined). */
export const insertOrder = async (db: Db, order: NewRechargeOrder) => {
  const [row] = await db.insert(rechargeOrders).values(order).onConflictDoNothing().returning();
  return row;
};

export const findOrderByKey = async (db: Db, userId: number, idempotencyKey: string) => {
  const [row] = await db
    .select()
    .from(rechargeOrders)
    .where(
      and(eq(rechargeOrders.userId, userId), eq(rechargeOrders.idempotencyKey, idempotencyKey)),
    );
  return row;
};

export const findOrder = async (db: Db, orderNo: string) => {
  const [row] = await db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, orderNo));
  return row;
};

export interface OrderFilter {
  userId?: number;
  status?: number;
  from?: Date;
  /** Exclusive. */
  until?: Date;
}

const whereOf = (filter: OrderFilter) =>
  and(
    filter.userId === undefined ? undefined : eq(rechargeOrders.userId, filter.userId),
    filter.status === undefined ? undefined : eq(rechargeOrders.status, filter.status),
    filter.from ? gte(rechargeOrders.createdAt, filter.from) : undefined,
    filter.until ? lt(rechargeOrders.createdAt, filter.until) : undefined,
  );

/** A page of orders, newest first, with the member's account. */
export const listOrders = async (db: Db, filter: OrderFilter, page: number, size: number) => {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: rechargeOrders, account: users.account })
      .from(rechargeOrders)
      .innerJoin(users, eq(users.id, rechargeOrders.userId))
      .where(where)
      .orderBy(desc(rechargeOrders.createdAt), desc(rechargeOrders.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ value: count() }).from(rechargeOrders).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};

/**
 * The guarded transition of one order: from one of `from` to `to`, answering the moved row or
 * undefined when the order was not in such a state (someone decided first). `payable` adds that
 * a pending order must not be past its expiry; a processing one waits for its operator.
 */
export const moveOrder = async (
  db: Db,
  orderNo: string,
  change: {
    from: readonly number[];
    to: number;
    at: Date;
    payable?: boolean;
    reason?: string;
    tradeNo?: string;
    finished?: boolean;
    /** The operator's account (the back office). */
    decidedBy?: string;
  },
) => {
  const payable: SQL | undefined = change.payable
    ? or(
        eq(rechargeOrders.status, rechargeStatus.processing),
        gt(rechargeOrders.expiresAt, change.at),
      )
    : undefined;
  const [row] = await db
    .update(rechargeOrders)
    .set({
      status: change.to,
      ...(change.reason === undefined ? {} : { reason: change.reason }),
      ...(change.tradeNo === undefined ? {} : { tradeNo: change.tradeNo }),
      ...(change.decidedBy === undefined ? {} : { decidedBy: change.decidedBy }),
      ...(change.finished ? { finishedAt: change.at } : {}),
    })
    .where(
      and(
        eq(rechargeOrders.orderNo, orderNo),
        inArray(rechargeOrders.status, [...change.from]),
        payable,
      ),
    )
    .returning();
  return row;
};

/** Adds a credited recharge to the member's rechMoney; answers the total before it. */
export const addRechargeTotal = async (db: Db, userId: number, amount: number) => {
  const [row] = await db
    .update(users)
    .set({ rechargeTotal: sql`${users.rechargeTotal} + ${amount}` })
    .where(eq(users.id, userId))
    .returning({ total: users.rechargeTotal });
  if (!row) throw new Error(`no user ${userId}`);
  return row.total - amount;
};

/** Every pending order past its expiry → expired, in one guarded statement. */
export const expirePending = (db: Db, at: Date) =>
  db
    .update(rechargeOrders)
    .set({ status: rechargeStatus.expired, finishedAt: at })
    .where(
      and(eq(rechargeOrders.status, rechargeStatus.pending), lte(rechargeOrders.expiresAt, at)),
    )
    .returning({ orderNo: rechargeOrders.orderNo });

export const findUserByAccount = async (db: Db, account: string) => {
  const [row] = await db
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(eq(sql`lower(${users.account})`, account.toLowerCase()));
  return row;
};

/** A system config value read inside a transaction (the settings cache reads outside one). */
export const findConfigValue = async (db: Db, configKey: string) => {
  const [row] = await db
    .select({ value: systemConfig.configValue })
    .from(systemConfig)
    .where(eq(systemConfig.configKey, configKey));
  return row?.value;
};

/** A private system config value, written once if absent; every process reads the same one. */
export const ensurePrivateConfig = async (db: Db, configKey: string, fresh: () => string) => {
  await db
    .insert(systemConfig)
    .values({ configKey, configValue: fresh(), isPublic: false })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: systemConfig.configValue })
    .from(systemConfig)
    .where(eq(systemConfig.configKey, configKey));
  if (!row) throw new Error(`system config ${configKey} missing`);
  return row.value;
};
