import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  adminAgentPaths,
  adminCapabilities,
  adminPaths,
  maxVipLevel,
  transactionType,
  type AdminAgentDetail,
  type AdminAgentLink,
  type AdminAgentMember,
  type AdminAgentNode,
  type AdminAgentTeam,
  type AdminBonusRates,
} from '@lottery/contracts';
import { operatorAudit } from '../../../src/db/admin-schema';
import { bettingBonusRates, users } from '../../../src/db/schema';
import { testDriver } from '../../helpers/test-database';
import {
  createAdminApp,
  dataOf,
  expectRefusals,
  expectStatus,
  rolesWithout,
  yuan,
  type AdminApp,
  type Caller,
} from './finance-kit';

type Page<T> = { list: T[]; total: number };

/**
 * 代理管理 of the back office (issue 24) on the demo team: agent01 (8) over member01 (8),
 * team0101–0102 (5) and agent02 (7), who has team0201–0203 (5); agent01's links AGLINK01
 * (member, 6.5) and AGLINK02 (agent, 7).
 */
describe(`back office: agents (${testDriver()})`, () => {
  let a: AdminApp;
  const db = () => a.t.app.database.db;
  beforeAll(async () => {
    a = await createAdminApp();
  });
  afterAll(() => a.close());

  const get = async <T>(caller: Caller, path: string, query: Record<string, string>) => {
    const res = await a.call(caller, { method: 'GET', path, query });
    expectStatus(res, 200);
    return dataOf<T>(res);
  };
  const idOf = async (account: string) =>
    (await db().select({ id: users.id }).from(users).where(eq(users.account, account)))[0]!.id;
  const rebateOf = async (id: number) =>
    (await db().select({ rebate: users.rebate }).from(users).where(eq(users.id, id)))[0]!.rebate;
  const auditCount = async () =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(operatorAudit)
    )[0]!.n;
  const teamCountOf = async (id: number) =>
    (
      (await db().execute(
        sql`select count(*)::int as n from agent_tree where ancestor_id = ${id} and depth >= 1`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!;

  const view = rolesWithout(adminCapabilities.view);
  const manage = rolesWithout(adminCapabilities.manageAgents);

  it('refuses every call without a session, with a member token, a role without it, bad input', async () => {
    const agent01 = `${await idOf('agent01')}`;
    const reads: [string, Record<string, string>, Record<string, string>][] = [
      [adminAgentPaths.tree, { parentId: agent01 }, { parentId: 'x' }],
      [adminAgentPaths.detail, { id: agent01 }, {}],
      [adminAgentPaths.team, { id: agent01 }, { id: agent01, startDate: '2025-1-1' }],
      [adminAgentPaths.members, { id: agent01 }, { id: agent01, all: '2' }],
      [adminAgentPaths.links, { id: agent01 }, { id: '0' }],
      [adminAgentPaths.bonusRates, {}, { extra: '1' }],
    ];
    for (const [path, query, bad] of reads) {
      await expectRefusals(
        a,
        { method: 'GET', path, query },
        { forbidden: view, bad: { method: 'GET', path, query: bad } },
      );
    }
    const audits = await auditCount();
    const agent02 = await idOf('agent02');
    const rates = await db().select().from(bettingBonusRates);
    await expectRefusals(
      a,
      { method: 'POST', path: adminAgentPaths.setRebate, payload: { id: agent02, rebate: 6 } },
      {
        forbidden: manage,
        bad: {
          method: 'POST',
          path: adminAgentPaths.setRebate,
          payload: { id: agent02, rebate: 9 },
        },
      },
    );
    await expectRefusals(
      a,
      {
        method: 'POST',
        path: adminAgentPaths.saveBonusRate,
        payload: { vipLevel: 1, category: 'lottery', rate: 40 },
      },
      {
        forbidden: manage,
        bad: {
          method: 'POST',
          path: adminAgentPaths.saveBonusRate,
          payload: { vipLevel: 1, category: 'lottery', rate: 301 },
        },
      },
    );
    expect(await rebateOf(agent02)).toBe(7);
    expect(await db().select().from(bettingBonusRates)).toEqual(rates);
    expect(await auditCount()).toBe(audits);
  });

  it('browses the tree from the top, one level at a time', async () => {
    const agent01 = await idOf('agent01');
    const agent02 = await idOf('agent02');
    const top = await get<Page<AdminAgentNode>>('readonly', adminAgentPaths.tree, {
      size: '200',
    });
    const root = top.list.find((node) => node.id === agent01);
    expect(root).toMatchObject({ account: 'agent01', isAgent: true, rebate: 8 });
    expect(root!.teamCount).toBe((await teamCountOf(agent01)).n);
    expect(top.list.some((node) => node.id === agent02)).toBe(false);

    const below = await get<Page<AdminAgentNode>>('readonly', adminAgentPaths.tree, {
      parentId: `${agent01}`,
    });
    // Members without a downline are the team's list, not the tree's.
    expect(below.list.map((node) => node.account)).toEqual(['agent02']);
    expect(below.list[0]).toMatchObject({ isAgent: true, rebate: 7, directCount: 3, teamCount: 3 });
    expect(below.total).toBe(1);
  });

  it('shows an agent by id or account: its path, rebate range and team', async () => {
    const agent02 = await idOf('agent02');
    const detail = await get<AdminAgentDetail>('support', adminAgentPaths.detail, {
      account: 'AGENT02',
    });
    expect(detail).toMatchObject({
      id: agent02,
      account: 'agent02',
      path: [{ id: await idOf('agent01'), account: 'agent01' }],
      rebateRange: [5, 8],
      directCount: 3,
    });
    expectStatus(
      await a.call('readonly', {
        method: 'GET',
        path: adminAgentPaths.detail,
        query: { account: 'nobody-here' },
      }),
      404,
      'ADMIN/NOT_FOUND',
    );

    const members = await get<Page<AdminAgentMember> & { totalBalance: number }>(
      'readonly',
      adminAgentPaths.members,
      { id: `${await idOf('agent01')}` },
    );
    expect(members.list.map((m) => m.account).sort()).toEqual(
      ['agent02', 'member01', 'team0101', 'team0102'].sort(),
    );
    expect(members.list.every((m) => m.depth === 1)).toBe(true);
    const all = await get<Page<AdminAgentMember>>('readonly', adminAgentPaths.members, {
      id: `${await idOf('agent01')}`,
      all: '1',
      size: '100',
    });
    expect(all.total).toBe((await teamCountOf(await idOf('agent01'))).n);
    expect(all.list.find((m) => m.account === 'team0201')).toMatchObject({ depth: 2, rebate: 5 });

    const links = await get<Page<AdminAgentLink>>('readonly', adminAgentPaths.links, {
      id: `${await idOf('agent01')}`,
    });
    expect(links.list.map((l) => [l.code, l.isAgent, l.rebate]).sort()).toEqual([
      ['AGLINK01', false, 6.5],
      ['AGLINK02', true, 7],
    ]);
  });

  it("sums an agent's team over the days from its rows", async () => {
    const agent02 = await idOf('agent02');
    const query = { id: `${agent02}` };
    const before = await get<AdminAgentTeam>('readonly', adminAgentPaths.team, query);
    expect(before.teamCount).toBe(3);

    // A new member joins agent02's team and is credited an activity discount today.
    const member = await a.member(yuan(10));
    expectStatus(
      await a.call('support', {
        method: 'POST',
        path: adminPaths.moveMember,
        payload: { id: member.id, agentAccount: 'agent02' },
      }),
      200,
    );
    // Moved at the default 8 %, above agent02's 7 %: brought within it, so agent02 may change.
    expectStatus(
      await a.call('support', {
        method: 'POST',
        path: adminAgentPaths.setRebate,
        payload: { id: member.id, rebate: 5 },
      }),
      200,
    );
    const entry = await a.t.app.services.wallet.post({
      userId: member.id,
      wallet: 'money',
      amount: yuan(3),
      type: transactionType.activityDiscount,
      reference: `test:agents:discount:${member.id}`,
    });
    await db()
      .execute(sql`update ledger_entries set created_at = ${a.clock.at.toISOString()}::timestamptz
      where id = ${entry.id}`);

    const after = await get<AdminAgentTeam>('readonly', adminAgentPaths.team, query);
    expect(after.teamCount).toBe(4);
    expect(after.registered).toBe(before.registered + 1);
    expect(after.otherDiscount).toBe(before.otherDiscount + yuan(3));
    expect(after.balance).toBe(before.balance + yuan(13));
    expectStatus(
      await a.call('readonly', {
        method: 'GET',
        path: adminAgentPaths.team,
        query: { ...query, startDate: '2020-01-01', endDate: '2020-03-01' },
      }),
      400,
      'REPORT/RANGE_TOO_LONG',
    );
  });

  it("changes a rebate within [its team's highest, its agent's], with one audit row", async () => {
    const agent02 = await idOf('agent02');
    const team0201 = await idOf('team0201');
    const setRebate = (caller: Caller, id: number, rebate: number) =>
      a.call(caller, { method: 'POST', path: adminAgentPaths.setRebate, payload: { id, rebate } });

    const res = await setRebate('support', agent02, 6.5);
    expectStatus(res, 200);
    expect(dataOf<AdminAgentDetail>(res)).toMatchObject({ rebate: 6.5, rebateRange: [5, 8] });
    expect(await rebateOf(agent02)).toBe(6.5);
    const [row] = await db()
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, 'agent.rebate'), eq(operatorAudit.target, 'agent02')));
    expect(row).toMatchObject({ before: { rebate: 7 }, after: { rebate: 6.5 } });
    expect(await a.audits('agent.rebate', 'agent02')).toBe(1);

    // The same rebate again changes nothing and writes no row.
    expectStatus(await setRebate('super', agent02, 6.5), 200);
    expect(await a.audits('agent.rebate', 'agent02')).toBe(1);

    const audits = await auditCount();
    const below = await setRebate('super', agent02, 4.9);
    expectStatus(below, 400, 'AGENT/REBATE_OUT_OF_RANGE');
    expect((below.json() as { msg: string }).msg).toBe('返点范围为 5 ~ 8');
    const above = await setRebate('super', team0201, 7);
    expectStatus(above, 400, 'AGENT/REBATE_OUT_OF_RANGE');
    expect((above.json() as { msg: string }).msg).toBe('返点范围为 0 ~ 6.5');
    expectStatus(await setRebate('super', team0201, 4.55), 400, 'AGENT/REBATE_OUT_OF_RANGE');
    expectStatus(await setRebate('super', 999_999_999, 5), 404, 'ADMIN/NOT_FOUND');
    expect(await rebateOf(agent02)).toBe(6.5);
    expect(await rebateOf(team0201)).toBe(5);
    expect(await auditCount()).toBe(audits);
  });

  it('sets a 洗码 rate through the betting-bonus service, audited before and after', async () => {
    const initial = await get<AdminBonusRates>('readonly', adminAgentPaths.bonusRates, {});
    expect(initial.levels.map((level) => level.vipLevel)).toEqual(
      Array.from({ length: maxVipLevel + 1 }, (_, i) => i),
    );
    const before = initial.levels[3]!.rates.lottery;
    const rate = before === 55 ? 56 : 55;

    const res = await a.call('support', {
      method: 'POST',
      path: adminAgentPaths.saveBonusRate,
      payload: { vipLevel: 3, category: 'lottery', rate },
    });
    expectStatus(res, 200);
    expect(dataOf<AdminBonusRates>(res).levels[3]!.rates.lottery).toBe(rate);
    const [stored] = await db()
      .select()
      .from(bettingBonusRates)
      .where(and(eq(bettingBonusRates.vipLevel, 3), eq(bettingBonusRates.category, 'lottery')));
    expect(stored!.rate).toBe(rate);
    const [row] = await db()
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'agent.bonusRate'));
    expect(row).toMatchObject({
      target: 'VIP3 彩票',
      before: { rate: before },
      after: { rate },
    });
    expect(await a.audits('agent.bonusRate', 'VIP3 彩票')).toBe(1);

    expectStatus(
      await a.call('super', {
        method: 'POST',
        path: adminAgentPaths.saveBonusRate,
        payload: { vipLevel: 3, category: 'lottery', rate },
      }),
      200,
    );
    expect(await a.audits('agent.bonusRate', 'VIP3 彩票')).toBe(1);
  });
});
