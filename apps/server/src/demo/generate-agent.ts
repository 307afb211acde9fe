import { eq } from 'drizzle-orm';
import { transactionType, yuanToMilli } from '@lottery/contracts';
import type { Db } from '../db/client';
import { promotionLinks } from '../db/agent-schema';
import { users } from '../db/schema';
import type { Services } from '../services';
import { demoAgent } from './demo-accounts';

/** agent01's demo links: a member link without limit, and an agent link with a quota. */
export const demoLinks = [
  { code: 'AGLINK01', isDl: 0, rebate: 6.5, quota: null, remark: '朋友圈推广' },
  { code: 'AGLINK02', isDl: 1, rebate: 7, quota: 20, remark: '招募代理' },
] as const;

/** A second-level agent under agent01 and their members (no passwords: they never sign in). */
const demoTeam = {
  agent: { account: 'agent02', rebate: 7, intrCode: 'AG7777' },
  members: ['team0201', 'team0202', 'team0203'],
  directMembers: ['team0101', 'team0102'],
  memberRebate: 5,
  deposit: yuanToMilli(500),
};

/**
 * The demo agent's team (issue 22): agent01's links, two direct members, a second-level agent
 * with three members of their own, each member with a deposit. Accounts are made as an agent's
 * dl/add makes them (account.createMember under the agent, so the agent tree holds them).
 */
export const generateDemoAgent = async ({ db, services }: { db: Db; services: Services }) => {
  const [agent] = await db.select().from(users).where(eq(users.account, demoAgent.account));
  if (!agent) return;
  await db.insert(promotionLinks).values(demoLinks.map((link) => ({ ...link, agentId: agent.id })));
  const second = await services.account.createMember({
    account: demoTeam.agent.account,
    password: null,
    isAgent: true,
    parentId: agent.id,
    rebate: demoTeam.agent.rebate,
    intrCode: demoTeam.agent.intrCode,
  });
  const members = [
    ...demoTeam.directMembers.map((account) => ({ account, parentId: agent.id })),
    ...demoTeam.members.map((account) => ({ account, parentId: second.id })),
  ];
  for (const member of members) {
    const made = await services.account.createMember({
      account: member.account,
      password: null,
      parentId: member.parentId,
      rebate: demoTeam.memberRebate,
    });
    await services.wallet.post({
      userId: made.id,
      wallet: 'money',
      amount: demoTeam.deposit,
      type: transactionType.manualDeposit,
      reference: `demo:team-deposit:${made.id}`,
    });
  }
};
