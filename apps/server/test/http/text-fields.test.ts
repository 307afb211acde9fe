import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { errorBody, operatorTokenHeader, textMessages } from '@lottery/contracts';
import { bearer, form, seal, signIn } from '../helpers/accounts';
import { errorLineSink } from '../helpers/app-probes';
import { createTestApp, type TestApp } from '../helpers/test-app';

const operatorToken = 'operator-token-for-text-field-tests-0123';
const nul = 'a\u0000b';

/** Issue 17: control characters refused with a 400 naming the field; plain text kept as typed. */
describe('text fields', () => {
  let t: TestApp;
  let token = '';
  const errorLines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      config: { OPERATOR_TOKEN: operatorToken, LOG_LEVEL: 'warn' },
      overrides: { logStream: errorLineSink(errorLines) },
    });
    token = await signIn(t.app);
  });
  afterAll(() => t.close());

  const query = (path: string, fields: Record<string, string>) =>
    `/app-api${path}?${new URLSearchParams(fields).toString()}`;
  const bankForm = async (fields: Record<string, string> = {}) => ({
    type: '2',
    bankName: '中国工商银行',
    bankAccount: '6222021234567890',
    accountName: '张伟',
    bankBranch: '北京分行',
    fundPwd: await seal(t.app, '1234'),
    ...fields,
  });

  // Each of these answered 500 and logged a stack (PostgreSQL refuses a NUL in text).
  const cases: [string, string, string, () => Promise<InjectOptions>][] = [
    [
      'checkUnique',
      'account',
      '查询参数',
      async () => ({ method: 'GET', url: query('/v/user/checkUnique', { account: nul }) }),
    ],
    [
      'the template list',
      'playCateName',
      '查询参数',
      async () => ({
        method: 'GET',
        url: query('/game-document/template', { gameId: '71', playCateName: nul }),
      }),
    ],
    [
      'the game list',
      'searchText',
      '查询参数',
      async () => ({ method: 'GET', url: query('/game/list-all', { searchText: nul }) }),
    ],
    [
      'the gallery groups',
      'searchText',
      '查询参数',
      async () => ({
        method: 'GET',
        url: query('/gallery/group', { gameId: '71', searchText: nul }),
      }),
    ],
    [
      'the gallery search',
      'searchText',
      '查询参数',
      async () => ({
        method: 'GET',
        url: query('/gallery/search', { gameId: '71', searchText: nul }),
      }),
    ],
    [
      'login',
      'account',
      '请求体',
      async () => ({
        method: 'POST',
        url: '/app-api/v/user/login',
        ...form({ account: nul, password: await seal(t.app, 'Member123') }),
      }),
    ],
    [
      'the slider verification',
      'id',
      '请求体',
      async () => ({
        method: 'POST',
        url: '/app-api/v/captcha/slider/verify',
        payload: { id: nul, x: 10 },
      }),
    ],
    [
      'modifyUserInfo',
      'nickname',
      '请求体',
      async () => ({
        method: 'POST',
        url: '/app-api/api/user/modifyUserInfo',
        headers: bearer(token),
        payload: { nickname: nul },
      }),
    ],
    [
      'updatePasswordByAccount',
      'account',
      '请求体',
      async () => ({
        method: 'POST',
        url: '/app-api/api/user/updatePasswordByAccount',
        ...form({
          account: nul,
          oldPassword: await seal(t.app, 'Member123'),
          newPassword: await seal(t.app, 'Member456'),
          confirmPassword: await seal(t.app, 'Member456'),
        }),
      }),
    ],
    ...(['bankName', 'bankAccount', 'accountName', 'bankBranch'] as const).map(
      (field): [string, string, string, () => Promise<InjectOptions>] => [
        'updateBank',
        field,
        '请求体',
        async () => ({
          method: 'POST',
          url: '/app-api/api/user/updateBank',
          headers: bearer(token),
          payload: await bankForm({ [field]: `6222${nul}` }),
        }),
      ],
    ),
    [
      'the operator’s system config',
      'configValue',
      '请求体',
      async () => ({
        method: 'POST',
        url: '/app-api/operator/system-config',
        headers: { [operatorTokenHeader]: operatorToken },
        payload: { configKey: 'fuzz_setting', configValue: nul },
      }),
    ],
  ];

  it.each(cases)(
    'a NUL in %s answers 400 naming %s, and nothing is logged as an error',
    async (_route, field, location, request) => {
      const logged = errorLines.length;
      const res = await t.app.inject(await request());
      expect(res.statusCode, res.body).toBe(400);
      expect(errorBody.parse(res.json())).toMatchObject({
        code: 'SYS/VALIDATION',
        msg: `${location} 参数 ${field} 错误：${textMessages.controlCharacter}`,
        statusCode: 400,
      });
      expect(errorLines.slice(logged)).toEqual([]);
    },
  );

  it('refuses the other control characters too, and takes line feeds in the config value', async () => {
    for (const control of ['\u0001', '\t', '\r', '\u007f', '\u0085', '\u2028', '\u202e']) {
      const res = await t.app.inject({
        method: 'GET',
        url: query('/game/list-all', { searchText: `六${control}合` }),
      });
      expect(res.statusCode, JSON.stringify(control)).toBe(400);
    }
    const multiLine = await t.app.inject({
      method: 'POST',
      url: '/app-api/operator/system-config',
      headers: { [operatorTokenHeader]: operatorToken },
      payload: { configKey: 'fuzz_setting', configValue: '第一行\r\n第二行' },
    });
    expect(multiLine.statusCode, multiLine.body).toBe(200);
    expect(await t.app.services.settings.systemConfigValue('fuzz_setting')).toBe('第一行\n第二行');
  });

  it('stores a nickname exactly as typed: entities are not decoded, markup is not stripped', async () => {
    const modify = (nickname: string) => {
      const { headers, payload } = form({ nickname });
      return t.app.inject({
        method: 'POST',
        url: '/app-api/api/user/modifyUserInfo',
        headers: { ...headers, ...bearer(token) },
        payload,
      });
    };
    const info = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/app-api/api/user/info', headers: bearer(token) })
      ).json().data.userInfo.nickname as string;

    const typed = '&lt;u&gt;X&lt;/u&gt;';
    const res = await modify(typed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.userInfo.nickname).toBe(typed);
    expect(await info()).toBe(typed);

    expect((await modify('<u>X</u> & "Y"')).statusCode).toBe(200);
    expect(await info()).toBe('<u>X</u> & "Y"');
  });

  it('stores the bank fields exactly as typed', async () => {
    const fields = {
      bankName: '&lt;b&gt;工商&lt;/b&gt;',
      accountName: '<i>张伟</i>',
      bankBranch: '北京 & "朝阳" &amp; 分行',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/app-api/api/user/updateBank',
      headers: bearer(token),
      payload: await bankForm(fields),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject(fields);
    const list = await t.app.inject({
      method: 'GET',
      url: '/app-api/api/user/bankList',
      headers: bearer(token),
    });
    expect(list.json().data).toEqual(expect.arrayContaining([expect.objectContaining(fields)]));
  });
});
