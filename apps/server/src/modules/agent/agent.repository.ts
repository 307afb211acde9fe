import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { betStatus, rechargeStatus, withdrawStatus } from '@lottery/contracts';
import type { Db } from '../../db/client';
import { promotionLinks } from '../../db/agent-schema';

export type PromotionLinkRow = typeof promotionLinks.$inferSelect;

export const insertLink = async (db: Db, link: typeof promotionLinks.$inferInsert) => {
  const [row] = await db.insert(promotionLinks).values(link).returning();
  if (!row) throw new Error('link insert returned nothing');
  return row;
};

const ownLink = (agentId: number, id: number) =>
  and(
    eq(promotionLinks.id, id),
    eq(promotionLinks.agentId, agentId),
    isNull(promotionLinks.removedAt),
  );

/** Changes a link of the agent's; undefined when it is not theirs (or removed). */
export const updateLink = async (
  db: Db,
  agentId: number,
  id: number,
  values: Pick<PromotionLinkRow, 'isDl' | 'rebate' | 'quota' | 'remark'>,
) => {
  const [row] = await db
    .update(promotionLinks)
    .set(values)
    .where(
      and(
        ownLink(agentId, id),
        sql`(${values.quota}::int is null or ${promotionLinks.used} <= ${values.quota}::int)`,
      ),
    )
    .returning();
  return row;
};

export const findOwnLink = async (db: Db, agentId: number, id: number) => {
  const [row] = await db.select().from(promotionLinks).where(ownLink(agentId, id));
  return row;
};

export const removeLink = async (db: Db, agentId: number, id: number, at: Date) => {
  const rows = await db
    .update(promotionLinks)
    .set({ removedAt: at })
    .where(ownLink(agentId, id))
    .returning({ id: promotionLinks.id });
  return rows.length === 1;
};

export const linkPage = async (
  db: Db,
  agentId: number,
  { id, page, rows }: { id?: number | undefined; page: number; rows: number },
) => {
  const where = id === undefined ? ownLinks(agentId) : ownLink(agentId, id);
  const [data, [totals]] = await Promise.all([
    db
      .select()
      .from(promotionLinks)
      .where(where)
      .orderBy(desc(promotionLinks.id))
      .limit(rows)
      .offset((page - 1) * rows),
    db
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        used: sql<number>`coalesce(sum(${promotionLinks.used}), 0)`.mapWith(Number),
      })
      .from(promotionLinks)
      .where(where),
  ]);
  return { data, totalCount: totals?.count ?? 0, totalUsed: totals?.used ?? 0 };
};

const ownLinks = (agentId: number) =>
  and(eq(promotionLinks.agentId, agentId), isNull(promotionLinks.removedAt));

export interface SubUserFilter {
  account?: string | undefined;
  /** Joined at or after / before (exclusive). */
  from?: Date | undefined;
  until?: Date | undefined;
  online?: 0 | 1 | undefined;
  minBalance?: number | undefined;
  maxBalance?: number | undefined;
  /** Only direct downline (depth 1) unless the whole team. */
  all: boolean;
}

/** An open session now: the member counts as online. */
const onlineNow = (at: Date) => sql`exists (
  select 1 from sessions s
  where s.user_id = u.id and s.ended_at is null and s.expires_at > ${at.toISOString()}::timestamptz)`;

/** A downline account's row as the lists show it. */
const subUserColumns = (at: Date) => sql`
  u.id, u.account, u.nickname, u.is_agent, u.rebate, u.created_at, u.last_login_at, t.depth,
  coalesce(w.balance, 0) as balance, ${onlineNow(at)} as online`;

const subUserFrom = (agentId: number) => sql`
  from agent_tree t
  join users u on u.id = t.descendant_id
  left join wallets w on w.user_id = u.id and w.kind = 'money'
  where t.ancestor_id = ${agentId}::bigint`;

