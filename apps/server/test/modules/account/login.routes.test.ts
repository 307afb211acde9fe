import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorBody } from '@lottery/contracts';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bearer, form, login, seal, signIn, solveCaptcha, tokenOf } from '../../helpers/accounts';

describe('POST /app-api/v/user/login', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const info = (token: string) =>
    t.app.inject({ method: 'GET', url: '/app-api/api/user/info', headers: bearer(token) });

  it('signs a member in with an encrypted password and answers opaque tokens', async () => {
    const res = await login(t.app, 'member01', 'Member123');
    expect(res.statusCode).toBe(200);
    const { token, tokenChat } = res.json().data;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(tokenChat).toMatch(/^[\w-]{43}$/);
    expect(token).not.toBe(tokenChat);
    expect((await info(token)).json().data.userInfo.account).toBe('member01');
  });

  it('accepts the account in any letter case', async () => {
    expect((await login(t.app, 'MEMBER01', 'Member123')).statusCode).toBe(200);
  });

  it('refuses a wrong password with the same answer as an unknown account', async () => {
    const wrong = await login(t.app, 'member01', 'Wrong1234');
    const unknown = await login(t.app, 'nobody99', 'Wrong1234');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'UC/LOGIN_FAILED', msg: '用户名或密码错误' });
    }
  });

  it('asks for a captcha after 3 failures of an account, then accepts a correct one', async () => {
    for (let i = 0; i < 3; i++)
      await login(t.app, 'member01', 'Wrong1234', { remoteAddress: `10.0.0.${i}` });
    const due = await login(t.app, 'member01', 'Member123', { remoteAddress: '10.0.1.1' });
    expect(due.json()).toMatchObject({ code: 'UC/VCODE_REQUIRED', msg: '请输入验证码' });

    const wrongCaptcha = await solveCaptcha(t.app, 'login');
    const bad = await login(t.app, 'member01', 'Member123', {
      fields: { valiCode: 'ZZZZ' },
      cookie: wrongCaptcha.cookie,
      remoteAddress: '10.0.1.1',
    });
    expect(bad.json()).toMatchObject({ code: 'UC/VCODE_ERROR', msg: '验证码不正确' });

    const captcha = await solveCaptcha(t.app, 'login');
    const good = await login(t.app, 'member01', 'Member123', {
      fields: { valiCode: captcha.answer.toLowerCase() },
      cookie: captcha.cookie,
      remoteAddress: '10.0.1.1',
    });
    expect(good.statusCode).toBe(200);

    const reused = await login(t.app, 'member01', 'Wrong1234', {
      fields: { valiCode: captcha.answer },
      cookie: captcha.cookie,
      remoteAddress: '10.0.1.2',
    });
    expect(reused.json().code).toBe('UC/LOGIN_FAILED');
  });

  it('asks for a captcha after 3 failures from one address, whatever the account', async () => {
    for (const account of ['aaaaaa1', 'bbbbbb2', 'cccccc3']) {
      await login(t.app, account, 'Wrong1234', { remoteAddress: '10.9.9.9' });
    }
    const res = await login(t.app, 'member01', 'Member123', { remoteAddress: '10.9.9.9' });
    expect(res.json().code).toBe('UC/VCODE_REQUIRED');
  });

  it('ends the older session when the member signs in elsewhere', async () => {
    const first = await signIn(t.app);
    const second = await signIn(t.app);
    const res = await info(first);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'UC/LOGIN_ELSEWHERE',
      msg: '您的账户已在其他设备上登录',
    });
    expect((await info(second)).statusCode).toBe(200);
  });

  it('answers UC/RESET_PASSWORD and UC/ACCOUNT_STATE_ERROR for accounts an operator flagged', async () => {
    const { users } = await import('../../../src/db/schema');
    const { eq } = await import('drizzle-orm');
    await t.app.database.db
      .update(users)
      .set({ mustResetPassword: true })
      .where(eq(users.account, 'member01'));
    expect((await login(t.app, 'member01', 'Member123')).json().code).toBe('UC/RESET_PASSWORD');
    await t.app.database.db.update(users).set({ status: 1 }).where(eq(users.account, 'agent01'));
    expect((await login(t.app, 'agent01', 'Agent1234')).json().code).toBe('UC/ACCOUNT_STATE_ERROR');
  });

  it('refuses a company code other than the site’s', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/app-api/v/user/login',
      ...form({ account: 'member01', password: await seal(t.app, 'Member123') }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', companycode: 'OTHER' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('limits login attempts per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/app-api/v/user/login',
        remoteAddress: '10.7.7.7',
        ...form({ account: 'x' }),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('logs out: the token stops working', async () => {
    const token = await signIn(t.app);
    const out = await t.app.inject({
      method: 'GET',
      url: '/app-api/v/user/logout',
      headers: bearer(token),
    });
    expect(out.json()).toEqual({ code: 0, msg: 'success', data: null });
    const res = await info(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UC/TOKEN_INVALID' });
  });

  it('reads the token from the token header or Authorization, never from a cookie', async () => {
    const token = tokenOf(await login(t.app, 'member01', 'Member123'));
    const byHeader = await t.app.inject({
      method: 'GET',
      url: '/app-api/api/user/info',
      headers: { token },
    });
    const byAuthorization = await t.app.inject({
      method: 'GET',
      url: '/app-api/api/user/info',
      headers: { authorization: token },
    });
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/app-api/api/user/info',
      cookies: { access_token: token },
    });
    expect([byHeader.statusCode, byAuthorization.statusCode, byCookie.statusCode]).toEqual([
      200, 200, 401,
    ]);
    const postByCookie = await t.app.inject({
      method: 'POST',
      url: '/app-api/api/v2/user/update/chat-theme-color',
      cookies: { access_token: token },
      payload: { colorId: 2 },
    });
    expect(postByCookie.statusCode).toBe(401);
    expect(postByCookie.json().code).toBe('UC/NOT_LOGGED_IN');
  });

  it('changes nothing on a GET from another site that carries only the cookie', async () => {
    const token = tokenOf(await login(t.app, 'member01', 'Member123'));
    const asMember = (url: string) =>
      t.app.inject({ method: 'GET', url: `/app-api${url}`, headers: bearer(token) });
    const fromElsewhere = (url: string) =>
      t.app.inject({
        method: 'GET',
        url: `/app-api${url}`,
        cookies: { access_token: token },
        headers: { origin: 'https://elsewhere.example', referer: 'https://elsewhere.example/' },
      });
    const messages = async () => (await asMember('/api/pushMessage/queryAll')).json().data;
    const before = await messages();
    const balances = (await asMember('/api/user/money/check')).json();

    const answers = await Promise.all([
      fromElsewhere(`/api/pushMessage/remove?id=${before.data[0].id}`),
      fromElsewhere('/live/play?liveCode=QXQP&gameType=card-dragon-tiger&isMobile=1'),
      fromElsewhere('/v/user/logout'),
    ]);

    expect(answers.map((res) => res.statusCode)).toEqual([401, 401, 401]);
    expect((await messages()).totalCount).toBe(before.totalCount);
    expect((await asMember('/api/user/money/check')).json()).toEqual(balances);
  });
});

