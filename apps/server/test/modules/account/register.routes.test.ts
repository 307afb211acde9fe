import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { operatorTokenHeader, registrationMessages } from '@lottery/contracts';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bearer, form, seal, solveCaptcha, tokenOf } from '../../helpers/accounts';

const operatorToken = 'operator-token-for-tests-0123456789';

describe('POST /app-api/v/user/reg', () => {
  let t: TestApp;
  let attempts = 0;

  const register = async (
    fields: Record<string, string>,
    options: { withCaptcha?: boolean } = {},
  ) => {
    const { password = 'Newbie123', confirmPassword = password, fundPwd, ...rest } = fields;
    const captcha = options.withCaptcha === false ? undefined : await solveCaptcha(t.app, 'reg');
    return t.app.inject({
      method: 'POST',
      url: '/app-api/v/user/reg',
      // Each attempt from its own client: a shared app allows one client 10 per 10 minutes.
      remoteAddress: `10.20.0.${(attempts++ % 250) + 1}`,
      ...form({
        password: await seal(t.app, password),
        confirmPassword: await seal(t.app, confirmPassword),
        ...(fundPwd ? { fundPwd: await seal(t.app, fundPwd) } : {}),
        ...(captcha ? { vCode: captcha.answer } : {}),
        ...rest,
      }),
      ...(captcha ? { cookies: { vcode_reg: captcha.cookie.split('=')[1]! } } : {}),
    });
  };

  const profileOf = async (res: { json(): unknown }) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/app-api/api/user/info',
        headers: bearer(tokenOf(res)),
      })
    ).json().data;

  describe('that registers or reconfigures (an app each)', () => {
    beforeEach(async () => {
      t = await createTestApp({ config: { OPERATOR_TOKEN: operatorToken } });
    });
    afterEach(() => t.close());

    it('registers a member with the configured gift, signed in, with a welcome message', async () => {
      const res = await register({
        account: 'newbie01',
        fullName: '李娜',
        phone: '139 1234 5678',
        fundPwd: '4321',
      });
      expect(res.statusCode).toBe(200);
      const profile = await profileOf(res);
      expect(profile.userInfo).toMatchObject({
        account: 'newbie01',
        type: 'HY',
        isDl: 0,
        rebate: 8,
      });
      expect(profile.extInfo).toMatchObject({ money: 18_000, fundPwd: 1 });
      expect(profile.userDetail).toMatchObject({ fullName: '李娜', phone: '13912345678' });
      expect(profile.unReadCount).toBe(1);
    });

    it('links the member to the agent of a promotion code', async () => {
      const res = await register({ account: 'newbie02', intrCode: 'AG8888' });
      expect(res.statusCode).toBe(200);
      const agent = await t.app.services.account.findByAccount('agent01');
      expect((await t.app.services.account.findByAccount('newbie02'))?.parentId).toBe(agent?.id);
    });

    it('enforces required fields and ignores hidden ones as the configuration says', async () => {
      await t.app.inject({
        method: 'POST',
        url: '/app-api/operator/system-config',
        headers: { [operatorTokenHeader]: operatorToken },
        payload: {
          configKey: 'register_fields',
          configValue: JSON.stringify({ phone: 'required', email: 'hidden', vCode: 'hidden' }),
        },
      });
      const missingPhone = await register({ account: 'newbie05' }, { withCaptcha: false });
      expect(missingPhone.json().msg).toBe(registrationMessages.phoneRequired);
      const ok = await register(
        { account: 'newbie05', phone: '13700001111', email: 'bad' },
        { withCaptcha: false },
      );
      expect(ok.statusCode).toBe(200);
      expect((await profileOf(ok)).userDetail.email).toBe('');
    });
  });

  describe('that changes nothing (one app)', () => {
    beforeAll(async () => {
      t = await createTestApp({ config: { OPERATOR_TOKEN: operatorToken } });
    });
    afterAll(() => t.close());

    const failures: [string, Record<string, string>, string][] = [
      ['an account starting with a digit', { account: '1newbie' }, registrationMessages.account],
      ['a 5-character account', { account: 'abcde' }, registrationMessages.account],
      ['HTML in the account', { account: '<b>x</b>y' }, registrationMessages.account],
      [
        'a weak password',
        { account: 'newbie03', password: 'weakpass' },
        registrationMessages.password,
      ],
      [
        'a 21-character password',
        { account: 'newbie03', password: 'Aa1'.repeat(7) },
        registrationMessages.password,
      ],
      [
        'a different confirmation',
        { account: 'newbie03', confirmPassword: 'Newbie124' },
        registrationMessages.confirmPassword,
      ],
      [
        'the account as password',
        { account: 'Newbie123', password: 'Newbie123' },
        registrationMessages.passwordEqualsAccount,
      ],
      [
        'a future birthday',
        { account: 'newbie03', birthday: '2999-01-01' },
        registrationMessages.birthday,
      ],
      ['a bad email', { account: 'newbie03', email: 'not-an-email' }, registrationMessages.email],
      [
        'a non-Chinese name',
        { account: 'newbie03', fullName: 'Robert' },
        registrationMessages.fullName,
      ],
      [
        'SQL in the name',
        { account: 'newbie03', fullName: "'; drop table users; --" },
        registrationMessages.fullName,
      ],
      [
        'a 3-digit withdraw password',
        { account: 'newbie03', fundPwd: '123' },
        registrationMessages.fundPwd,
      ],
      ['a bad phone', { account: 'newbie03', phone: '12345678901' }, registrationMessages.phone],
      [
        'HTML in weixin',
        { account: 'newbie03', weixin: '<script>x</script>' },
        registrationMessages.weixin,
      ],
      [
        'an unknown promotion code',
        { account: 'newbie03', intrCode: 'NOPE1' },
        registrationMessages.intrCodeNotFound,
      ],
    ];

    it.each(failures)(
      'refuses %s with the spec message and creates nobody',
      async (_name, fields, message) => {
        const res = await register(fields);
        expect(res.statusCode).toBe(400);
        expect(res.json().msg).toBe(message);
        expect(await t.app.services.account.findByAccount(fields.account ?? '')).toBeUndefined();
      },
    );

    it('requires the captcha the configuration requires', async () => {
      const missing = await register({ account: 'newbie04' }, { withCaptcha: false });
      expect(missing.json()).toMatchObject({ code: 'UC/REGISTER_INVALID', msg: '验证码不正确' });
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/app-api/v/user/reg',
        ...form({
          account: 'newbie04',
          password: await seal(t.app, 'Newbie123'),
          confirmPassword: await seal(t.app, 'Newbie123'),
          vCode: 'ABCD',
        }),
      });
      expect(wrong.json()).toMatchObject({ code: 'UC/VCODE_ERROR', msg: '验证码不正确' });
    });

    it('refuses a taken account in any letter case', async () => {
      const res = await register({ account: 'Member01' });
      expect(res.json()).toMatchObject({ code: 'UC/ACCOUNT_EXISTS', msg: '该用户名已被注册' });
    });

    it('answers whether an account is free', async () => {
      const taken = await t.app.inject({
        method: 'GET',
        url: '/app-api/v/user/checkUnique?account=MEMBER01',
      });
      const free = await t.app.inject({
        method: 'GET',
        url: '/app-api/v/user/checkUnique?account=brandnew1',
      });
      expect([taken.json().data, free.json().data]).toEqual([false, true]);
      const bad = await t.app.inject({ method: 'GET', url: '/app-api/v/user/checkUnique' });
      expect(bad.statusCode).toBe(400);
    });
  });
});

describe('GET /app-api/v/user/regTest (随便玩玩)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('creates a trial account with play credit, refused the official-only calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app-api/v/user/regTest' });
    expect(res.statusCode).toBe(200);
    const token = tokenOf(res);
    const profile = (
      await t.app.inject({ method: 'GET', url: '/app-api/api/user/info', headers: bearer(token) })
    ).json().data;
    expect(profile.userInfo.type).toBe('TEST');
    expect(profile.userInfo.account).toMatch(/^guest\d{8}$/);
    expect(profile.extInfo.money).toBe(2_000_000);

    for (const url of ['/app-api/api/v2/user/tellerMachine', '/app-api/api/user/updateBank']) {
      const body = form({});
      const refused = await t.app.inject({
        method: 'POST',
        url,
        ...body,
        headers: { ...body.headers, ...bearer(token) },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'UC/TRIAL_FORBIDDEN',
        msg: '试玩账户无法进行该操作，请注册正式账户!',
      });
    }
  });
});