export interface SubUserRow {
  id: number;
  account: string;
  nickname: string;
  isAgent: boolean;
  rebate: number;
  createdAt: Date;
  lastLoginAt: Date | null;
  depth: number;
  balance: number;
  online: boolean;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const dateOf = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

const subUserRowOf = (raw: Record<string, unknown>): SubUserRow => ({
  id: Number(raw.id),
  account: String(raw.account),
  nickname: String(raw.nickname),
  isAgent: raw.is_agent === true,
  rebate: Number(raw.rebate),
  createdAt: dateOf(raw.created_at),
  lastLoginAt: raw.last_login_at === null ? null : dateOf(raw.last_login_at),
  depth: Number(raw.depth),
  balance: Number(raw.balance),
  online: raw.online === true,
});

/** The agent's downline matching the filter, newest first, with the count and balance total. */
export const subUserPage = async (
  db: Db,
  agentId: number,
  filter: SubUserFilter,
  { page, rows, at }: { page: number; rows: number; at: Date },
) => {
  const conditions: SQL[] = [filter.all ? sql`t.depth >= 1` : sql`t.depth = 1`];
  if (filter.account) {
    conditions.push(sql`lower(u.account) like ${`%${escapeLike(filter.account.toLowerCase())}%`}`);
  }
  if (filter.from) conditions.push(sql`u.created_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.until) conditions.push(sql`u.created_at < ${filter.until.toISOString()}::timestamptz`);
  if (filter.online !== undefined) {
    conditions.push(filter.online === 1 ? onlineNow(at) : sql`not ${onlineNow(at)}`);
  }
  if (filter.minBalance !== undefined) {
    conditions.push(sql`coalesce(w.balance, 0) >= ${filter.minBalance}::bigint`);
  }
  if (filter.maxBalance !== undefined) {
    conditions.push(sql`coalesce(w.balance, 0) <= ${filter.maxBalance}::bigint`);
  }
  const where = sql.join([sql``, ...conditions], sql` and `);
  const [data, totals] = await Promise.all([
    db.execute(sql`
      select ${subUserColumns(at)} ${subUserFrom(agentId)} ${where}
      order by u.id desc limit ${rows}::int offset ${(page - 1) * rows}::int`),
    db.execute(sql`
      select count(*) as count, coalesce(sum(coalesce(w.balance, 0)), 0) as balance
      ${subUserFrom(agentId)} ${where}`),
  ]);
  const [total] = rowsOf(totals);
  return {
    data: rowsOf(data).map(subUserRowOf),
    totalCount: Number(total?.count ?? 0),
    totalBalance: Number(total?.balance ?? 0),
  };
};

/** One account of the agent's team (depth ≥ 1) with its agent's account, or undefined. */
export const teamMember = async (db: Db, agentId: number, userId: number, at: Date) => {
  const [raw] = rowsOf(
    await db.execute(sql`
      select ${subUserColumns(at)}, coalesce(p.account, '') as parent_account,
        (select count(*) from agent_tree d where d.ancestor_id = u.id and d.depth >= 1) as team_count
      from agent_tree t
      join users u on u.id = t.descendant_id
      left join wallets w on w.user_id = u.id and w.kind = 'money'
      left join users p on p.id = u.parent_id
      where t.ancestor_id = ${agentId}::bigint and t.depth >= 1 and u.id = ${userId}::bigint`),
  );
  if (!raw) return undefined;
  return {
    ...subUserRowOf(raw),
    parentAccount: String(raw.parent_account),
    teamCount: Number(raw.team_count),
  };
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** One account's own bets (settled), recharges and withdrawals over [from, until). */
export const ownRecent = async (db: Db, userId: number, from: Date, until: Date) => {
  const user = sql`${userId}::bigint`;
  const start = sql`${from.toISOString()}::timestamptz`;
  const end = sql`${until.toISOString()}::timestamptz`;
  const [raw] = rowsOf(
    await db.execute(sql`
      select
        (select count(*) from bet_orders where user_id = ${user} and status = ${betStatus.settled}
          and created_at >= ${start} and created_at < ${end}) as bet_count,
        (select coalesce(sum(amount), 0) from bet_orders where user_id = ${user}
          and status = ${betStatus.settled} and created_at >= ${start} and created_at < ${end}) as betting,
        (select coalesce(sum(reward), 0) from bet_orders where user_id = ${user}
          and status = ${betStatus.settled} and created_at >= ${start} and created_at < ${end}) as win,
        (select coalesce(sum(amount), 0) from recharge_orders where user_id = ${user}
          and status = ${rechargeStatus.success} and finished_at >= ${start}
          and finished_at < ${end}) as rech_money,
        (select coalesce(sum(amount), 0) from withdraw_orders where user_id = ${user}
          and status = ${withdrawStatus.paid} and finished_at >= ${start}
          and finished_at < ${end}) as withdraw_money`),
  );
  return {
    betCount: Number(raw?.bet_count ?? 0),
    betting: Number(raw?.betting ?? 0),
    win: Number(raw?.win ?? 0),
    rechMoney: Number(raw?.rech_money ?? 0),
    withdrawMoney: Number(raw?.withdraw_money ?? 0),
  };
};
