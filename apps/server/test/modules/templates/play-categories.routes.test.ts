import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playCategory, z } from '@lottery/contracts';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('GET /app-api/game-document/template/play-cate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const get = (query: string) =>
    t.app.inject({ method: 'GET', url: `/app-api/game-document/template/play-cate${query}` });

  it("answers a game's play categories in their order", async () => {
    const response = await get('?gameId=110&_t=1');
    expect(response.statusCode).toBe(200);
    const categories = z.array(playCategory).parse(response.json().data);
    expect(categories.map((c) => c.name)).toEqual([
      '特码',
      '平特',
      '生肖',
      '波色',
      '尾数',
      '单双',
      '大小',
      '五行',
      '家禽野兽',
    ]);
    expect(categories.every((c) => c.gameId === 110)).toBe(true);
  });

  it('gives the fast games fewer categories (no 更多 toggle)', async () => {
    const categories = z.array(playCategory).parse((await get('?gameId=71')).json().data);
    expect(categories).toHaveLength(5);
  });

  it('refuses an unknown game with 404 GAME/NOT_FOUND', async () => {
    const response = await get('?gameId=9999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'GAME/NOT_FOUND', msg: '游戏不存在' });
  });

  it.each(['', '?gameId=abc', '?gameId=-1', '?gameId=110&rows=5'])(
    'refuses bad parameters %j with 400',
    async (query) => {
      const response = await get(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('SYS/VALIDATION');
    },
  );
});
