import { afterEach, describe, expect, it } from 'vitest';
import {
  appConfigFile,
  configFile,
  operatorTokenHeader,
  webSystemConfigFile,
} from '@lottery/contracts';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const token = 'operator-token-for-tests-0123456789';
const url = '/app-api/operator/system-config';

describe('POST /app-api/operator/system-config', () => {
  let t: TestApp;
  afterEach(() => t.close());

  const read = async (file: string) =>
    await t.app.inject({ method: 'GET', url: `/sys-upload/data/json/${file}` });

  it('is refused when no operator token is configured', async () => {
    t = await createTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { [operatorTokenHeader]: token },
      payload: { configKey: 'vcode_style', configValue: '3' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'OP/DISABLED', msg: '运营接口未启用' });
  });

  it('is refused with a wrong or missing token, changing nothing', async () => {
    t = await createTestApp({ config: { OPERATOR_TOKEN: token } });
    const before = (await read('web_system_config.json')).body;
    for (const given of [undefined, 'wrong-token-wrong-token-wrong']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: given ? { [operatorTokenHeader]: given } : {},
        payload: { configKey: 'vcode_style', configValue: '3' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'OP/UNAUTHORIZED', msg: '运营凭证无效' });
    }
    expect((await read('web_system_config.json')).body).toBe(before);
  });

  it('changes a setting and republishes the files built from it with a new ETag', async () => {
    t = await createTestApp({ config: { OPERATOR_TOKEN: token } });
    const before = await read('config.json');
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { [operatorTokenHeader]: token },
      payload: { configKey: 'vcode_style', configValue: '3' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: 'success', data: null });

    const after = await read('config.json');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const entries = configFile.parse(after.json()).system_config;
    expect(entries).toContainEqual({ configKey: 'vcode_style', configValue: '3' });
    expect(
      webSystemConfigFile.parse((await read('web_system_config.json')).json()).vcode_style,
    ).toBe('3');
  });

  it('keeps private settings out of the published files', async () => {
    t = await createTestApp({ config: { OPERATOR_TOKEN: token } });
    await t.app.inject({
      method: 'POST',
      url,
      headers: { [operatorTokenHeader]: token },
      payload: { configKey: 'payment_secret', configValue: 'hunter2', isPublic: false },
    });
    expect((await read('config.json')).body).not.toContain('hunter2');
    expect((await read('web_system_config.json')).body).not.toContain('payment_secret');
  });

  it('rebuilds app_config.json when the home lottery games change', async () => {
    t = await createTestApp({ config: { OPERATOR_TOKEN: token } });
    await t.app.inject({
      method: 'POST',
      url,
      headers: { [operatorTokenHeader]: token },
      payload: { configKey: 'home_lottery_setting', configValue: '70, 999, 71' },
    });
    expect((await read('app_config.json')).json().home_lottery_setting).toEqual([
      { gameId: 70, gameName: '香港六合彩' },
      { gameId: 71, gameName: '极速六合彩' },
    ]);
  });
});

describe('POST /app-api/operator/system-config with site_theme', () => {
  let t: TestApp;
  afterEach(() => t.close());

  const setTheme = (configValue: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { [operatorTokenHeader]: token },
      payload: { configKey: 'site_theme', configValue },
    });
  const read = async (file: string) =>
    await t.app.inject({ method: 'GET', url: `/sys-upload/data/json/${file}` });
  const appConfig = () => read('app_config.json');
  const publishedTheme = async () => appConfigFile.parse((await appConfig()).json()).theme;

  it('wins over THEME in app_config.json, republished with a new ETag', async () => {
    t = await createTestApp({ config: { OPERATOR_TOKEN: token } });
    const before = await appConfig();
    expect(appConfigFile.parse(before.json()).theme).toBe('theme4');

    for (const theme of ['theme2', 'theme1', 'theme3'] as const) {
      const res = await setTheme(theme);
      expect(res.statusCode).toBe(200);
      expect(await publishedTheme()).toBe(theme);
    }
    expect((await appConfig()).headers.etag).not.toBe(before.headers.etag);
  });

  it('refuses a value that is not a theme with a 400 naming the key, changing nothing', async () => {
    t = await createTestApp({ config: { OPERATOR_TOKEN: token } });
    expect((await setTheme('theme2')).statusCode).toBe(200);
    const before = await appConfig();
    const stored = (await read('web_system_config.json')).body;

    for (const value of ['theme5', 'Theme1', ' theme1', 'dark']) {
      const res = await setTheme(value);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'SYS/VALIDATION',
        msg: '请求体 参数 configValue 错误：site_theme 应为 theme1、theme2、theme3、theme4 之一，或留空以使用 THEME 设置',
      });
    }
    const after = await appConfig();
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(appConfigFile.parse(after.json()).theme).toBe('theme2');
    expect((await read('web_system_config.json')).body).toBe(stored);
  });

  it('falls back to THEME when cleared', async () => {
    t = await createTestApp({ config: { OPERATOR_TOKEN: token, THEME: 'theme3' } });
    expect(await publishedTheme()).toBe('theme3');
    expect((await setTheme('theme1')).statusCode).toBe(200);
    expect(await publishedTheme()).toBe('theme1');
    expect((await setTheme('')).statusCode).toBe(200);
    expect(await publishedTheme()).toBe('theme3');
  });

  it('falls back to THEME when the stored value is not a theme (written around the operator call)', async () => {
    t = await createTestApp({ config: { OPERATOR_TOKEN: token, THEME: 'theme1' } });
    await t.app.services.settings.setSystemConfig({
      configKey: 'site_theme',
      configValue: 'theme9',
    });
    expect(await publishedTheme()).toBe('theme1');
  });
});
