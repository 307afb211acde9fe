import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  adminLimits,
  adminPaths,
  adminTokenHeader,
  apiBase,
  type AdminRole,
} from '@lottery/contracts';
import { operatorAudit, operators } from '../../../src/db/admin-schema';
import { demoOperatorOf } from '../../../src/demo/demo-operators';
import { totpCodeAt } from '../../../src/modules/admin/auth/totp';
import { adminLogin, operatorCode } from '../../helpers/admin';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';

const minute = 60_000;

describe(`back-office sign-in and sessions (${testDriver()})`, () => {
  let t: TestApp;
  // The app's clock: each test moves it forward, so every sign-in uses a fresh 30-second step.
  let clock = new Date('2026-11-28T02:00:00Z');
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
    return clock;
  };

  beforeAll(async () => {
    t = await createTestApp({ overrides: { now: () => clock } });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', path: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `${apiBase}${path}`,
      headers: token ? { [adminTokenHeader]: token } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const signInAs = async (role: AdminRole) => {
    const res = await adminLogin(t.app, role, later(minute));
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { token: string } }).data.token;
  };

  const auditCount = async (action: string) =>
    (
      await t.app.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(operatorAudit)
        .where(eq(operatorAudit.action, action))
    )[0]!.n;

  it('signs each role in with password and code, and answers who is signed in', async () => {
    for (const role of ['super', 'finance', 'operations', 'support', 'readonly'] as const) {
      const token = await signInAs(role);
      const me = await call('GET', adminPaths.me, token);
      expect(me.json()).toMatchObject({
        code: 0,
        data: { account: demoOperatorOf(role).account, role },
      });
    }
  });

  it('refuses a wrong password, a wrong code, and a code used twice, with one message', async () => {
    const operator = demoOperatorOf('finance');
    const at = later(minute);
    const attempts = [
      { password: 'Wrong12345', code: operatorCode('finance', at) },
      {
        password: operator.password,
        code: operatorCode('finance', new Date(at.getTime() - 10 * minute)),
      },
    ];
    for (const attempt of attempts) {
      const res = await call('POST', adminPaths.login, undefined, {
        account: operator.account,
        ...attempt,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'ADMIN/LOGIN_FAILED',
        msg: '账号、密码或动态码错误',
      });
    }
    const code = operatorCode('finance', at);
    const first = await call('POST', adminPaths.login, undefined, {
      account: operator.account,
      password: operator.password,
      code,
    });
    expect(first.statusCode).toBe(200);
    const replay = await call('POST', adminPaths.login, undefined, {
      account: operator.account,
      password: operator.password,
      code,
    });
    expect(replay.json()).toMatchObject({ code: 'ADMIN/LOGIN_FAILED' });
  });

  it('locks an account after too many wrong sign-ins, even for the right ones, until the lock ends', async () => {
    const operator = demoOperatorOf('support');
    later(minute);
    for (let i = 0; i < adminLimits.login.maxFailures; i += 1) {
      const res = await call('POST', adminPaths.login, undefined, {
        account: operator.account,
        password: 'Wrong12345',
        code: '000000',
      });
      expect(res.json()).toMatchObject({ code: 'ADMIN/LOGIN_FAILED' });
    }
    const locked = await adminLogin(t.app, 'support', clock);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'ADMIN/LOCKED' });
    later(adminLimits.login.lockMinutes * minute + minute);
    expect((await adminLogin(t.app, 'support', clock)).statusCode).toBe(200);
  });

  it('refuses a missing token, a member token and a made-up token', async () => {
    expect((await call('GET', adminPaths.me)).json()).toMatchObject({
      code: 'ADMIN/NOT_SIGNED_IN',
      statusCode: 401,
    });
    const member = await t.app.services.account.findByAccount('member01');
    const { token: memberToken } = await t.app.services.sessions.start(member!, {
      remember: false,
      ip: '127.0.0.1',
      userAgent: 'test',
    });
    const asMember = await t.app.inject({
      method: 'GET',
      url: `${apiBase}${adminPaths.me}`,
      headers: { token: memberToken, authorization: `Bearer ${memberToken}` },
    });
    expect(asMember.statusCode).toBe(401);
    const wrong = await call('GET', adminPaths.me, memberToken);
    expect(wrong.json()).toMatchObject({ code: 'ADMIN/SESSION_ENDED', statusCode: 401 });
  });

  it('ends a session on logout, after the idle time and after the longest session', async () => {
    const token = await signInAs('readonly');
    expect((await call('POST', adminPaths.logout, token)).statusCode).toBe(200);
    expect((await call('GET', adminPaths.me, token)).statusCode).toBe(401);

    const idle = await signInAs('readonly');
    later((adminLimits.idleMinutes - 1) * minute);
    expect((await call('GET', adminPaths.me, idle)).statusCode).toBe(200);
    later((adminLimits.idleMinutes + 1) * minute);
    expect((await call('GET', adminPaths.me, idle)).json()).toMatchObject({
      code: 'ADMIN/SESSION_ENDED',
    });

    const busy = await signInAs('readonly');
    for (let hours = 0; hours < adminLimits.maxHours; hours += 0.25) {
      later(15 * minute);
      const res = await call('GET', adminPaths.me, busy);
      if (hours + 0.25 <= adminLimits.maxHours) expect(res.statusCode).toBe(200);
    }
    later(15 * minute);
    expect((await call('GET', adminPaths.me, busy)).statusCode).toBe(401);
  });

  it('lets only the super administrator manage operators and read the audit log', async () => {
    for (const role of ['finance', 'operations', 'support', 'readonly'] as const) {
      const token = await signInAs(role);
      expect((await call('GET', adminPaths.operators, token)).json()).toMatchObject({
        code: 'ADMIN/FORBIDDEN',
        statusCode: 403,
      });
      expect((await call('GET', adminPaths.audit, token)).statusCode).toBe(403);
      const create = await call('POST', adminPaths.saveOperator, token, {
        account: 'sneaky01',
        name: '越权',
        role: 'super',
        password: 'Sneaky12345',
      });
      expect(create.statusCode).toBe(403);
    }
    const found = await t.app.database.db
      .select()
      .from(operators)
      .where(eq(operators.account, 'sneaky01'));
    expect(found).toEqual([]);
  });

  it('creates an operator who signs in with the QR secret; a role change ends their sessions', async () => {
    const superToken = await signInAs('super');
    const saved = await call('POST', adminPaths.saveOperator, superToken, {
      account: 'cashier02',
      name: '出纳',
      role: 'finance',
      password: 'Cashier12345',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { operator, totp } = (
      saved.json() as {
        data: { operator: { id: number }; totp: { secret: string; otpauthUrl: string } };
      }
    ).data;
    expect(totp.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*cashier02.*secret=/);

    const login = await call('POST', adminPaths.login, undefined, {
      account: 'cashier02',
      password: 'Cashier12345',
      code: totpCodeAt('cashier02', totp.secret, later(minute)),
    });
    expect(login.statusCode).toBe(200);
    const token = (login.json() as { data: { token: string } }).data.token;
    expect((await call('GET', adminPaths.me, token)).statusCode).toBe(200);

    const duplicate = await call('POST', adminPaths.saveOperator, superToken, {
      account: 'CASHIER02',
      name: '重复',
      role: 'readonly',
      password: 'Cashier12345',
    });
    expect(duplicate.json()).toMatchObject({ code: 'ADMIN/OPERATOR_EXISTS' });

    const demoted = await call('POST', adminPaths.saveOperator, superToken, {
      id: operator.id,
      account: 'cashier02',
      name: '出纳',
      role: 'readonly',
    });
    expect(demoted.statusCode).toBe(200);
    expect((await call('GET', adminPaths.me, token)).json()).toMatchObject({
      code: 'ADMIN/SESSION_ENDED',
    });
    expect(await auditCount('operator.save')).toBeGreaterThanOrEqual(2);
  });

  it('keeps at least one enabled super administrator', async () => {
    const superToken = await signInAs('super');
    const self = demoOperatorOf('super');
    const [row] = await t.app.database.db
      .select()
      .from(operators)
      .where(eq(operators.account, self.account));
    const res = await call('POST', adminPaths.saveOperator, superToken, {
      id: row!.id,
      account: self.account,
      name: self.name,
      role: 'readonly',
    });
    expect(res.json()).toMatchObject({ code: 'ADMIN/LAST_SUPER' });
  });

  it('resets a lost authenticator: the old code stops working and sessions end', async () => {
    const superToken = await signInAs('super');
    const viewerToken = await signInAs('readonly');
    const [viewer] = await t.app.database.db
      .select()
      .from(operators)
      .where(eq(operators.account, demoOperatorOf('readonly').account));
    const reset = await call('POST', adminPaths.resetOperatorTotp, superToken, { id: viewer!.id });
    expect(reset.statusCode).toBe(200);
    const { totp } = (reset.json() as { data: { totp: { secret: string } } }).data;
    expect((await call('GET', adminPaths.me, viewerToken)).statusCode).toBe(401);
    expect((await adminLogin(t.app, 'readonly', later(minute))).statusCode).toBe(400);
    const viewerAccount = demoOperatorOf('readonly');
    const fresh = await call('POST', adminPaths.login, undefined, {
      account: viewerAccount.account,
      password: viewerAccount.password,
      code: totpCodeAt(viewerAccount.account, totp.secret, later(minute)),
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('records sign-ins in the audit log, which the console can read but nobody can change', async () => {
    const superToken = await signInAs('super');
    const page = await call('GET', `${adminPaths.audit}?action=operator.login&size=5`, superToken);
    expect(page.statusCode).toBe(200);
    const data = (
      page.json() as { data: { list: { actionLabel: string; ip: string }[]; total: number } }
    ).data;
    expect(data.total).toBeGreaterThan(5);
    expect(data.list[0]).toMatchObject({ actionLabel: '登录后台' });
    await expect(
      t.app.database.db.execute(sql`update operator_audit set action = 'x'`),
    ).rejects.toThrow();
    await expect(t.app.database.db.execute(sql`delete from operator_audit`)).rejects.toThrow();
    expect(await auditCount('operator.login')).toBe(data.total);
  });

  it('refuses bad input with a 400 and signs nobody in', async () => {
    for (const payload of [
      {},
      { account: 'super01', password: 'x', code: '12345' },
      { account: 'super01\u0000', password: 'x', code: '123456' },
      { account: 'super01', password: 'x', code: '123456', extra: 1 },
    ]) {
      const res = await call('POST', adminPaths.login, undefined, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'SYS/VALIDATION' });
    }
  });
});
