import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import {
  adminLimits,
  adminPaths,
  adminTokenHeader,
  apiBase,
  secretLimits,
  transactionTypeLabel,
  type AdminMemberDetail,
  type AdminRole,
} from '@lottery/contracts';
import { operatorAudit } from '../../../src/db/admin-schema';
import { agentTree } from '../../../src/db/agent-schema';
import {
  betOrders,
  gameBlacklist,
  ledgerEntries,
  sessions,
  usageCounters,
  users,
  wallets,
  withdrawOrders,
} from '../../../src/db/schema';
import { login, signIn } from '../../helpers/accounts';
import { operatorHeaders } from '../../helpers/admin';
import { createTestApp, type TestApp } from '../../helpers/test-app';

interface Page<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}
interface MemberRow {
  id: number;
  account: string;
  agentAccount: string | null;
  balance: number;
  status: number;
  lastLoginAt: number | null;
  createdAt: number;
}

const minute = 60_000;

/**
 * The back office's member reads (issue 24): search by each field, a member's page and lists,
 * and who may call each of the members' calls at all.
 */
describe('back-office members: search, the member page, and access', () => {
  let t: TestApp;
  // The app's clock, near the real one (sealed passwords carry the real time); only the last
  // test moves it, past the operators' idle limit.
  let clock = new Date();
  const db = () => t.app.database.db;

  beforeAll(async () => {
    t = await createTestApp({ overrides: { now: () => clock } });
    for (const role of ['super', 'finance', 'operations', 'support', 'readonly'] as const) {
      await operatorHeaders(t.app, role, clock);
    }
  });
  afterAll(() => t.close());

  type Caller = AdminRole | 'nobody' | { member: string };
  const call = async (
    caller: Caller,
    method: 'GET' | 'POST',
    path: string,
    input?: Record<string, unknown>,
  ) =>
    t.app.inject({
      method,
      url: `${apiBase}${path}`,
      ...(method === 'GET'
        ? { query: Object.fromEntries(Object.entries(input ?? {}).map(([k, v]) => [k, `${v}`])) }
        : { payload: input ?? {} }),
      headers:
        caller === 'nobody'
          ? {}
          : typeof caller === 'object'
            ? { token: caller.member }
            : await operatorHeaders(t.app, caller),
    });
  const dataOf = <T>(res: { statusCode: number; body: string; json(): unknown }) => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: T }).data;
  };
  const search = async (query: Record<string, unknown>) =>
    dataOf<Page<MemberRow>>(await call('readonly', 'GET', adminPaths.members, query));
  const accountsOf = (page: Page<MemberRow>) => page.list.map((row) => row.account);
  const idOf = async (account: string) =>
    (await db().select({ id: users.id }).from(users).where(eq(users.account, account)))[0]!.id;

  it('searches by account, phone and real name as a prefix of any case, % and _ taken literally', async () => {
    expect(accountsOf(await search({ keyword: 'MEMBER0', size: 100 }))).toContain('member01');
    expect(accountsOf(await search({ keyword: 'ember01' }))).not.toContain('member01');
    expect((await search({ keyword: 'mem%' })).total).toBe(0);
    expect((await search({ keyword: 'member_1' })).total).toBe(0);
    expect((await search({ keyword: '%' })).total).toBe(0);
    expect(accountsOf(await search({ field: 'phone', keyword: '1380013' }))).toEqual(['member01']);
    expect(accountsOf(await search({ field: 'fullName', keyword: '张' }))).toContain('member01');
    const all = await search({ size: 100 });
    expect(all.total).toBe(
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
      )[0]!.n,
    );
  });

  it("searches by the direct agent's account, exactly", async () => {
    const direct = await search({ field: 'agent', keyword: 'AGENT01', size: 100 });
    expect(accountsOf(direct).sort()).toEqual(['agent02', 'member01', 'team0101', 'team0102']);
    expect(direct.list.every((row) => row.agentAccount === 'agent01')).toBe(true);
    expect((await search({ field: 'agent', keyword: 'agent0' })).total).toBe(0);
    expect(accountsOf(await search({ field: 'agent', keyword: 'agent02' })).sort()).toEqual([
      'team0201',
      'team0202',
      'team0203',
    ]);
  });

  it('searches by IP: the registration address or any sign-in address, exactly', async () => {
    const registered = await t.app.services.account.createMember({
      account: 'ipreg01',
      password: null,
      registeredIp: '203.0.113.77',
    });
    expect(accountsOf(await search({ field: 'ip', keyword: '203.0.113.77' }))).toEqual([
      registered.account,
    ]);
    expect((await search({ field: 'ip', keyword: '203.0.113.7' })).total).toBe(0);
    const res = await login(t.app, 'member01', 'Member123', { remoteAddress: '198.51.100.23' });
    expect(res.statusCode, res.body).toBe(200);
    expect(accountsOf(await search({ field: 'ip', keyword: '198.51.100.23' }))).toEqual([
      'member01',
    ]);
  });

  it('filters by status and sorts by balance, sign-in and registration, ties by id, paging on the server', async () => {
    const frozen = await t.app.services.account.createMember({ account: 'icy01', password: null });
    await db().update(users).set({ status: 1 }).where(eq(users.id, frozen.id));
    const frozenPage = await search({ status: 1, size: 100 });
    expect(accountsOf(frozenPage)).toContain('icy01');
    expect(frozenPage.list.every((row) => row.status === 1)).toBe(true);
    expect(accountsOf(await search({ status: 0, size: 100 }))).not.toContain('icy01');

    const total = (await search({})).total;
    const walk = async (sort: string, order: string) => {
      const rows: MemberRow[] = [];
      for (let page = 1; rows.length < total; page += 1) {
        const got = await search({ sort, order, page, size: 7 });
        expect(got).toMatchObject({ page, size: 7, total });
        expect(got.list.length).toBeGreaterThan(0);
        rows.push(...got.list);
      }
      expect(new Set(rows.map((row) => row.id)).size).toBe(total);
      return rows;
    };
    const inOrder = <T>(
      rows: MemberRow[],
      key: (row: MemberRow) => T,
      before: (a: T, b: T) => boolean,
    ) => rows.every((row, i) => i === 0 || !before(key(row), key(rows[i - 1]!)));

    const byBalance = await walk('balance', 'desc');
    expect(
      inOrder(
        byBalance,
        (row) => row.balance,
        (a, b) => a > b,
      ),
    ).toBe(true);
    for (let i = 1; i < byBalance.length; i += 1) {
      if (byBalance[i]!.balance === byBalance[i - 1]!.balance) {
        expect(byBalance[i]!.id).toBeLessThan(byBalance[i - 1]!.id);
      }
    }
    const [member01Wallet] = await db()
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(and(eq(wallets.userId, await idOf('member01')), eq(wallets.kind, 'money')));
    expect(byBalance.find((row) => row.account === 'member01')!.balance).toBe(
      member01Wallet!.balance,
    );
    const ascending = await walk('balance', 'asc');
    expect(
      inOrder(
        ascending,
        (row) => row.balance,
        (a, b) => a < b,
      ),
    ).toBe(true);

    // Members who never signed in come last either way.
    const bySignIn = await walk('lastLoginAt', 'desc');
    const signedIn = bySignIn.filter((row) => row.lastLoginAt !== null);
    expect(signedIn.length).toBeGreaterThan(0);
    expect(bySignIn.slice(0, signedIn.length)).toEqual(signedIn);
    expect(
      inOrder(
        signedIn,
        (row) => row.lastLoginAt!,
        (a, b) => a > b,
      ),
    ).toBe(true);

    const byAge = await walk('createdAt', 'asc');
    expect(
      inOrder(
        byAge,
        (row) => row.createdAt,
        (a, b) => a < b,
      ),
    ).toBe(true);
  });

  it("shows member01's page from the wallets, withdrawals, guess counter, blacklist and sessions", async () => {
    const id = await idOf('member01');
    const token = await signIn(t.app);
    const detail = dataOf<AdminMemberDetail>(
      await call('readonly', 'GET', adminPaths.member, { id }),
    );
    const [user] = await db().select().from(users).where(eq(users.id, id));
    const balances = await t.app.services.wallet.balances(id);
    const [reviewing] = await db()
      .select({ sum: sql<number>`coalesce(sum(${withdrawOrders.amount}), 0)::bigint` })
      .from(withdrawOrders)
      .where(and(eq(withdrawOrders.userId, id), eq(withdrawOrders.status, 0)));
    expect(detail).toMatchObject({
      id,
      account: 'member01',
      fullName: '张伟',
      phone: '13800138000',
      email: 'member01@example.com',
      birthday: '1990-06-18',
      type: 'HY',
      isAgent: false,
      agentAccount: 'agent01',
      vipLevel: user!.vipLevel,
      status: 0,
      balance: balances.money,
      liveBalance: balances.liveMoney,
      withdrawingAmount: Number(reviewing!.sum),
      rechargeTotal: user!.rechargeTotal,
      fundPasswordSet: true,
      fundPasswordLocked: false,
      mustResetPassword: false,
      gameBlacklisted: false,
      enableChat: true,
      openSessions: 1,
    });
    expect(detail).not.toHaveProperty('passwordHash');
    expect(detail).not.toHaveProperty('fundPwdHash');
    expect(token).toBeTruthy();

    // At the guess limit inside the lock window: locked; the window over: no longer.
    await db()
      .insert(usageCounters)
      .values({ key: `fund:${id}`, count: secretLimits.fundPassword.maxFailures, lastAt: clock });
    const locked = dataOf<AdminMemberDetail>(
      await call('support', 'GET', adminPaths.member, { id }),
    );
    expect(locked.fundPasswordLocked).toBe(true);
    await db()
      .update(usageCounters)
      .set({
        lastAt: new Date(clock.getTime() - (secretLimits.fundPassword.lockMinutes + 1) * minute),
      })
      .where(eq(usageCounters.key, `fund:${id}`));
    expect(
      dataOf<AdminMemberDetail>(await call('support', 'GET', adminPaths.member, { id }))
        .fundPasswordLocked,
    ).toBe(false);

    const unknown = await call('readonly', 'GET', adminPaths.member, { id: 99_999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'ADMIN/NOT_FOUND' });
  });

  it("lists member01's ledger, bets and sessions newest first, with labels", async () => {
    const id = await idOf('member01');
    const ledger = dataOf<
      Page<{ type: number; typeLabel: string; amount: number; createdAt: number; id: number }>
    >(await call('finance', 'GET', adminPaths.memberLedger, { id, size: 50 }));
    const [entries] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, id));
    expect(ledger.total).toBe(entries!.n);
    expect(ledger.list.length).toBe(Math.min(50, entries!.n));
    for (const row of ledger.list) expect(row.typeLabel).toBe(transactionTypeLabel(row.type));
    expect(
      ledger.list.every(
        (row, i) =>
          i === 0 ||
          row.createdAt < ledger.list[i - 1]!.createdAt ||
          (row.createdAt === ledger.list[i - 1]!.createdAt && row.id < ledger.list[i - 1]!.id),
      ),
    ).toBe(true);
    expect(ledger.list.map((row) => row.typeLabel)).toContain('人工存款');

    const bets = dataOf<
      Page<{ orderNo: string; playName: string; statusText: string; createdAt: number }>
    >(await call('readonly', 'GET', adminPaths.memberBets, { id, size: 100 }));
    const [orders] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(betOrders)
      .where(eq(betOrders.userId, id));
    expect(bets.total).toBe(orders!.n);
    expect(bets.total).toBeGreaterThan(0);
    expect(
      bets.list.every((row, i) => i === 0 || row.createdAt <= bets.list[i - 1]!.createdAt),
    ).toBe(true);
    const texts = new Set(bets.list.map((row) => row.statusText));
    expect(
      [...texts].every((text) =>
        ['未开奖', '未中奖', '已派奖', '和局', '已撤单', '追号停止'].includes(text),
      ),
    ).toBe(true);
    expect(texts.has('可撤销')).toBe(false);
    expect(bets.list.every((row) => row.playName !== '')).toBe(true);

    await login(t.app, 'member01', 'Member123', { remoteAddress: '192.0.2.44' });
    const history = dataOf<Page<{ ip: string; endedAt: number | null; endReason: string | null }>>(
      await call('readonly', 'GET', adminPaths.memberSessions, { id }),
    );
    const [opened] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, id));
    expect(history.total).toBe(opened!.n);
    expect(history.list[0]).toMatchObject({ ip: '192.0.2.44', endedAt: null });
    expect(history.list[1]).toMatchObject({ endReason: 'replaced' });

    for (const path of [
      adminPaths.memberLedger,
      adminPaths.memberBets,
      adminPaths.memberSessions,
    ]) {
      const res = await call('readonly', 'GET', path, { id: 99_999_999 });
      expect(res.json()).toMatchObject({ code: 'ADMIN/NOT_FOUND', statusCode: 404 });
    }
  });

  describe('who may call', () => {
    let memberId = 0;
    let memberToken = '';
    beforeAll(async () => {
      memberId = await idOf('member01');
      memberToken = await signIn(t.app);
    });

    const reads = () => [
      { path: adminPaths.members, input: { keyword: 'member' } },
      { path: adminPaths.member, input: { id: memberId } },
      { path: adminPaths.memberLedger, input: { id: memberId } },
      { path: adminPaths.memberBets, input: { id: memberId } },
      { path: adminPaths.memberSessions, input: { id: memberId } },
    ];
    /** Each action with a valid body, the roles it refuses, and bodies it refuses. */
    const actions = () => [
      {
        path: adminPaths.freezeMember,
        body: { id: memberId, frozen: true, reason: '风控' },
        bad: [
          { id: memberId, frozen: 'yes', reason: '风控' },
          { id: memberId, frozen: true, reason: '' },
          { id: memberId, frozen: true },
        ],
      },
      {
        path: adminPaths.blacklistMember,
        body: { id: memberId, blacklisted: true, reason: '套利' },
        bad: [
          { id: memberId, blacklisted: true, reason: '   ' },
          { id: 0, blacklisted: true, reason: '套利' },
        ],
      },
      {
        path: adminPaths.resetMemberPassword,
        body: { id: memberId, password: 'Changed1234' },
        bad: [
          { id: memberId, password: 'weak' },
          { id: memberId, password: 'alllowercase1' },
        ],
      },
      {
        path: adminPaths.clearFundLock,
        body: { id: memberId },
        bad: [{ id: memberId, extra: 1 }, { id: -1 }],
      },
      {
        path: adminPaths.setVipLevel,
        body: { id: memberId, vipLevel: 5 },
        bad: [
          { id: memberId, vipLevel: 10 },
          { id: memberId, vipLevel: 1.5 },
        ],
      },
      {
        path: adminPaths.moveMember,
        body: { id: memberId, agentAccount: 'agent01' },
        bad: [{ id: memberId, agentAccount: 'agent\u000001' }, { id: memberId }],
      },
      {
        path: adminPaths.adjustBalance,
        body: { id: memberId, amount: 5_000, reason: '补偿', idempotencyKey: 'access-check-01' },
        bad: [
          { id: memberId, amount: 0, reason: '补偿', idempotencyKey: 'access-check-02' },
          { id: memberId, amount: 5_000, reason: '', idempotencyKey: 'access-check-03' },
          { id: memberId, amount: 5_000, reason: '补偿', idempotencyKey: 'short' },
          {
            id: memberId,
            amount: 2_000_000_000,
            reason: '补偿',
            idempotencyKey: 'access-check-04',
          },
          { id: memberId, amount: 1.5, reason: '补偿', idempotencyKey: 'access-check-05' },
        ],
      },
    ];
    const refusingRoles: Record<string, AdminRole[]> = {
      [adminPaths.adjustBalance]: ['operations', 'support', 'readonly'],
    };
    const refusedBy = (path: string) =>
      refusingRoles[path] ?? ['finance', 'operations', 'readonly'];

    /** Everything an action could change, to compare before and after refused calls. */
    const snapshot = async () => ({
      member: (await db().select().from(users).where(eq(users.id, memberId)))[0],
      ledger: (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.userId, memberId))
      )[0]!.n,
      audit: (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(operatorAudit)
          .where(like(operatorAudit.action, 'member.%'))
      )[0]!.n,
      blacklist: await db().select().from(gameBlacklist).where(eq(gameBlacklist.userId, memberId)),
      fundCounter: await db()
        .select()
        .from(usageCounters)
        .where(eq(usageCounters.key, `fund:${memberId}`)),
      tree: await db().select().from(agentTree).where(eq(agentTree.descendantId, memberId)),
      openSessions: (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(sessions)
          .where(and(eq(sessions.userId, memberId), sql`${sessions.endedAt} is null`))
      )[0]!.n,
    });

    it('refuses every call without an operator session, and with a member token', async () => {
      const before = await snapshot();
      for (const { path, input } of reads()) {
        for (const caller of ['nobody', { member: memberToken }] as const) {
          const res = await call(caller, 'GET', path, input);
          expect(res.statusCode, path).toBe(401);
          expect(res.json()).toMatchObject({ code: 'ADMIN/NOT_SIGNED_IN' });
        }
      }
      for (const { path, body } of actions()) {
        for (const caller of ['nobody', { member: memberToken }] as const) {
          const res = await call(caller, 'POST', path, body);
          expect(res.statusCode, path).toBe(401);
          expect(res.json()).toMatchObject({ code: 'ADMIN/NOT_SIGNED_IN' });
        }
      }
      expect(await snapshot()).toEqual(before);
    });

    it('lets every role read, and refuses an action to a role without its capability', async () => {
      for (const role of ['super', 'finance', 'operations', 'support', 'readonly'] as const) {
        for (const { path, input } of reads()) {
          expect((await call(role, 'GET', path, input)).statusCode, `${role} ${path}`).toBe(200);
        }
      }
      const before = await snapshot();
      for (const { path, body } of actions()) {
        for (const role of refusedBy(path)) {
          const res = await call(role, 'POST', path, body);
          expect(res.statusCode, `${role} ${path}`).toBe(403);
          expect(res.json()).toMatchObject({ code: 'ADMIN/FORBIDDEN' });
        }
      }
      expect(await snapshot()).toEqual(before);
    });

    it('refuses bad input with a 400 and changes nothing', async () => {
      const before = await snapshot();
      const badReads = [
        { path: adminPaths.members, input: { sort: 'password' } },
        { path: adminPaths.members, input: { field: 'email', keyword: 'x' } },
        { path: adminPaths.members, input: { size: 1000 } },
        { path: adminPaths.members, input: { status: 2 } },
        { path: adminPaths.member, input: { id: 'x' } },
        { path: adminPaths.member, input: {} },
        { path: adminPaths.memberLedger, input: { id: 0 } },
        { path: adminPaths.memberBets, input: { id: memberId, page: 0 } },
        { path: adminPaths.memberSessions, input: { id: memberId, extra: 1 } },
      ];
      for (const { path, input } of badReads) {
        const res = await call('super', 'GET', path, input);
        expect(res.statusCode, `${path} ${JSON.stringify(input)}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'SYS/VALIDATION' });
      }
      for (const { path, bad } of actions()) {
        for (const body of bad) {
          const res = await call('super', 'POST', path, body);
          expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
          expect(res.json()).toMatchObject({ code: 'SYS/VALIDATION' });
        }
      }
      expect(await snapshot()).toEqual(before);
    });

    it('refuses an operator session that ended (idle too long)', async () => {
      clock = new Date(clock.getTime() + (adminLimits.idleMinutes + 1) * minute);
      const headers = await operatorHeaders(t.app, 'super');
      const read = await t.app.inject({
        method: 'GET',
        url: `${apiBase}${adminPaths.members}`,
        headers,
      });
      expect(read.json()).toMatchObject({ code: 'ADMIN/SESSION_ENDED', statusCode: 401 });
      const before = await snapshot();
      const freeze = await t.app.inject({
        method: 'POST',
        url: `${apiBase}${adminPaths.freezeMember}`,
        headers: { [adminTokenHeader]: headers[adminTokenHeader]! },
        payload: { id: memberId, frozen: true, reason: '风控' },
      });
      expect(freeze.statusCode).toBe(401);
      expect(await snapshot()).toEqual(before);
    });
  });
});
