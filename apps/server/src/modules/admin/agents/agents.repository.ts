import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const dateOf = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/** An account of the tree with its counts: direct downline and the whole team below. */
const nodeColumns = sql`u.id, u.account, u.nickname, u.is_agent, u.rebate, u.status,
  (select count(*) from agent_tree d where d.ancestor_id = u.id and d.depth = 1) as direct_count,
  (select count(*) from agent_tree d where d.ancestor_id = u.id and d.depth >= 1) as team_count`;

/** A node of the tree: an agent, or an account with a downline (an agent no more). */
const isNode = sql`(u.is_agent or exists (
  select 1 from agent_tree c where c.ancestor_id = u.id and c.depth = 1))`;

const nodeOf = (raw: Record<string, unknown>) => ({
  id: Number(raw.id),
  account: String(raw.account),
  nickname: String(raw.nickname),
  isAgent: raw.is_agent === true,
  rebate: Number(raw.rebate),
  status: Number(raw.status),
  directCount: Number(raw.direct_count),
  teamCount: Number(raw.team_count),
});

/**
 * One level of the tree, oldest first: the top nodes (no agent above) or the nodes directly
 * below `parentId` (members without a downline are the team's list, not the tree's).
 */
export const treeLevel = async (
  db: Db,
  parentId: number | undefined,
  { page, size }: { page: number; size: number },
) => {
  const from: SQL =
    parentId === undefined
      ? sql`from users u where u.parent_id is null and ${isNode}`
      : sql`from agent_tree t join users u on u.id = t.descendant_id
          where t.ancestor_id = ${parentId}::bigint and t.depth = 1 and ${isNode}`;
  const [data, totals] = await Promise.all([
    db.execute(sql`select ${nodeColumns} ${from}
      order by u.id limit ${size}::int offset ${(page - 1) * size}::int`),
    db.execute(sql`select count(*) as count ${from}`),
  ]);
  return { rows: rowsOf(data).map(nodeOf), total: Number(rowsOf(totals)[0]?.count ?? 0) };
};

/** An account by id or by account name (case-insensitive), with its node's counts. */
export const findAccount = async (db: Db, by: { id?: number | undefined; account?: string }) => {
  const where =
    by.id !== undefined
      ? sql`u.id = ${by.id}::bigint`
      : sql`lower(u.account) = ${by.account?.toLowerCase() ?? ''}`;
  const [raw] = rowsOf(
    await db.execute(sql`select ${nodeColumns}, u.parent_id, u.created_at,
      (select coalesce(sum(w.balance), 0) from agent_tree d
        join wallets w on w.user_id = d.descendant_id and w.kind = 'money'
        where d.ancestor_id = u.id) as team_balance
      from users u where ${where}`),
  );
  if (!raw) return undefined;
  return {
    ...nodeOf(raw),
    parentId: raw.parent_id === null ? null : Number(raw.parent_id),
    teamBalance: Number(raw.team_balance),
    createdAt: dateOf(raw.created_at),
  };
};

/** The accounts above `id`, the top first. */
export const pathTo = async (db: Db, id: number) =>
  rowsOf(
    await db.execute(sql`select u.id, u.account from agent_tree t
      join users u on u.id = t.ancestor_id
      where t.descendant_id = ${id}::bigint and t.depth >= 1 order by t.depth desc`),
  ).map((raw) => ({ id: Number(raw.id), account: String(raw.account) }));

/**
 * The lowest rebate `id` may have: the highest given below it — its direct downline and its
 * links still open (a rebate below theirs would give away what the account no longer has).
 */
export const rebateFloor = async (db: Db, id: number) => {
  const [raw] = rowsOf(
    await db.execute(sql`select greatest(
      (select max(u.rebate) from agent_tree t join users u on u.id = t.descendant_id
        where t.ancestor_id = ${id}::bigint and t.depth = 1),
      (select max(l.rebate) from promotion_links l
        where l.agent_id = ${id}::bigint and l.removed_at is null),
      0) as floor`),
  );
  return Number(raw?.floor ?? 0);
};

/** The rebate of an account, its row locked until commit (undefined: no such account). */
export const lockRebate = async (tx: Db, id: number) => {
  const [raw] = rowsOf(
    await tx.execute(sql`select id, account, rebate, parent_id from users
      where id = ${id}::bigint for no key update`),
  );
  if (!raw) return undefined;
  return {
    id: Number(raw.id),
    account: String(raw.account),
    rebate: Number(raw.rebate),
    parentId: raw.parent_id === null ? null : Number(raw.parent_id),
  };
};

export const updateRebate = async (tx: Db, id: number, rebate: number) => {
  await tx.execute(sql`update users set rebate = ${rebate} where id = ${id}::bigint`);
};

/**
 * Holds the tree still until commit (the lock a move takes exclusively: team/team-tree.ts), so
 * the account's agent and downline are the ones its rebate was checked against.
 */
export const holdTree = async (tx: Db) => {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(2200, 0)`);
};
