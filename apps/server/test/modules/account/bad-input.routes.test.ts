import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '@lottery/contracts';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bearer, form, seal, signIn } from '../../helpers/accounts';

/**
 * Every account call with malformed input: a clear 4xx, and the member's profile, balance,
 * bank accounts and messages exactly as before.
 */
describe('bad input to every account call', () => {
  let t: TestApp;
  let token: string;
  let sealed: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await signIn(t.app);
    sealed = await seal(t.app, 'Member123');
  });
  afterAll(() => t.close());

  const snapshot = async () =>
    JSON.stringify(
      await Promise.all(
        ['/api/user/info', '/api/user/bankList', '/api/pushMessage/queryAll'].map(async (url) => {
          const res = await t.app.inject({
            method: 'GET',
            url: `/app-api${url}`,
            headers: bearer(token),
          });
          return res.json();
        }),
      ),
    );

  const long = 'x'.repeat(5000);
  type Case = [string, string, () => Record<string, string>];
  const posts: Case[] = [
    ['login: over-long account', '/v/user/login', () => ({ account: long, password: sealed })],
    [
      'login: unknown field',
      '/v/user/login',
      () => ({ account: 'member01', password: sealed, role: 'admin' }),
    ],
    [
      'reg: over-long email',
      '/v/user/reg',
      () => ({ account: 'badinput1', password: sealed, confirmPassword: sealed, email: long }),
    ],
    [
      'reg: password not encrypted',
      '/v/user/reg',
      () => ({ account: 'badinput1', password: 'Member123', confirmPassword: 'Member123' }),
    ],
    ['updatePassword: missing fields', '/api/user/updatePassword', () => ({ oldPassword: sealed })],
    [
      'updatePassword: wrong types',
      '/api/user/updatePassword',
      () => ({ oldPassword: '1', newPassword: '2', confirmPassword: '3' }),
    ],
    [
      'updatePasswordByAccount: SQL account',
      '/api/user/updatePasswordByAccount',
      () => ({
        account: "member01' --",
        oldPassword: sealed,
        newPassword: sealed,
        confirmPassword: sealed,
      }),
    ],
    ['updateFundPwd: missing fundPwd', '/api/user/updateFundPwd', () => ({ oldFundPwd: sealed })],
    [
      'updateBank: over-long bank name',
      '/api/user/updateBank',
      () => ({
        type: '2',
        bankName: long,
        bankAccount: '6222000011112222',
        accountName: '张伟',
        fundPwd: sealed,
      }),
    ],
    [
      'updateBank: HTML account number',
      '/api/user/updateBank',
      () => ({
        type: '2',
        bankName: '银行',
        bankAccount: '<img src=x>',
        accountName: '张伟',
        fundPwd: sealed,
      }),
    ],
    [
      'updateBank: negative id',
      '/api/user/updateBank',
      () => ({
        id: '-1',
        type: '2',
        bankName: '银行',
        bankAccount: '6222000011112222',
        accountName: '张伟',
        fundPwd: sealed,
      }),
    ],
    ['modifyUserInfo: avatar out of range', '/api/user/modifyUserInfo', () => ({ avatarId: '0' })],
    ['modifyUserInfo: over-long nickname', '/api/user/modifyUserInfo', () => ({ nickname: long })],
    [
      'modifyUserInfo: bad birthday',
      '/api/user/modifyUserInfo',
      () => ({ birthday: "2020-13-45' or 1=1" }),
    ],
    ['modifyUserInfo: unknown field', '/api/user/modifyUserInfo', () => ({ isAgent: 'true' })],
    [
      'chat colour: not a number',
      '/api/v2/user/update/chat-theme-color',
      () => ({ colorId: 'red' }),
    ],
    ['cash password: ciphertext under no key', '/v/user/check/cashPassword', () => ({})],
  ];

  it.each(posts)('%s', async (_name, url, fields) => {
    const before = await snapshot();
    const body = form(fields());
    const query = url.endsWith('cashPassword')
      ? '?cashPassword=nokey.QUJDREVGR0hJSktMTU5PUFFSU1RVVg%3D%3D'
      : '';
    const res = await t.app.inject({
      method: 'POST',
      url: `/app-api${url}${query}`,
      ...body,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const error = errorBody.parse(res.json());
    expect(error.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(await snapshot()).toBe(before);
  });

  it.each([
    '/v/user/checkUnique?account=',
    `/v/user/checkUnique?account=${'a'.repeat(100)}`,
    '/api/pushMessage/queryAll?rows=abc',
    '/api/pushMessage/modifyReadStatus?id=0',
    '/api/pushMessage/remove?id=99999999999999999999',
    '/api/user/info?debug=1',
    '/v/vCode?m=login',
  ])('GET %s answers a clear 400', async (url) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/app-api${url}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(400);
    expect(errorBody.parse(res.json()).msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers 401 to every member call without a token', async () => {
    for (const url of [
      '/api/user/info',
      '/api/user/money/check',
      '/api/user/status',
      '/api/user/bankList',
      '/api/pushMessage/queryAll',
      '/v/user/logout',
    ]) {
      expect((await t.app.inject({ method: 'GET', url: `/app-api${url}` })).statusCode).toBe(401);
    }
    for (const url of [
      '/api/user/updatePassword',
      '/api/user/updateFundPwd',
      '/api/user/updateBank',
      '/api/user/modifyUserInfo',
      '/api/v2/user/tellerMachine',
      '/v/user/check/cashPassword',
    ]) {
      expect(
        (await t.app.inject({ method: 'POST', url: `/app-api${url}`, ...form({}) })).statusCode,
      ).toBe(401);
    }
  });
});