describe('POST /app-api/v/user/login with bad input', () => {
  // Nothing changes here (no session, no counted failure from a shared address): one app.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  let clients = 0;

  describe('bad input gets a clear 4xx and signs nobody in', () => {
    const cases: [string, () => Promise<Record<string, string>>, string][] = [
      [
        'a plain-text password',
        async () => ({ account: 'member01', password: 'Member123' }),
        'SYS/VALIDATION',
      ],
      ['a missing password', async () => ({ account: 'member01' }), 'SYS/VALIDATION'],
      [
        'an empty account',
        async () => ({ account: '  ', password: await seal(t.app, 'Member123') }),
        'SYS/VALIDATION',
      ],
      [
        'an over-long account',
        async () => ({ account: 'a'.repeat(200), password: await seal(t.app, 'x') }),
        'SYS/VALIDATION',
      ],
      [
        'an unknown field',
        async () => ({ account: 'member01', password: await seal(t.app, 'Member123'), admin: '1' }),
        'SYS/VALIDATION',
      ],
      [
        'a ciphertext under an unknown key',
        async () => ({ account: 'member01', password: 'nokey.QUJDREVGR0hJSktMTU5PUFFSU1RVVg==' }),
        'UC/SECRET_UNREADABLE',
      ],
      [
        'SQL in the account',
        async () => ({ account: "' OR 1=1 --", password: await seal(t.app, 'Member123') }),
        'UC/LOGIN_FAILED',
      ],
    ];
    it.each(cases)('%s', async (_name, fields, code) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/app-api/v/user/login',
        // Each case from its own client: a counted failure must not make the next one need a captcha.
        remoteAddress: `10.30.0.${++clients}`,
        ...form(await fields()),
      });
      expect(res.statusCode).toBe(400);
      expect(errorBody.parse(res.json()).code).toBe(code);
      expect(res.body).not.toContain('token');
    });
  });
});
