import { and, asc, count, desc, eq, isNull, or, sql, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  betOrders,
  gameBlacklist,
  ledgerEntries,
  lotteryGames,
  sessions,
  usageCounters,
  users,
  wallets,
} from '../../../db/schema';

export interface PageAsk {
  page: number;
  size: number;
}

const offsetOf = ({ page, size }: PageAsk) => (page - 1) * size;

const parent = alias(users, 'parent');
const moneyWallet = alias(wallets, 'money_wallet');
const balance = sql<number>`coalesce(${moneyWallet.balance}, 0)`.mapWith(Number);

/** A member as the back office's table shows it: the agent's account and the main wallet. */
const rowColumns = {
  id: users.id,
  account: users.account,
  nickname: users.nickname,
  fullName: users.fullName,
  phone: users.phone,
  type: users.type,
  isAgent: users.isAgent,
  agentAccount: parent.account,
  vipLevel: users.vipLevel,
  status: users.status,
  balance,
  registeredIp: users.registeredIp,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const startsWith = (column: Column, keyword: string) =>
  sql`lower(${column}) like ${`${escapeLike(keyword.toLowerCase())}%`}`;

export interface MemberFilter {
  field: 'account' | 'phone' | 'fullName' | 'agent' | 'ip';
  keyword?: string | undefined;
  status?: number | undefined;
}

const keywordWhere = (field: MemberFilter['field'], keyword: string): SQL | undefined => {
  switch (field) {
    case 'account':
      return startsWith(users.account, keyword);
    case 'phone':
      return startsWith(users.phone, keyword);
    case 'fullName':
      return startsWith(users.fullName, keyword);
    case 'agent':
      return sql`lower(${parent.account}) = ${keyword.toLowerCase()}`;
    case 'ip':
      return or(
        eq(users.registeredIp, keyword),
        sql`exists (select 1 from ${sessions} where ${sessions.userId} = ${users.id} and ${sessions.ip} = ${keyword})`,
      );
  }
};

const sortColumns = {
  createdAt: sql`${users.createdAt}`,
  lastLoginAt: sql`${users.lastLoginAt}`,
  balance: sql`coalesce(${moneyWallet.balance}, 0)`,
};

/** A page of members and their count; ties (and members never signed in: last) by id. */
export const searchMembers = async (
  db: Db,
  filter: MemberFilter,
  sort: { by: keyof typeof sortColumns; order: 'asc' | 'desc' },
  ask: PageAsk,
) => {
  const where = and(
    filter.keyword ? keywordWhere(filter.field, filter.keyword) : undefined,
    filter.status === undefined ? undefined : eq(users.status, filter.status),
  );
  const column = sortColumns[sort.by];
  const orderBy =
    sort.order === 'asc'
      ? [sql`${column} asc nulls last`, asc(users.id)]
      : [sql`${column} desc nulls last`, desc(users.id)];
  const rows = await db
    .select(rowColumns)
    .from(users)
    .leftJoin(parent, eq(parent.id, users.parentId))
    .leftJoin(moneyWallet, and(eq(moneyWallet.userId, users.id), eq(moneyWallet.kind, 'money')))
    .where(where)
    .orderBy(...orderBy)
    .limit(ask.size)
    .offset(offsetOf(ask));
  const [total] = await db
    .select({ total: count() })
    .from(users)
    .leftJoin(parent, eq(parent.id, users.parentId))
    .where(where);
  return { rows, total: total?.total ?? 0 };
};

/**
 * One member with everything the member's page shows. `fundLock` is the withdraw-password guess
 * limit (account/secret-guard.ts, key `fund:{userId}`): locked while the count is at `max` and
 * its last guess is after `since`.
 */
export const findMemberDetail = async (
  db: Db,
  id: number,
  { at, fundLock }: { at: Date; fundLock: { max: number; since: Date } },
) => {
  const [row] = await db
    .select({
      ...rowColumns,
      email: users.email,
      qq: users.qq,
      weixin: users.weixin,
      birthday: users.birthday,
      liveBalance: sql<number>`coalesce((select ${wallets.balance} from ${wallets}
        where ${wallets.userId} = ${users.id} and ${wallets.kind} = 'live'), 0)`.mapWith(Number),
      withdrawingAmount: sql<number>`coalesce((select sum(w.amount) from withdraw_orders w
        where w.user_id = ${users.id} and w.status = 0), 0)`.mapWith(Number),
      rechargeTotal: users.rechargeTotal,
      fundPasswordSet: sql<boolean>`${users.fundPwdHash} is not null`,
      fundPasswordLocked: sql<boolean>`exists (select 1 from ${usageCounters} c
        where c.key = 'fund:' || ${users.id} and c.count >= ${fundLock.max}
          and c.last_at >= ${fundLock.since.toISOString()}::timestamptz)`,
      mustResetPassword: users.mustResetPassword,
      gameBlacklisted: sql<boolean>`exists (select 1 from ${gameBlacklist} b
        where b.user_id = ${users.id} and b.live_code = '')`,
      enableChat: users.enableChat,
      openSessions: sql<number>`(select count(*) from ${sessions} s where s.user_id = ${users.id}
        and s.ended_at is null and s.expires_at > ${at.toISOString()}::timestamptz)`.mapWith(
        Number,
      ),
    })
    .from(users)
    .leftJoin(parent, eq(parent.id, users.parentId))
    .leftJoin(moneyWallet, and(eq(moneyWallet.userId, users.id), eq(moneyWallet.kind, 'money')))
    .where(eq(users.id, id));
  return row;
};

export const memberExists = async (db: Db, id: number) => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
};

