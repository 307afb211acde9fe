import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appConfigFile,
  configFile,
  fiveElementsFile,
  webSystemConfigFile,
} from '@lottery/contracts';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const base = '/sys-upload/data/json';

describe('GET /sys-upload/data/json/*', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 2024-03-01 falls in the lunar year 甲辰 (2024).
    t = await createTestApp({ overrides: { now: () => new Date('2024-03-01T04:00:00Z') } });
  });
  afterAll(() => t.close());

  it('serves config.json from the database with ETag and Cache-Control', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${base}/config.json?_t=1732230000000` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=5, must-revalidate');
    const file = configFile.parse(res.json());
    expect(file.sys_config.time_zone).toBe('Asia/Shanghai');
    expect(file.color_theme).toHaveLength(8);
    expect(file.system_config).toContainEqual({ configKey: 'hy_is_cancel', configValue: '1' });
    expect(file.system_config.map((entry) => entry.configKey)).not.toContain('api_external');
  });

  it('answers 304 when the ETag still matches', async () => {
    const first = await t.app.inject({ method: 'GET', url: `${base}/config.json` });
    const again = await t.app.inject({
      method: 'GET',
      url: `${base}/config.json`,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves app_config.json and web_system_config.json', async () => {
    const app = appConfigFile.parse(
      (await t.app.inject({ method: 'GET', url: `${base}/app_config.json` })).json(),
    );
    expect(app.home_lottery_setting[0]).toEqual({ gameId: 110, gameName: '澳门六合彩' });
    const web = webSystemConfigFile.parse(
      (await t.app.inject({ method: 'GET', url: `${base}/web_system_config.json` })).json(),
    );
    expect(web.online_service_url).toBe('/about/contact-us');
  });

  it('serves the five elements of the current lunar year', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${base}/five-elements.json` });
    const [year] = fiveElementsFile.parse(res.json());
    expect(year?.year).toBe(2024);
    expect(year?.data.find((entry) => entry.element === '金')?.values).toEqual([
      4, 5, 12, 13, 26, 27, 34, 35, 42, 43,
    ]);
  });

  it('answers unknown files with 404 and bad queries with 400', async () => {
    const missing = await t.app.inject({ method: 'GET', url: `${base}/secrets.json` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'SYS/NOT_FOUND', msg: '文件不存在' });
    const traversal = await t.app.inject({ method: 'GET', url: `${base}/..%2F..%2Fetc%2Fpasswd` });
    expect(traversal.statusCode).toBe(404);
    const badT = await t.app.inject({ method: 'GET', url: `${base}/config.json?_t=abc` });
    expect(badT.statusCode).toBe(400);
    expect(badT.json().msg).toMatch(/_t/);
  });
});

describe('publication across processes', () => {
  it('a second process sharing the database and bus serves the regenerated file', async () => {
    const { createMemoryBus } = await import('../../../src/realtime/bus');
    const { buildApp } = await import('../../../src/app');
    const { testConfig } = await import('../../helpers/test-app');
    const bus = createMemoryBus();
    const first = await createTestApp({ overrides: { bus } });
    const second = await buildApp(testConfig(), { database: first.testDatabase.database, bus });
    try {
      const stale = await second.inject({ method: 'GET', url: `${base}/web_system_config.json` });
      await first.app.services.settings.setSystemConfig({
        configKey: 'hy_is_cancel',
        configValue: '0',
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const fresh = await second.inject({ method: 'GET', url: `${base}/web_system_config.json` });
      expect(fresh.headers.etag).not.toBe(stale.headers.etag);
      expect(fresh.json().hy_is_cancel).toBe('0');
    } finally {
      await second.close();
      await first.close();
    }
  });
});
