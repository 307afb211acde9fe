import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatMaintain, transactionType, wallClockOf } from '@lottery/contracts';
import {
  companySettings,
  gameProviders,
  games,
  ledgerEntries,
  users,
} from '../../../src/db/schema';
import { demoBlockedMember, demoFrozenMember } from '../../../src/demo/demo-games';
import { bearer, login, signIn, tokenOf } from '../../helpers/accounts';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const play = (query: string) => `/app-api/live/play?${query}`;
const dragonTiger = 'liveCode=QXQP&gameType=card-dragon-tiger&isMobile=1&gameKind=dragon-tiger';

describe('GET /app-api/live/play', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const launch = (query: string, token?: string) =>
    t.app.inject({ method: 'GET', url: play(query), headers: token ? bearer(token) : {} });
  const refused = async (
    query: string,
    token: string | undefined,
    status: number,
    code: string,
  ) => {
    const response = await launch(query, token);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ code, statusCode: status });
    return response.json() as { msg: string; message: string };
  };
  const newMember = async (account: string) => {
    const user = await t.app.services.account.createMember({ account, password: 'Passw0rdA' });
    return { user, token: await signIn(t.app, account, 'Passw0rdA') };
  };
  const balances = (userId: number) => t.app.services.wallet.balances(userId);

  it('sends a guest to sign in', async () => {
    await refused(dragonTiger, undefined, 401, 'UC/NOT_LOGGED_IN');
  });

  it('refuses a trial account', async () => {
    const trial = await t.app.inject({ method: 'GET', url: '/app-api/v/user/regTest' });
    const body = await refused(dragonTiger, tokenOf(trial), 403, 'UC/TRIAL_FORBIDDEN');
    expect(body.msg).toBe('试玩账户无法进行该操作，请注册正式账户!');
  });

  it('refuses a blacklisted member (USER_IN_BLACKLIST) and a provider’s (LIVE/BLACK_USER)', async () => {
    const blocked = await signIn(t.app, demoBlockedMember.account, demoBlockedMember.password);
    const everywhere = await refused(dragonTiger, blocked, 403, 'USER_IN_BLACKLIST');
    expect(everywhere.msg).toBe('您的账户已被限制进入游戏，请联系客服');

    const { user, token } = await newMember('member31');
    await t.app.services.games.blacklist([{ userId: user.id, liveCode: 'QXQP' }]);
    const atProvider = await refused(dragonTiger, token, 403, 'LIVE/BLACK_USER');
    expect(atProvider.msg).toBe('您的账户已被该游戏平台限制，请联系客服');
    // Another provider's game still opens.
    const other = await launch('liveCode=HLDZ&gameType=slot-lucky-777', token);
    expect(other.statusCode, other.body).toBe(200);
  });

  it('refuses a frozen account', async () => {
    const { user, token } = await newMember('member32');
    await t.app.database.db.update(users).set({ status: 1 }).where(eq(users.id, user.id));
    const body = await refused(dragonTiger, token, 400, 'UC/ACCOUNT_STATE_ERROR');
    expect(body.msg).toBe('账户状态异常，请联系客服');
    // The demo's frozen member cannot even sign in.
    const frozen = await login(t.app, demoFrozenMember.account, demoFrozenMember.password);
    expect(frozen.json()).toMatchObject({ code: 'UC/ACCOUNT_STATE_ERROR' });
  });

  it('refuses a game or provider in maintenance, in the system time zone', async () => {
    const { token } = await newMember('member33');
    // 龙王捕鱼 is in the demo's maintenance now.
    const body = await refused(
      'liveCode=FYBY&gameType=fish-dragon-king',
      token,
      400,
      'LIVE/maintenance',
    );
    expect(body.msg).toMatch(/^游戏维护中，维护时间：\d{4}-\d\d-\d\d \d\d:\d\d:\d\d~/);
    // 捕鱼来了 is in maintenance later: it opens now.
    expect((await launch('liveCode=FYBY&gameType=fish-here-they-come', token)).statusCode).toBe(
      200,
    );

    const now = Date.now();
    const timeZone = await t.app.services.settings.timeZone();
    const window = formatMaintain(
      wallClockOf(now - 60_000, timeZone),
      wallClockOf(now + 3_600_000, timeZone),
    );
    const db = t.app.database.db;
    await db
      .update(gameProviders)
      .set({ maintain: window })
      .where(eq(gameProviders.liveCode, 'TXTY'));
    await refused('liveCode=TXTY&gameType=sport-football-duel', token, 400, 'LIVE/maintenance');
    // The same wall-clock window read in Los Angeles (16 hours behind Shanghai) is not now.
    await db.update(companySettings).set({ timeZone: 'America/Los_Angeles' });
    await t.app.services.settings.changed('company');
    expect((await launch('liveCode=TXTY&gameType=sport-football-duel', token)).statusCode).toBe(
      200,
    );
    await db.update(companySettings).set({ timeZone: timeZone });
    await t.app.services.settings.changed('company');
    await db.update(gameProviders).set({ maintain: '' }).where(eq(gameProviders.liveCode, 'TXTY'));
  });

  it('refuses bad input, unknown games and lottery games', async () => {
    const { token } = await newMember('member34');
    for (const query of [
      '',
      'liveCode=QXQP',
      'gameType=card-dragon-tiger',
      'liveCode=%3Cscript%3E&gameType=x',
      `${dragonTiger}&isMobile=yes`,
      `${dragonTiger}&sneaky=1`,
      'liveCode=QXQP&gameType=card-dragon-tiger&gameKind=a%20b',
    ]) {
      await refused(query, token, 400, 'SYS/VALIDATION');
    }
    await refused('liveCode=QXQP&gameType=no-such-game', token, 404, 'GAME/NOT_FOUND');
    await refused('liveCode=NOPE&gameType=card-dragon-tiger', token, 404, 'GAME/NOT_FOUND');
    await refused(
      'liveCode=QXQP&gameType=card-dragon-tiger&gameKind=slot',
      token,
      404,
      'GAME/NOT_FOUND',
    );
    await t.app.database.db
      .update(games)
      .set({ enabled: false })
      .where(eq(games.gameCode, 'card-high-card'));
    await refused('liveCode=QXQP&gameType=card-high-card', token, 404, 'GAME/NOT_FOUND');
    await t.app.database.db
      .update(games)
      .set({ enabled: true })
      .where(eq(games.gameCode, 'card-high-card'));
    // Lottery games open their own page (/game/{gameId}), never through a provider.
    await refused('liveCode=QXQP&gameType=110', token, 404, 'GAME/NOT_FOUND');
  });

  it('answers the launch URL and moves the main balance into the game through the ledger', async () => {
    const token = await signIn(t.app, 'member01', 'Member123');
    const [member] = await t.app.database.db
      .select()
      .from(users)
      .where(eq(users.account, 'member01'));
    const before = await balances(member!.id);
    expect(before.money).toBeGreaterThan(0);

    const response = await launch(dragonTiger, token);
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL(response.json().data as string);
    // No PUBLIC_URL in the tests: this server on localhost at its configured port.
    expect(url.origin).toBe(`http://localhost:${t.app.config.PORT}`);
    expect(url.pathname).toBe('/demo-casino/play/card-dragon-tiger');
    expect(url.searchParams.get('token')).toMatch(/^[\w-]{43}$/);

    const after = await balances(member!.id);
    expect(after).toEqual({ money: 0, liveMoney: before.liveMoney + before.money });
    const transfers = await t.app.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionType, transactionType.liveTransfer));
    const mine = transfers.filter((entry) => entry.userId === member!.id);
    expect(mine.map((entry) => [entry.wallet, entry.amount]).sort()).toEqual(
      [
        ['live', before.money],
        ['money', -before.money],
      ].sort(),
    );

    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>龙虎斗</title>');
    const script = /<script src="([^"]+)"/.exec(page.body)?.[1];
    expect(script).toMatch(/^\/demo-casino\/assets\/demo-game-[\w-]{12}\.js$/);
    const asset = await t.app.inject({ method: 'GET', url: script! });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // Launching again moves nothing more (the main balance is empty) and opens a new session.
    const again = await launch(dragonTiger, token);
    expect(again.statusCode).toBe(200);
    expect(await balances(member!.id)).toEqual(after);

    // Two launches at once move the balance once, and both open.
    const { user: racer, token: racerToken } = await newMember('member35');
    await t.app.services.wallet.post({
      userId: racer.id,
      wallet: 'money',
      amount: 70_000,
      type: transactionType.manualDeposit,
      reference: 'test:deposit:member35',
    });
    const racing = await Promise.all([1, 2, 3].map(() => launch(dragonTiger, racerToken)));
    expect(racing.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await balances(racer.id)).toEqual({ money: 0, liveMoney: 70_000 });

    // A link for another game, or a made-up token, does not open.
    const wrongGame = await t.app.inject({
      method: 'GET',
      url: `/demo-casino/play/live-baccarat${url.search}`,
    });
    expect(wrongGame.statusCode).toBe(401);
    const madeUp = await t.app.inject({
      method: 'GET',
      url: '/demo-casino/play/card-dragon-tiger?token=abc',
    });
    expect(madeUp.statusCode).toBe(401);
    expect(madeUp.body).toContain('游戏会话已过期，请重新进入游戏');
  });
});
