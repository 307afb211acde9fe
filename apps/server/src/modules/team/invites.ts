import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotionLinks } from '../../db/agent-schema';
import { users } from '../../db/schema';

/** Who a registration code invites to: a link's agent and its terms, or an agent's own code. */
export interface Invite {
  agentId: number;
  agentName: string;
  rebate: number;
  isDl: 0 | 1;
  linkId: number | null;
}

const agentName = (row: { nickname: string; account: string }) => row.nickname || row.account;

/**
 * The invite behind a code: a link not removed whose agent is an agent in good standing, else an
 * agent's own intrCode (a member at rebate 0: docs/decisions.md "Agent programme (issue 22)").
 */
export const findInvite = async (db: Db, code: string): Promise<Invite | undefined> => {
  const [link] = await db
    .select({
      linkId: promotionLinks.id,
      agentId: users.id,
      account: users.account,
      nickname: users.nickname,
      rebate: promotionLinks.rebate,
      isDl: promotionLinks.isDl,
    })
    .from(promotionLinks)
    .innerJoin(users, eq(users.id, promotionLinks.agentId))
    .where(
      and(
        eq(promotionLinks.code, code),
        isNull(promotionLinks.removedAt),
        eq(users.isAgent, true),
        eq(users.status, 0),
      ),
    );
  if (link) {
    return {
      agentId: link.agentId,
      agentName: agentName(link),
      rebate: link.rebate,
      isDl: link.isDl === 1 ? 1 : 0,
      linkId: link.linkId,
    };
  }
  const [agent] = await db
    .select({ id: users.id, account: users.account, nickname: users.nickname })
    .from(users)
    .where(and(eq(users.intrCode, code), eq(users.isAgent, true), eq(users.status, 0)));
  if (!agent) return undefined;
  return { agentId: agent.id, agentName: agentName(agent), rebate: 0, isDl: 0, linkId: null };
};

/** Takes one of a link's places, atomically: false when the quota is used up or it was removed. */
export const claimLinkPlace = async (tx: Db, linkId: number) => {
  const rows = await tx
    .update(promotionLinks)
    .set({ used: sql`${promotionLinks.used} + 1` })
    .where(
      and(
        eq(promotionLinks.id, linkId),
        isNull(promotionLinks.removedAt),
        sql`(${promotionLinks.quota} is null or ${promotionLinks.used} < ${promotionLinks.quota})`,
      ),
    )
    .returning({ id: promotionLinks.id });
  return rows.length === 1;
};

export const codeTaken = async (db: Db, code: string) => {
  const [link] = await db
    .select({ id: promotionLinks.id })
    .from(promotionLinks)
    .where(eq(promotionLinks.code, code));
  if (link) return true;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.intrCode, code));
  return user !== undefined;
};

/** Letters and digits that cannot be mistaken for one another when read aloud or typed. */
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const codeLength = 8;

/** A registration code no link and no agent has yet. */
export const newInviteCode = async (db: Db) => {
  for (;;) {
    const code = Array.from(
      { length: codeLength },
      () => codeAlphabet[randomInt(codeAlphabet.length)],
    ).join('');
    if (!(await codeTaken(db, code))) return code;
  }
};

/** What an account made under an agent gets: its place, rebate and, for an agent, its own code. */
export const downlineTerms = async (
  terms: { agentId: number; rebate: number; isDl: 0 | 1 },
  db: Db,
) => ({
  parentId: terms.agentId,
  rebate: terms.rebate,
  isAgent: terms.isDl === 1,
  intrCode: terms.isDl === 1 ? await newInviteCode(db) : null,
});
