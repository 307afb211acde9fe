import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  categoryProviders,
  followIdsAnswer,
  gameCategories,
  gameCategory,
  gameCenterFile,
  gamePage,
  toggleLikeAnswer,
  z,
} from '@lottery/contracts';
import type { InjectOptions } from 'fastify';
import { gameFollows, games } from '../../../src/db/schema';
import { demoThirdPartyGames } from '../../../src/demo/demo-games';
import { demoLotteryGames } from '../../../src/demo/demo-content';
import { bearer, signIn } from '../../helpers/accounts';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const totalGames = demoLotteryGames.length + demoThirdPartyGames.length;

describe('the game centre catalogue and follows', () => {
  let t: TestApp;
  let member: string;
  let agent: string;
  beforeAll(async () => {
    t = await createTestApp();
    member = await signIn(t.app, 'member01', 'Member123');
    agent = await signIn(t.app, 'agent01', 'Agent1234');
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const data = async <T extends z.ZodType>(
    url: string,
    schema: T,
    headers: Record<string, string> = {},
  ): Promise<z.infer<T>> => {
    const response = await get(url, headers);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, msg: 'success' });
    return schema.parse(response.json().data);
  };
  const refused = async (request: InjectOptions, status: number, code: string) => {
    const response = await t.app.inject(request);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ code, statusCode: status });
    return response.json() as { msg: string };
  };
  const list = (query: string, headers: Record<string, string> = {}) =>
    data(`/app-api/game/list-all?${query}`, gamePage, headers);

  describe('GET /app-api/game/group', () => {
    it('answers the seven categories in the spec’s order, each with its icon', async () => {
      const categories = await data('/app-api/game/group', z.array(gameCategory));
      expect(categories.map((c) => c.type)).toEqual([...gameCategories]);
      expect(categories.map((c) => c.name)).toEqual([
        '热门',
        '彩票',
        '捕鱼',
        '电子',
        '棋牌',
        '真人',
        '体育',
      ]);
      const icon = await get(categories[2]!.imageUrl);
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toBe('image/svg+xml');
      expect(icon.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('refuses another company’s code and unknown parameters', async () => {
      await refused(
        { method: 'GET', url: '/app-api/game/group?companyCode=other' },
        400,
        'SYS/VALIDATION',
      );
      await refused({ method: 'GET', url: '/app-api/game/group?sneaky=1' }, 400, 'SYS/VALIDATION');
    });
  });

  describe('GET /app-api/game/list-all', () => {
    it('pages every game 30 at a time by default', async () => {
      const first = await list('');
      expect(first.totalCount).toBe(totalGames);
      expect(first.data).toHaveLength(30);
      const second = await list('page=2');
      expect(second.data).toHaveLength(totalGames - 30);
      const ids = [...first.data, ...second.data].map((g) => g.gameId);
      expect(new Set(ids).size).toBe(totalGames);
    });

    it('answers a category: hot by rank, lottery games without a provider', async () => {
      const hot = await list('groupType=hot');
      expect(hot.data.length).toBeGreaterThan(10);
      expect(hot.data.every((g) => g.hot > 0)).toBe(true);
      const ranks = hot.data.map((g) => g.hot);
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
      const lottery = await list('groupType=LOTTERY');
      expect(lottery.totalCount).toBe(demoLotteryGames.length);
      for (const game of lottery.data) {
        expect(game).toMatchObject({
          category: 'LOTTERY',
          type: 'LOTTERY',
          liveCode: '',
          providerName: '',
        });
        expect(game.gameCode).toBe(String(game.gameId));
      }
      for (const category of ['fish', 'electronic', 'card', 'live', 'sport'] as const) {
        const page = await list(`groupType=${category}`);
        expect(page.totalCount, category).toBe(
          demoThirdPartyGames.filter((g) => g.category === category).length,
        );
        expect(page.data.every((g) => g.category === category && g.liveCode && g.providerUrl)).toBe(
          true,
        );
      }
      const live = await list('groupType=live');
      expect(
        live.data.every(
          (g) => g.appDisplay === 1 && g.landscapeUrl.startsWith('/sys-upload/images/'),
        ),
      ).toBe(true);
    });

    it('filters by trimmed name (any case, % and _ plain) and by providers', async () => {
      const baccarat = await list(`searchText=${encodeURIComponent(' 百家乐 ')}`);
      expect(baccarat.totalCount).toBeGreaterThanOrEqual(5);
      expect(baccarat.data.every((g) => g.gameName.includes('百家乐'))).toBe(true);
      expect((await list('searchText=vip')).data.map((g) => g.gameName)).toEqual(['VIP百家乐']);
      expect((await list('searchText=%25')).totalCount).toBe(0);
      const two = await list('groupType=live&liveCode=JLSX');
      expect(two.totalCount).toBeGreaterThan(0);
      expect(two.data.every((g) => g.liveCode === 'JLSX')).toBe(true);
      const all = await list('groupType=live&liveCode=all_provider');
      expect(all.totalCount).toBe(demoThirdPartyGames.filter((g) => g.category === 'live').length);
    });

    it('refuses bad input with a clear 400', async () => {
      for (const query of [
        'groupType=casino',
        'rows=0',
        'rows=101',
        'page=0',
        'page=x',
        'liveCode=%3Cx%3E',
        'sneaky=1',
        'companyCode=other',
      ]) {
        await refused(
          { method: 'GET', url: `/app-api/game/list-all?${query}` },
          400,
          'SYS/VALIDATION',
        );
      }
    });

    it('reads a stale token as a guest', async () => {
      const page = await list('rows=1', bearer('not-a-token'));
      expect(page.data[0]?.isFollow).toBe(0);
    });
  });

  describe('GET /app-api/game/group-type', () => {
    it('answers each category’s providers once, the hot tab’s too', async () => {
      const all = await data('/app-api/game/group-type', z.array(categoryProviders));
      expect(all.map((entry) => entry.type)).toEqual([...gameCategories]);
      const byType = Object.fromEntries(
        all.map((entry) => [entry.type, entry.providers.map((p) => p.liveCode)]),
      );
      expect(byType.LOTTERY).toEqual([]);
      expect(byType.live).toEqual(['XGLIVE', 'JLSX']);
      expect(byType.fish).toEqual(['FYBY']);
      expect(new Set(byType.hot).size).toBe(byType.hot!.length);
      expect(byType.hot!.length).toBeGreaterThanOrEqual(4);
      const card = await data(
        '/app-api/game/group-type?groupType=card',
        z.array(categoryProviders),
      );
      expect(card).toHaveLength(1);
      expect(card[0]!.providers.map((p) => p.liveCode)).toEqual(['JLSX', 'QXQP']);
    });

    it('refuses an unknown category, another company and unknown parameters', async () => {
      await refused(
        { method: 'GET', url: '/app-api/game/group-type?groupType=x' },
        400,
        'SYS/VALIDATION',
      );
      for (const query of ['companyCode=other', 'sneaky=1']) {
        await refused(
          { method: 'GET', url: `/app-api/game/group-type?${query}` },
          400,
          'SYS/VALIDATION',
        );
      }
    });
  });

  describe('GET /sys-upload/data/json/game_center.json', () => {
    it('publishes the categories and every game, followed by no one', async () => {
      const response = await get('/sys-upload/data/json/game_center.json');
      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).toBeTruthy();
      const file = gameCenterFile.parse(response.json());
      expect(file.categories.map((c) => c.type)).toEqual([...gameCategories]);
      expect(file.games).toHaveLength(totalGames);
      expect(file.games.every((g) => g.isFollow === 0)).toBe(true);
      expect(file.games.filter((g) => g.maintain !== '').length).toBe(
        demoThirdPartyGames.filter((g) => g.maintain).length,
      );
    });
  });

  describe('POST /app-api/game/toggle-like and GET /app-api/game/follow-ids', () => {
    const toggle = (token: string | undefined, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/app-api/game/toggle-like',
        headers: token ? bearer(token) : {},
        payload: payload as Record<string, unknown>,
      });
    const followRows = () => t.app.database.db.select().from(gameFollows);

    it('needs a member', async () => {
      await refused(
        { method: 'POST', url: '/app-api/game/toggle-like', payload: { gameId: 1001, like: 1 } },
        401,
        'UC/NOT_LOGGED_IN',
      );
      await refused({ method: 'GET', url: '/app-api/game/follow-ids' }, 401, 'UC/NOT_LOGGED_IN');
      await refused(
        { method: 'GET', url: '/app-api/game/follow-ids?sneaky=1', headers: bearer(member) },
        400,
        'SYS/VALIDATION',
      );
      await refused(
        { method: 'GET', url: '/app-api/game/follow-ids', headers: bearer('stale-token') },
        400,
        'UC/TOKEN_INVALID',
      );
      expect(await followRows()).toEqual([]);
    });

    it('refuses bad input and changes nothing', async () => {
      for (const payload of [
        {},
        { gameId: 1001 },
        { gameId: 1001, like: 2 },
        { gameId: 0, like: 1 },
        { gameId: 'x', like: 1 },
        { gameId: 1001, like: 1, extra: 1 },
      ]) {
        const response = await toggle(member, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().code).toBe('SYS/VALIDATION');
      }
      await refused(
        {
          method: 'POST',
          url: '/app-api/game/toggle-like',
          headers: bearer(member),
          payload: { gameId: 999_999, like: 1 },
        },
        404,
        'GAME/NOT_FOUND',
      );
      expect(await followRows()).toEqual([]);
    });

    it('follows and unfollows for the caller only', async () => {
      const followed = await toggle(member, { gameId: 1001, like: 1 });
      expect(toggleLikeAnswer.parse(followed.json().data)).toEqual({ gameId: 1001, isFollow: 1 });
      // Again: still one row (idempotent); a form body works too.
      const again = await t.app.inject({
        method: 'POST',
        url: '/app-api/game/toggle-like',
        headers: { ...bearer(member), 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'gameId=1001&like=1',
      });
      expect(again.statusCode).toBe(200);
      expect(await followRows()).toHaveLength(1);

      // The agent's token changes only the agent's follows.
      expect((await toggle(agent, { gameId: 1001, like: 0 })).statusCode).toBe(200);
      expect((await toggle(agent, { gameId: 110, like: 1 })).statusCode).toBe(200);
      expect(await data('/app-api/game/follow-ids', followIdsAnswer, bearer(member))).toEqual({
        gameIds: [1001],
      });
      expect(await data('/app-api/game/follow-ids', followIdsAnswer, bearer(agent))).toEqual({
        gameIds: [110],
      });

      const memberFish = await list('groupType=fish', bearer(member));
      expect(memberFish.data.find((g) => g.gameId === 1001)?.isFollow).toBe(1);
      const agentFish = await list('groupType=fish', bearer(agent));
      expect(agentFish.data.find((g) => g.gameId === 1001)?.isFollow).toBe(0);
      const guestFish = await list('groupType=fish');
      expect(guestFish.data.every((g) => g.isFollow === 0)).toBe(true);

      await toggle(member, { gameId: 1001, like: 0 });
      expect(await data('/app-api/game/follow-ids', followIdsAnswer, bearer(member))).toEqual({
        gameIds: [],
      });
      expect(await data('/app-api/game/follow-ids', followIdsAnswer, bearer(agent))).toEqual({
        gameIds: [110],
      });
    });

    it('refuses a disabled game', async () => {
      await t.app.database.db.update(games).set({ enabled: false }).where(eq(games.gameId, 1002));
      await refused(
        {
          method: 'POST',
          url: '/app-api/game/toggle-like',
          headers: bearer(member),
          payload: { gameId: 1002, like: 1 },
        },
        404,
        'GAME/NOT_FOUND',
      );
      const rows = await t.app.database.db
        .select()
        .from(gameFollows)
        .where(and(eq(gameFollows.gameId, 1002)));
      expect(rows).toEqual([]);
      await t.app.database.db.update(games).set({ enabled: true }).where(eq(games.gameId, 1002));
    });
  });
});