/** The member's 资金明细, newest first. */
export const ledgerPage = async (db: Db, userId: number, ask: PageAsk) => {
  const where = eq(ledgerEntries.userId, userId);
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(where)
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(ask.size)
    .offset(offsetOf(ask));
  const [total] = await db.select({ total: count() }).from(ledgerEntries).where(where);
  return { rows, total: total?.total ?? 0 };
};

/** The member's lottery bets with their game's name, newest first. */
export const betPage = async (db: Db, userId: number, ask: PageAsk) => {
  const where = eq(betOrders.userId, userId);
  const rows = await db
    .select({ order: betOrders, gameName: lotteryGames.name })
    .from(betOrders)
    .innerJoin(lotteryGames, eq(lotteryGames.id, betOrders.gameId))
    .where(where)
    .orderBy(desc(betOrders.createdAt), desc(betOrders.id))
    .limit(ask.size)
    .offset(offsetOf(ask));
  const [total] = await db.select({ total: count() }).from(betOrders).where(where);
  return { rows, total: total?.total ?? 0 };
};

/** The member's sessions, newest first: the login history. */
export const sessionPage = async (db: Db, userId: number, ask: PageAsk) => {
  const where = eq(sessions.userId, userId);
  const rows = await db
    .select({
      id: sessions.id,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      endedAt: sessions.endedAt,
      endReason: sessions.endReason,
    })
    .from(sessions)
    .where(where)
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(ask.size)
    .offset(offsetOf(ask));
  const [total] = await db.select({ total: count() }).from(sessions).where(where);
  return { rows, total: total?.total ?? 0 };
};

// The writes of the member actions, each inside the action's transaction.

/**
 * The member's row, locked until the action commits: actions on one member run one after the
 * other (FOR NO KEY UPDATE: the member's bets and ledger entries, which only reference the row,
 * go on meanwhile).
 */
export const lockMember = async (tx: Db, id: number) => {
  const [row] = await tx
    .select({
      id: users.id,
      account: users.account,
      status: users.status,
      vipLevel: users.vipLevel,
      parentId: users.parentId,
      mustResetPassword: users.mustResetPassword,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('no key update');
  return row;
};

export const updateMember = (
  tx: Db,
  id: number,
  set: Partial<
    Pick<
      typeof users.$inferInsert,
      'status' | 'vipLevel' | 'parentId' | 'passwordHash' | 'mustResetPassword'
    >
  >,
) => tx.update(users).set(set).where(eq(users.id, id));

/** Ends every open session of the member; answers how many there were. */
export const endSessions = async (tx: Db, userId: number, reason: string, at: Date) => {
  const ended = await tx
    .update(sessions)
    .set({ endedAt: at, endReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return ended.length;
};

/** The agent an account names (case-insensitive, as accounts are unique). */
export const findByAccount = async (tx: Db, account: string) => {
  const [row] = await tx
    .select({ id: users.id, account: users.account, isAgent: users.isAgent })
    .from(users)
    .where(sql`lower(${users.account}) = ${account.toLowerCase()}`);
  return row;
};

export const findAccountOf = async (tx: Db, id: number | null) => {
  if (id === null) return null;
  const [row] = await tx.select({ account: users.account }).from(users).where(eq(users.id, id));
  return row?.account ?? null;
};

/** Blacklists the member for every provider ('' row); false when it already was. */
export const addGameBlacklist = async (tx: Db, userId: number, reason: string) => {
  const rows = await tx
    .insert(gameBlacklist)
    .values({ userId, liveCode: '', reason })
    .onConflictDoNothing()
    .returning({ userId: gameBlacklist.userId });
  return rows.length > 0;
};

/** Lifts the every-provider blacklisting (one provider's rows stay); false when there was none. */
export const removeGameBlacklist = async (tx: Db, userId: number) => {
  const rows = await tx
    .delete(gameBlacklist)
    .where(and(eq(gameBlacklist.userId, userId), eq(gameBlacklist.liveCode, '')))
    .returning({ userId: gameBlacklist.userId });
  return rows.length > 0;
};

/** Guess counters of account/secret-guard.ts: the withdraw password's and the login password's. */
export const fundPasswordKey = (userId: number) => `fund:${userId}`;
export const loginPasswordKey = (account: string) => `password:${account.trim().toLowerCase()}`;

/** Deletes a guess counter; answers its count, or undefined when there was none. */
export const clearCounter = async (tx: Db, key: string) => {
  const [row] = await tx
    .delete(usageCounters)
    .where(eq(usageCounters.key, key))
    .returning({ count: usageCounters.count, lastAt: usageCounters.lastAt });
  return row;
};

export const findLedgerEntry = async (tx: Db, reference: string) => {
  const [row] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.reference, reference));
  return row;
};
