import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameCenterFile, isUnderMaintenance, parseMaintain } from '@lottery/contracts';
import { gameIconSvg, gameLandscapeSvg } from '../../../src/modules/games/game-art';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('the demo game centre', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const catalogue = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sys-upload/data/json/game_center.json',
    });
    return gameCenterFile.parse(response.json());
  };

  it('has dozens of games in every category from several providers, with hot ranks', async () => {
    const { games } = await catalogue();
    expect(games.length).toBeGreaterThanOrEqual(40);
    for (const category of ['LOTTERY', 'fish', 'electronic', 'card', 'live', 'sport']) {
      expect(games.filter((g) => g.category === category).length, category).toBeGreaterThanOrEqual(
        4,
      );
    }
    expect(new Set(games.map((g) => g.liveCode).filter(Boolean)).size).toBeGreaterThanOrEqual(5);
    const hot = games.filter((g) => g.hot > 0);
    expect(hot.length).toBeGreaterThanOrEqual(10);
    expect(new Set(hot.map((g) => g.category)).size).toBeGreaterThanOrEqual(5);
  });

  it('has games in maintenance now and later, in the system time zone', async () => {
    const { games } = await catalogue();
    const timeZone = await t.app.services.settings.timeZone();
    const windows = games.filter((g) => g.maintain !== '');
    expect(windows.every((g) => parseMaintain(g.maintain) !== undefined)).toBe(true);
    const now = windows.filter((g) => isUnderMaintenance(g.maintain, Date.now(), timeZone));
    expect(now.map((g) => g.gameName).sort()).toEqual(['VIP百家乐', '连环夺宝', '龙王捕鱼'].sort());
    const later = windows.filter((g) => !isUnderMaintenance(g.maintain, Date.now(), timeZone));
    expect(later).toHaveLength(4);
    expect(
      later.every((g) =>
        isUnderMaintenance(g.maintain, Date.now() + 3 * 86_400_000 + 3_600_000, timeZone),
      ),
    ).toBe(true);
  });

  it('serves every game’s generated icon and landscape card for a year', async () => {
    const { games } = await catalogue();
    const urls = new Set(
      games.flatMap((g) => [g.imageUrl, g.landscapeUrl, g.providerUrl]).filter(Boolean),
    );
    expect(urls.size).toBeGreaterThanOrEqual(games.length * 2);
    for (const url of [...urls].slice(0, 12)) {
      const image = await t.app.inject({ method: 'GET', url });
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(image.headers['cache-control']).toContain('immutable');
    }
  });
});

describe('the game art', () => {
  it('draws a named, well-formed icon and landscape card, the same every time', () => {
    const spec = { gameName: '龙虎斗<&>', category: 'card' as const, providerName: '七星棋牌' };
    const icon = gameIconSvg(spec).toString();
    expect(gameIconSvg(spec).toString()).toBe(icon);
    expect(icon).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="240" height="240"/);
    expect(icon).toContain('>龙虎斗&lt;&amp;&gt;</text>');
    expect(icon.endsWith('</svg>')).toBe(true);
    const landscape = gameLandscapeSvg(spec).toString();
    expect(landscape).toContain('width="690" height="280"');
    expect(landscape).toContain('>七星棋牌</text>');
    expect(gameIconSvg({ ...spec, gameName: '百家乐' }).toString()).not.toBe(icon);
  });
});
