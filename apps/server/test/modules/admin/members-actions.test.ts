import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  accountPaths,
  adminPaths,
  apiBase,
  secretLimits,
  type AdminMemberDetail,
  type AdminRole,
} from '@lottery/contracts';
import { agentTree } from '../../../src/db/agent-schema';
import { operatorAudit } from '../../../src/db/admin-schema';
import { gameBlacklist, sessions, usageCounters, users } from '../../../src/db/schema';
import { demoOperatorOf } from '../../../src/demo/demo-operators';
import { bearer, login, signIn } from '../../helpers/accounts';
import { adminInject } from '../../helpers/admin';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * The member actions of the back office (issue 24): each one transaction with exactly one audit
 * row, and nothing when it would change nothing.
 */
describe('back-office member actions', () => {
  let t: TestApp;
  const db = () => t.app.database.db;

  // The demo data has audit rows of its own: the tests count the rows written after them.
  let seededAudit = 0;
  beforeAll(async () => {
    t = await createTestApp();
    const [last] = await db()
      .select({ id: sql<number>`coalesce(max(${operatorAudit.id}), 0)::int` })
      .from(operatorAudit);
    seededAudit = last!.id;
  });
  afterAll(() => t.close());

  const act = (role: AdminRole, path: string, payload: Record<string, unknown>) =>
    adminInject(t.app, role, { method: 'POST', path, payload });
  const detailAfter = async (res: { statusCode: number; body: string; json(): unknown }) => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: AdminMemberDetail }).data;
  };
  const detailOf = async (id: number) =>
    detailAfter(
      await adminInject(t.app, 'readonly', {
        method: 'GET',
        path: adminPaths.member,
        query: { id: `${id}` },
      }),
    );
  const idOf = async (account: string) =>
    (await db().select({ id: users.id }).from(users).where(eq(users.account, account)))[0]!.id;
  const auditRows = (action: string, target: string) =>
    db()
      .select()
      .from(operatorAudit)
      .where(
        and(
          eq(operatorAudit.action, action),
          eq(operatorAudit.target, target),
          gt(operatorAudit.id, seededAudit),
        ),
      )
      .orderBy(asc(operatorAudit.id));
  const userInfo = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: `${apiBase}${accountPaths.userInfo}`,
      headers: bearer(token),
    });

  it('freezes a signed-in member, whose next call is refused; once; unfreezing lets them sign in', async () => {
    const id = await idOf('member01');
    const token = await signIn(t.app);
    expect((await userInfo(token)).statusCode).toBe(200);

    const frozen = await detailAfter(
      await act('support', adminPaths.freezeMember, { id, frozen: true, reason: '疑似盗号' }),
    );
    expect(frozen).toMatchObject({ status: 1, openSessions: 0 });
    expect((await userInfo(token)).json()).toMatchObject({ code: 'UC/TOKEN_INVALID' });
    const [ended] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.userId, id))
      .orderBy(sql`${sessions.id} desc`)
      .limit(1);
    expect(ended).toMatchObject({ endReason: 'frozen' });
    expect((await login(t.app, 'member01', 'Member123')).json()).toMatchObject({
      code: 'UC/ACCOUNT_STATE_ERROR',
    });

    // Freezing a frozen member changes nothing and writes no second row.
    const again = await act('super', adminPaths.freezeMember, { id, frozen: true, reason: '重复' });
    expect((await detailAfter(again)).status).toBe(1);
    const rows = await auditRows('member.freeze', 'member01');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operatorAccount: demoOperatorOf('support').account,
      before: { status: 0 },
      after: { status: 1, reason: '疑似盗号', endedSessions: 1 },
    });

    const thawed = await detailAfter(
      await act('support', adminPaths.freezeMember, { id, frozen: false, reason: '核实本人' }),
    );
    expect(thawed.status).toBe(0);
    expect(await auditRows('member.freeze', 'member01')).toHaveLength(2);
    expect((await userInfo(await signIn(t.app))).statusCode).toBe(200);
  });

  it('freezes once when two operators freeze the same member at the same time', async () => {
    const member = await t.app.services.account.createMember({
      account: 'twice01',
      password: null,
    });
    const answers = await Promise.all(
      (['support', 'super'] as const).map((role) =>
        act(role, adminPaths.freezeMember, { id: member.id, frozen: true, reason: '同时冻结' }),
      ),
    );
    for (const res of answers) expect((await detailAfter(res)).status).toBe(1);
    expect(await auditRows('member.freeze', 'twice01')).toHaveLength(1);
  });

  it('blacklists a member for every third-party game and lifts it, one row each', async () => {
    const id = await idOf('member01');
    const on = await detailAfter(
      await act('support', adminPaths.blacklistMember, { id, blacklisted: true, reason: '套利' }),
    );
    expect(on.gameBlacklisted).toBe(true);
    expect(
      await db().select().from(gameBlacklist).where(eq(gameBlacklist.userId, id)),
    ).toMatchObject([{ liveCode: '', reason: '套利' }]);
    await act('support', adminPaths.blacklistMember, { id, blacklisted: true, reason: '再次' });
    expect(await auditRows('member.blacklist', 'member01')).toHaveLength(1);

    const off = await detailAfter(
      await act('support', adminPaths.blacklistMember, { id, blacklisted: false, reason: '解除' }),
    );
    expect(off.gameBlacklisted).toBe(false);
    expect(await db().select().from(gameBlacklist).where(eq(gameBlacklist.userId, id))).toEqual([]);
    const rows = await auditRows('member.blacklist', 'member01');
    expect(rows.map((row) => row.after)).toEqual([
      { gameBlacklisted: true, reason: '套利' },
      { gameBlacklisted: false, reason: '解除' },
    ]);
  });

  it('resets a password: sessions end, the old one fails, the new one signs in, no secret audited', async () => {
    const member = await t.app.services.account.createMember({
      account: 'resetme01',
      password: 'Before1234',
    });
    const token = await signIn(t.app, 'resetme01', 'Before1234');
    await db().update(users).set({ mustResetPassword: true }).where(eq(users.id, member.id));

    const after = await detailAfter(
      await act('support', adminPaths.resetMemberPassword, {
        id: member.id,
        password: 'After12345',
      }),
    );
    expect(after).toMatchObject({ mustResetPassword: false, openSessions: 0 });
    expect((await userInfo(token)).statusCode).not.toBe(200);
    expect((await login(t.app, 'resetme01', 'Before1234')).json()).toMatchObject({
      code: 'UC/LOGIN_FAILED',
    });
    expect((await userInfo(await signIn(t.app, 'resetme01', 'After12345'))).statusCode).toBe(200);

    const rows = await auditRows('member.resetPassword', 'resetme01');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      before: { mustResetPassword: true },
      after: { mustResetPassword: false, endedSessions: 1 },
    });
    const written = JSON.stringify([rows[0]!.before, rows[0]!.after]);
    expect(written).not.toMatch(/argon2|After12345|Before1234/);
  });

  it('clears the fund-password lock once', async () => {
    const id = await idOf('member01');
    await db()
      .insert(usageCounters)
      .values({
        key: `fund:${id}`,
        count: secretLimits.fundPassword.maxFailures,
        lastAt: new Date(),
      });
    expect((await detailOf(id)).fundPasswordLocked).toBe(true);

    const cleared = await detailAfter(await act('support', adminPaths.clearFundLock, { id }));
    expect(cleared.fundPasswordLocked).toBe(false);
    expect(
      await db()
        .select()
        .from(usageCounters)
        .where(eq(usageCounters.key, `fund:${id}`)),
    ).toEqual([]);
    await act('support', adminPaths.clearFundLock, { id });
    const rows = await auditRows('member.clearFundLock', 'member01');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      before: { fundPasswordFailures: secretLimits.fundPassword.maxFailures },
      after: { fundPasswordFailures: 0 },
    });
  });

  it('changes the VIP level once, and refuses an unknown member', async () => {
    const id = await idOf('member01');
    const { vipLevel } = await detailOf(id);
    const changed = await detailAfter(
      await act('super', adminPaths.setVipLevel, { id, vipLevel: vipLevel + 3 }),
    );
    expect(changed.vipLevel).toBe(vipLevel + 3);
    await act('super', adminPaths.setVipLevel, { id, vipLevel: vipLevel + 3 });
    const rows = await auditRows('member.vip', 'member01');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ before: { vipLevel }, after: { vipLevel: vipLevel + 3 } });

    const unknown = await act('super', adminPaths.setVipLevel, { id: 99_999_999, vipLevel: 2 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'ADMIN/NOT_FOUND' });
  });

  describe('moving a member to another agent', () => {
    /** The account's closure rows as { ancestor account: depth }. */
    const ancestorsOf = async (account: string) => {
      const rows = await db()
        .select({ account: users.account, depth: agentTree.depth })
        .from(agentTree)
        .innerJoin(users, eq(users.id, agentTree.ancestorId))
        .where(eq(agentTree.descendantId, await idOf(account)));
      return Object.fromEntries(rows.map((row) => [row.account, row.depth]));
    };
    /** Rows of the closure table that users.parent_id does not imply, and implied rows missing. */
    const treeDisagreements = async () => {
      const result = await db().execute(sql`
        with recursive up as (
          select id as descendant_id, id as ancestor_id, 0 as depth from users
          union all
          select up.descendant_id, u.parent_id, up.depth + 1
          from up join users u on u.id = up.ancestor_id where u.parent_id is not null
        )
        select count(*)::int as n from (
          (select descendant_id, ancestor_id, depth from up
            except select descendant_id, ancestor_id, depth from agent_tree)
          union all
          (select descendant_id, ancestor_id, depth from agent_tree
            except select descendant_id, ancestor_id, depth from up)
        ) d`);
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    const noteBuiltDay = () =>
      db().execute(sql`insert into team_day_builds (day, built_at) values ('2020-01-01', now())
        on conflict (day) do nothing`);
    const builtDays = async () =>
      (
        (await db().execute(sql`select count(*)::int as n from team_day_builds`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    const move = (id: number, agentAccount: string) =>
      act('support', adminPaths.moveMember, { id, agentAccount });

    it('moves team0101 under agent02: its ancestors become agent02 and those above it', async () => {
      const agent02 = await ancestorsOf('agent02');
      expect(agent02).toEqual({ agent02: 0, agent01: 1 });
      await noteBuiltDay();

      const moved = await detailAfter(await move(await idOf('team0101'), 'AGENT02'));
      expect(moved.agentAccount).toBe('agent02');
      expect(await ancestorsOf('team0101')).toEqual({ team0101: 0, agent02: 1, agent01: 2 });
      const [row] = await db().select().from(users).where(eq(users.account, 'team0101'));
      expect(row!.parentId).toBe(await idOf('agent02'));
      expect(await treeDisagreements()).toBe(0);
      // The team day sums built before are forgotten (migration 0019's trigger).
      expect(await builtDays()).toBe(0);

      const rows = await auditRows('member.moveAgent', 'team0101');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        before: { agentAccount: 'agent01' },
        after: { agentAccount: 'agent02' },
      });
      await move(await idOf('team0101'), 'agent02');
      expect(await auditRows('member.moveAgent', 'team0101')).toHaveLength(1);
    });

    it('refuses a loop, a member who is no agent and an unknown agent, changing nothing', async () => {
      const before = await db()
        .select()
        .from(agentTree)
        .orderBy(asc(agentTree.ancestorId), asc(agentTree.descendantId));
      const refusals = [
        { account: 'agent01', to: 'agent02', code: 'ADMIN/AGENT_LOOP' },
        { account: 'agent02', to: 'agent02', code: 'ADMIN/AGENT_LOOP' },
        { account: 'team0201', to: 'member01', code: 'ADMIN/AGENT_UNKNOWN' },
        { account: 'team0201', to: 'nobody99', code: 'ADMIN/AGENT_UNKNOWN' },
      ];
      for (const { account, to, code } of refusals) {
        const res = await move(await idOf(account), to);
        expect(res.statusCode, `${account} → ${to}`).toBe(400);
        expect(res.json()).toMatchObject({ code });
      }
      expect(
        await db()
          .select()
          .from(agentTree)
          .orderBy(asc(agentTree.ancestorId), asc(agentTree.descendantId)),
      ).toEqual(before);
      for (const account of ['agent01', 'agent02', 'team0201']) {
        expect(await auditRows('member.moveAgent', account)).toHaveLength(0);
      }
    });

    it('moves an agent with its whole team to the top and back', async () => {
      const agent02 = await idOf('agent02');
      const top = await detailAfter(await move(agent02, ''));
      expect(top.agentAccount).toBeNull();
      expect(await ancestorsOf('team0201')).toEqual({ team0201: 0, agent02: 1 });
      expect(await ancestorsOf('team0101')).toEqual({ team0101: 0, agent02: 1 });
      expect(await treeDisagreements()).toBe(0);

      // From the top there is no row to delete: the day sums are forgotten all the same.
      await noteBuiltDay();
      await detailAfter(await move(agent02, 'agent01'));
      expect(await builtDays()).toBe(0);
      expect(await ancestorsOf('team0202')).toEqual({ team0202: 0, agent02: 1, agent01: 2 });
      expect(await treeDisagreements()).toBe(0);
      expect((await auditRows('member.moveAgent', 'agent02')).map((row) => row.after)).toEqual([
        { agentAccount: null },
        { agentAccount: 'agent01' },
      ]);
    });
  });
});
