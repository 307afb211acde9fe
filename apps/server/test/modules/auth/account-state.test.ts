import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { transactionType } from '@lottery/contracts';
import { bankAccounts, pushMessages, users } from '../../../src/db/schema';
import { requireMember, requireOfficial } from '../../../src/modules/auth/auth';
import { bearer, form, seal, signIn } from '../../helpers/accounts';
import { createTestAppWithRoutes } from '../../helpers/app-probes';
import type { TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';

/**
 * A frozen (users.status ≠ 0) or deleted account is refused on every member call at once, with
 * the sessions, accounts, balances and unread counts each process keeps in memory: the change
 * feed drops them when any change commits, whoever makes it.
 */
describe(`account state and the member caches (${testDriver()})`, () => {
  let t: TestApp;
  let app: FastifyInstance;
  let memberRoutes: RouteOptions[] = [];
  let accounts = 0;

  beforeAll(async () => {
    const created = await createTestAppWithRoutes();
    t = created.t;
    const captured = created.routes;
    app = t.app;
    memberRoutes = captured.filter(
      (route) =>
        route.method !== 'HEAD' &&
        [route.preValidation]
          .flat()
          .some((hook) => hook === requireMember || hook === requireOfficial),
    );
  });
  afterAll(() => t.close());

  /** A fresh official member with a withdraw password and a live balance, signed in. */
  const newMember = async () => {
    accounts += 1;
    const account = `state${accounts}`;
    const user = await app.services.account.createMember({
      account,
      password: 'Passw0rdA',
      fundPwd: '1234',
    });
    await app.services.wallet.post({
      userId: user.id,
      wallet: 'live',
      amount: 500_000,
      type: transactionType.others,
      reference: `test:${account}:live`,
    });
    return { user, token: await signIn(app, account, 'Passw0rdA') };
  };

  const get = (url: string, token: string) =>
    app.inject({ method: 'GET', url: `/app-api${url}`, headers: bearer(token) });
  const post = (url: string, fields: Record<string, string>, token: string) => {
    const body = form(fields);
    return app.inject({
      method: 'POST',
      url: `/app-api${url}`,
      ...body,
      headers: { ...body.headers, ...bearer(token) },
    });
  };
  const info = async (token: string) => {
    const res = await get('/api/user/info', token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const expectRefused = (res: { statusCode: number; json(): unknown; body: string }) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'UC/ACCOUNT_STATE_ERROR',
      msg: '账户状态异常，请联系客服',
    });
  };
  const freeze = (userId: number, status = 1) =>
    app.database.db.update(users).set({ status }).where(eq(users.id, userId));

  it('finds the member calls to check', () => {
    const urls = memberRoutes.map((route) => route.url);
    for (const url of [
      '/app-api/api/user/info',
      '/app-api/api/v2/user/tellerMachine',
      '/app-api/api/user/updateBank',
      '/app-api/api/user/modifyUserInfo',
    ]) {
      expect(urls).toContain(url);
    }
  });

  it('refuses a frozen account’s existing token on every member call, changing nothing', async () => {
    const { user, token } = await newMember();
    const before = await info(token);
    await freeze(user.id);

    for (const route of memberRoutes) {
      for (const method of [route.method].flat()) {
        const res = await app.inject({
          method: method as 'GET',
          url: route.url.replace(/:(\w+)/g, '1'),
          headers: bearer(token),
        });
        expect(res.json(), `${method} ${route.url}`).toMatchObject({
          code: 'UC/ACCOUNT_STATE_ERROR',
        });
      }
    }
    // The calls of the issue, each with a body that would otherwise succeed.
    expectRefused(await get('/api/user/info', token));
    expectRefused(await post('/api/v2/user/tellerMachine', {}, token));
    expectRefused(
      await post(
        '/api/user/updateBank',
        {
          type: '2',
          bankName: '中国工商银行',
          bankAccount: '6222021234567890123',
          accountName: '张伟',
          fundPwd: await seal(app, '1234'),
        },
        token,
      ),
    );
    expectRefused(await post('/api/user/modifyUserInfo', { nickname: '冻结后' }, token));

    const { db } = app.database;
    expect(await db.select().from(bankAccounts).where(eq(bankAccounts.userId, user.id))).toEqual(
      [],
    );
    expect(await app.services.wallet.balances(user.id)).toEqual({ money: 0, liveMoney: 500_000 });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row?.nickname).toBe(before.userInfo.nickname);

    // Thawed, the same token works again: freezing is a state, not a sign-out.
    await freeze(user.id, 0);
    expect((await info(token)).userInfo.userId).toBe(user.id);
  });

  it('refuses any state but normal (0), and a deleted account', async () => {
    const { user, token } = await newMember();
    await info(token);
    await freeze(user.id, 2);
    expectRefused(await get('/api/user/info', token));

    const other = await newMember();
    await info(other.token);
    await app.database.db.delete(users).where(eq(users.id, other.user.id));
    expectRefused(await get('/api/user/info', other.token));
    expectRefused(await post('/api/user/modifyUserInfo', { nickname: '已删除' }, other.token));
  });

  it('refuses a freeze made by plain SQL on another connection once it commits', async () => {
    const { user, token } = await newMember();
    await info(token);
    if (t.testDatabase.url) {
      // An operator's psql: a connection the app knows nothing of.
      const operator = new pg.Client({ connectionString: t.testDatabase.url });
      await operator.connect();
      try {
        await operator.query('update users set status = 1 where id = $1', [user.id]);
      } finally {
        await operator.end();
      }
      // Wait for the state (the notification has arrived), not for a time.
      await app.changes.sync();
    } else {
      // PGlite lives in this process: its notifications arrive with the commit.
      await app.database.db.execute(sql`update users set status = 1 where id = ${user.id}`);
    }
    expectRefused(await get('/api/user/info', token));
  });

  it('shows a member their own changes on the next call', async () => {
    const { user, token } = await newMember();
    const first = await info(token);
    expect(first.extInfo).toMatchObject({ money: 0, liveMoney: 500_000 });

    // A ledger posting (any service), then 一键回收 through the API.
    await app.services.wallet.post({
      userId: user.id,
      wallet: 'money',
      amount: 1_000,
      type: transactionType.others,
      reference: `test:${user.id}:money`,
    });
    expect((await info(token)).extInfo).toMatchObject({ money: 1_000, liveMoney: 500_000 });
    expect((await post('/api/v2/user/tellerMachine', {}, token)).statusCode).toBe(200);
    expect((await info(token)).extInfo).toMatchObject({ money: 501_000, liveMoney: 0 });
    expect((await get('/api/user/money/check', token)).json().data).toEqual({
      money: 501_000,
      liveMoney: 0,
    });

    // The nickname.
    expect((await post('/api/user/modifyUserInfo', { nickname: '新昵称' }, token)).statusCode).toBe(
      200,
    );
    expect((await info(token)).userInfo.nickname).toBe('新昵称');

    // Messages: one arrives, is read, is removed.
    await app.services.notifications.send([{ userId: user.id, title: '标题', content: '内容' }]);
    expect((await info(token)).unReadCount).toBe(1);
    const [message] = await app.database.db
      .select()
      .from(pushMessages)
      .where(eq(pushMessages.userId, user.id));
    expect(
      (await get(`/api/pushMessage/modifyReadStatus?id=${message!.id}`, token)).statusCode,
    ).toBe(200);
    expect((await info(token)).unReadCount).toBe(0);
    await app.services.notifications.send([{ userId: user.id, title: '再来', content: '内容' }]);
    expect((await info(token)).unReadCount).toBe(1);
    await app.database.db.delete(pushMessages).where(eq(pushMessages.userId, user.id));
    expect((await info(token)).unReadCount).toBe(0);
  });

  it('ends a session at once: logout, a sign-in elsewhere, a password change', async () => {
    const first = await newMember();
    await info(first.token);
    expect((await get('/v/user/logout', first.token)).statusCode).toBe(200);
    expect((await get('/api/user/info', first.token)).json().code).toBe('UC/TOKEN_INVALID');

    const second = await newMember();
    await info(second.token);
    const replacement = await signIn(app, second.user.account, 'Passw0rdA');
    expect((await get('/api/user/info', second.token)).json().code).toBe('UC/LOGIN_ELSEWHERE');
    await info(replacement);

    // Sessions a password change ends (another device's, opened before the one-device rule
    // applied, or by an operator) are refused on the next call.
    const other = await app.services.sessions.start(second.user, {
      remember: false,
      ip: '10.0.0.9',
      userAgent: 'test',
    });
    await info(other.token);
    await app.services.sessions.endOthers(second.user.id, -1, 'password');
    expect((await get('/api/user/info', other.token)).json().code).toBe('UC/TOKEN_INVALID');
  });
});
