import { and, eq, sql } from 'drizzle-orm';
import { rebateShares, type RebateShare } from '@lottery/contracts';
import type { Db } from '../../db/client';
import { agentTree } from '../../db/agent-schema';
import { users } from '../../db/schema';

/**
 * The team below the agent programme (issue 22), shared by accounts (a new account's place and
 * invite), betting (the shares a bet snapshots) and the agent pages: the agent tree.
 */

/**
 * Puts a new account into the agent tree (db/agent-schema.ts agentTree): itself at depth 0 and,
 * under an agent, every account above the agent one level further. Call it in the transaction
 * that makes the account.
 */
export const placeInTree = async (tx: Db, userId: number, parentId: number | null) => {
  await tx.execute(sql`
    insert into ${agentTree} (ancestor_id, descendant_id, depth)
    select ${userId}::bigint, ${userId}::bigint, 0
    union all
    select t.ancestor_id, ${userId}::bigint, t.depth + 1 from ${agentTree} t
    where ${parentId}::bigint is not null and t.descendant_id = ${parentId}::bigint`);
};

/** How far below `agentId` the account is (1 a direct downline), or undefined outside the team. */
export const depthInTeam = async (db: Db, agentId: number, userId: number) => {
  const [row] = await db
    .select({ depth: agentTree.depth })
    .from(agentTree)
    .where(and(eq(agentTree.ancestorId, agentId), eq(agentTree.descendantId, userId)));
  return row && row.depth > 0 ? row.depth : undefined;
};

/**
 * The bettor and each agent above them, nearest first, with their rebates now (what an order
 * snapshots as its shares: agent-rules.ts rebateShares).
 */
export const rebateChainOf = async (db: Db, userId: number) =>
  db
    .select({ userId: users.id, rebate: users.rebate, isAgent: users.isAgent })
    .from(agentTree)
    .innerJoin(users, eq(users.id, agentTree.ancestorId))
    .where(eq(agentTree.descendantId, userId))
    .orderBy(agentTree.depth);

/**
 * The agents' shares of a bet of `userId` placed now: the chain's rebate differences, agents
 * only (an account above that is no longer an agent earns nothing and passes nothing on).
 */
export const agentSharesOf = async (db: Db, userId: number): Promise<RebateShare[]> => {
  const [bettor, ...above] = await rebateChainOf(db, userId);
  if (!bettor || above.length === 0) return [];
  return rebateShares([bettor, ...above.filter((link) => link.isAgent)]);
};

/**
 * Moves an account and everything below it under `parentId` (null: to the top), in the
 * caller's transaction, which also changes users.parent_id. False, changing nothing, when
 * `parentId` is the account or one of its team (a loop). The subtree's rows to its old ancestors
 * are deleted and those to the new ones inserted — never updated in place nor truncated: the
 * DELETE's statement trigger (migration 0019) forgets the team day sums, and it fires even when
 * there was no row to delete (a move from the top).
 */
export const moveInTree = async (tx: Db, userId: number, parentId: number | null) => {
  // The lock that trigger takes anyway, taken first: moves run one at a time, so two moves
  // cannot make a loop between them.
  await tx.execute(sql`select pg_advisory_xact_lock(2200, 0)`);
  if (parentId !== null) {
    const [loop] = await tx
      .select({ depth: agentTree.depth })
      .from(agentTree)
      .where(and(eq(agentTree.ancestorId, userId), eq(agentTree.descendantId, parentId)));
    if (loop) return false;
  }
  await tx.execute(sql`
    delete from ${agentTree}
    where descendant_id in (select descendant_id from ${agentTree} where ancestor_id = ${userId}::bigint)
      and ancestor_id in (
        select ancestor_id from ${agentTree} where descendant_id = ${userId}::bigint and depth > 0
      )`);
  if (parentId !== null) {
    await tx.execute(sql`
      insert into ${agentTree} (ancestor_id, descendant_id, depth)
      select up.ancestor_id, down.descendant_id, up.depth + down.depth + 1
      from ${agentTree} up, ${agentTree} down
      where up.descendant_id = ${parentId}::bigint and down.ancestor_id = ${userId}::bigint`);
  }
  return true;
};
