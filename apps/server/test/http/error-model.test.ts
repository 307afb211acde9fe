import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, operatorTokenHeader } from '@lottery/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';

const token = 'operator-token-for-tests-0123456789';
const path = '/app-api/operator/system-config';
const headers = { [operatorTokenHeader]: token, 'content-type': 'application/json' };

describe('the error model', () => {
  let t: TestApp;
  const configJson = async () =>
    (await t.app.inject({ method: 'GET', url: '/sys-upload/data/json/config.json' })).body;

  beforeAll(async () => {
    t = await createTestApp({ config: { OPERATOR_TOKEN: token, BODY_LIMIT: 2048 } });
    t.app.get('/app-api/test/boom', async () => {
      throw new Error('secret internal detail at /srv/app.ts:42');
    });
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('answers an unknown API route with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app-api/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'SYS/NOT_FOUND',
      msg: '请求的资源不存在',
      message: '请求的资源不存在',
      statusCode: 404,
    });
  });

  it('hides the cause of a 500 and keeps the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app-api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(errorBody.parse(res.json()).code).toBe('SYS/INTERNAL');
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('app.ts');
  });

  describe('bad input to a POST changes nothing', () => {
    let before: string;
    beforeAll(async () => {
      before = await configJson();
    });

    const cases: [
      string,
      { payload: string; headers?: Record<string, string> },
      number,
      string | RegExp,
    ][] = [
      ['malformed JSON', { payload: '{"configKey": "a",' }, 400, '请求内容不是有效的 JSON'],
      ['an empty JSON body', { payload: '' }, 400, '请求内容不是有效的 JSON'],
      [
        'a wrong type',
        { payload: JSON.stringify({ configKey: 'vcode_style', configValue: 3 }) },
        400,
        /configValue/,
      ],
      [
        'a missing field',
        { payload: JSON.stringify({ configKey: 'vcode_style' }) },
        400,
        /configValue/,
      ],
      [
        'an unknown field',
        { payload: JSON.stringify({ configKey: 'vcode_style', configValue: '3', sneaky: 1 }) },
        400,
        '请求体 包含未知参数：sneaky',
      ],
      [
        'a body over the limit',
        { payload: JSON.stringify({ configKey: 'vcode_style', configValue: 'x'.repeat(4000) }) },
        413,
        '请求内容过大',
      ],
      [
        'an unsupported content type',
        { payload: '<xml/>', headers: { 'content-type': 'application/xml' } },
        415,
        '不支持的请求内容类型',
      ],
    ];

    it.each(cases)('%s gets a clear 4xx', async (_name, request, status, message) => {
      const res = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { ...headers, ...request.headers },
        payload: request.payload,
      });
      expect(res.statusCode).toBe(status);
      const body = errorBody.parse(res.json());
      expect(body.statusCode).toBe(status);
      expect(body.msg).toBe(body.message);
      if (typeof message === 'string') expect(body.msg).toBe(message);
      else expect(body.msg).toMatch(message);
      expect(await configJson()).toBe(before);
    });

    it('names the field in Chinese', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: path,
        headers,
        payload: JSON.stringify({ configKey: 'vcode_style', configValue: 3 }),
      });
      expect(res.json().msg).toBe(
        '请求体 参数 configValue 错误：无效输入：期望 string，实际接收 数字',
      );
    });

    it('rejects unknown query parameters on reads', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/app-api/company/get?admin=1' });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('查询参数 包含未知参数：admin');
    });
  });
});
