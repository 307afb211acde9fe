import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { transactionType } from '@lottery/contracts';
import { sessions } from '../../../src/db/schema';
import { bearer, form, seal, signIn } from '../../helpers/accounts';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const slot = '/app-api/live/play?liveCode=HLDZ&gameType=slot-lucky-777';

describe('a demo game session ends with the member session and the account that opened it', () => {
  let t: TestApp;
  let members = 0;
  beforeAll(async () => {
    t = await createTestApp({ config: { PUBLIC_URL: 'https://lottery.example/' } });
  });
  afterAll(() => t.close());

  const newMember = async () => {
    members += 1;
    const account = `gamer${String(members).padStart(2, '0')}`;
    const user = await t.app.services.account.createMember({ account, password: 'Passw0rdA' });
    await t.app.services.wallet.post({
      userId: user.id,
      wallet: 'money',
      amount: 50_000,
      type: transactionType.manualDeposit,
      reference: `test:deposit:${account}`,
    });
    return { user, account, token: await signIn(t.app, account, 'Passw0rdA') };
  };
  const launch = async (token: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'GET',
      url: slot,
      headers: { ...headers, ...bearer(token) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL(response.json().data as string);
    return { url, liveToken: url.searchParams.get('token') ?? '' };
  };
  let rounds = 0;
  const spin = (liveToken: string) => {
    rounds += 1;
    return t.app.inject({
      method: 'POST',
      url: '/demo-casino/api/spin',
      headers: { 'x-live-token': liveToken },
      payload: { roundId: `session-round-${rounds}`, bet: 1_000 },
    });
  };
  const liveMoney = async (userId: number) =>
    (await t.app.services.wallet.balances(userId)).liveMoney;

  /** The game's calls and its page answer 401 游戏会话已过期 and move no money. */
  const expectEnded = async (
    userId: number,
    { url, liveToken }: { url: URL; liveToken: string },
  ) => {
    const before = await liveMoney(userId);
    const spun = await spin(liveToken);
    expect(spun.statusCode, spun.body).toBe(401);
    expect(spun.json()).toMatchObject({ code: 'LIVE/SESSION_INVALID' });
    const state = await t.app.inject({
      method: 'GET',
      url: '/demo-casino/api/state',
      headers: { 'x-live-token': liveToken },
    });
    expect(state.statusCode).toBe(401);
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain('游戏会话已过期，请重新进入游戏');
    expect(await liveMoney(userId)).toBe(before);
  };

  it('builds the launch URL from PUBLIC_URL, whatever Host the request names', async () => {
    const { token } = await newMember();
    const { url } = await launch(token, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    });
    expect(url.origin).toBe('https://lottery.example');
    expect(url.pathname).toBe('/demo-casino/play/slot-lucky-777');
  });

  it('plays while the member stays signed in', async () => {
    const { user, token } = await newMember();
    const game = await launch(token);
    const spun = await spin(game.liveToken);
    expect(spun.statusCode, spun.body).toBe(200);
    expect(spun.json().data.balance).toBe(await liveMoney(user.id));
  });

  it('answers with balances that no browser or proxy keeps', async () => {
    const { token } = await newMember();
    const { liveToken } = await launch(token);
    const headers = { 'x-live-token': liveToken };
    const answers = [
      await spin(liveToken),
      await t.app.inject({ method: 'GET', url: '/demo-casino/api/state', headers }),
      await t.app.inject({
        method: 'POST',
        url: '/demo-casino/api/settle',
        headers,
        payload: { roundId: 'no-such-round' },
      }),
      await t.app.inject({ method: 'GET', url: '/demo-casino/api/state' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 404, 401]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('ends on logout', async () => {
    const { user, token } = await newMember();
    const game = await launch(token);
    expect((await spin(game.liveToken)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'GET',
      url: '/app-api/v/user/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    await expectEnded(user.id, game);
  });

  it('ends when the member signs in elsewhere', async () => {
    const { user, account, token } = await newMember();
    const game = await launch(token);
    await signIn(t.app, account, 'Passw0rdA');
    await expectEnded(user.id, game);
  });

  it('ends when the member session expires', async () => {
    const { user, token } = await newMember();
    const game = await launch(token);
    await t.app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(0) })
      .where(eq(sessions.userId, user.id));
    await expectEnded(user.id, game);
  });

  it('ends when the password changes, even from the session that launched it', async () => {
    const { user, token } = await newMember();
    const game = await launch(token);
    const body = form({
      oldPassword: await seal(t.app, 'Passw0rdA'),
      newPassword: await seal(t.app, 'Better456'),
      confirmPassword: await seal(t.app, 'Better456'),
    });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/app-api/api/user/updatePassword',
      ...body,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(changed.json()).toMatchObject({ code: 0 });
    await expectEnded(user.id, game);
    // The member's session goes on, and a new launch plays.
    const again = await launch(token);
    expect((await spin(again.liveToken)).statusCode).toBe(200);
  });

  it('ends when the account is frozen, even by a plain SQL update, and stays ended', async () => {
    const { user, token } = await newMember();
    const game = await launch(token);
    expect((await spin(game.liveToken)).statusCode).toBe(200);
    await t.app.database.db.execute(sql`update users set status = 1 where id = ${user.id}`);
    await expectEnded(user.id, game);
    await t.app.database.db.execute(sql`update users set status = 0 where id = ${user.id}`);
    await expectEnded(user.id, game);
  });
});
