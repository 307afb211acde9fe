import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { secretLimits, systemConfigKey } from '@lottery/contracts';
import { buildApp } from '../../../src/app';
import { openDatabase, memoryDataDir } from '../../../src/db/client';
import { bankAccounts, usageCounters } from '../../../src/db/schema';
import { bearer, form, login, seal, signIn, tokenOf } from '../../helpers/accounts';
import { createTestApp, testConfig, type TestApp } from '../../helpers/test-app';

/**
 * Guessing limits (issue 17): the withdraw password and the login password each have one count
 * per member or account, held in the database, taken before the secret is compared; sealed
 * passwords open once; registration gifts are capped per address and device.
 */
// Each case hashes or verifies argon2id a few dozen times: generous on a loaded 2-core machine.
// One app for the file: each case has members and addresses of its own.
describe('secret guessing limits', { timeout: 120_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A member of the case's own, withdraw password 1234, signed in. */
  const newMember = async (account: string) => {
    const user = await t.app.services.account.createMember({
      account,
      password: 'Member123',
      fundPwd: '1234',
    });
    return { id: user.id, token: await signIn(t.app, account, 'Member123') };
  };

  const post = async (
    url: string,
    fields: Record<string, string>,
    extra: { token?: string; remoteAddress?: string; cookies?: Record<string, string> } = {},
  ) => {
    const body = form(fields);
    return t.app.inject({
      method: 'POST',
      url: `/app-api${url}`,
      ...body,
      headers: { ...body.headers, ...(extra.token ? bearer(extra.token) : {}) },
      remoteAddress: extra.remoteAddress,
      cookies: extra.cookies,
    });
  };
  const bankForm = async (fundPwd: string) => ({
    type: '2',
    bankName: '中国银行',
    bankAccount: '6217000011112222333',
    accountName: '张三',
    fundPwd: await seal(t.app, fundPwd),
  });
  const bankCount = async (id: number) =>
    (await t.app.database.db.select().from(bankAccounts).where(eq(bankAccounts.userId, id))).length;
  /** Failed logins would make the captcha due first; these tests look at the lock behind it. */
  const captchaOnlyAfter = (failures: number) =>
    t.app.services.settings.setSystemConfig({
      configKey: systemConfigKey.loginCaptchaAfterFailures,
      configValue: String(failures),
    });

  describe('the withdraw password', () => {
    it('locks after 5 wrong answers across updateBank, updateFundPwd and check/cashPassword, before anything else', async () => {
      const { id: member, token } = await newMember('fundlk01');
      const before = await bankCount(member);
      const wrong = [
        async () => post('/api/user/updateBank', await bankForm('0000'), { token }),
        async () =>
          post(
            '/api/user/updateFundPwd',
            {
              oldFundPwd: await seal(t.app, '0001'),
              fundPwd: await seal(t.app, '5678'),
              confirmFundPwd: await seal(t.app, '5678'),
            },
            { token },
          ),
        async () =>
          post(
            `/v/user/check/cashPassword?cashPassword=${encodeURIComponent(await seal(t.app, '0002'))}`,
            {},
            { token },
          ),
        async () => post('/api/user/updateBank', await bankForm('0003'), { token }),
        async () => post('/api/user/updateBank', await bankForm('0004'), { token }),
      ];
      for (const guess of wrong) {
        const res = await guess();
        expect(res.json().code).toBe('UC/CASH_PASSWORD_ERROR');
      }

      const right = await post('/api/user/updateBank', await bankForm('1234'), { token });
      expect(right.statusCode).toBe(400);
      expect(right.json()).toMatchObject({
        code: 'UC/CASH_PASSWORD_LOCKED',
        msg: `提现密码错误次数过多，请${secretLimits.fundPassword.lockMinutes}分钟后再试`,
      });
      expect(await bankCount(member)).toBe(before);
      const check = await post(
        `/v/user/check/cashPassword?cashPassword=${encodeURIComponent(await seal(t.app, '1234'))}`,
        {},
        { token },
      );
      expect(check.json().code).toBe('UC/CASH_PASSWORD_LOCKED');
    });

    it('lets at most 5 of 30 parallel guesses be compared', async () => {
      const { token } = await newMember('fundlk02');
      const guesses = await Promise.all(
        Array.from({ length: 30 }, (_, i) => bankForm(String(2000 + i))),
      );
      const answers = await Promise.all(
        guesses.map((fields) => post('/api/user/updateBank', fields, { token })),
      );
      const codes = answers.map((res) => res.json().code as string);
      expect(codes.filter((code) => code === 'UC/CASH_PASSWORD_ERROR')).toHaveLength(5);
      expect(codes.filter((code) => code === 'UC/CASH_PASSWORD_LOCKED')).toHaveLength(25);
    });

    it('holds the lock for another process on the same database, and lifts it after 30 minutes', async () => {
      const { token } = await newMember('fundlk03');
      for (let i = 0; i < 5; i++) {
        await post('/api/user/updateBank', await bankForm(`000${i}`), { token });
      }
      // Another process: its own app (and, on PostgreSQL, its own connection pool).
      const database = t.testDatabase.url
        ? await openDatabase({ DATA_DIR: memoryDataDir, DATABASE_URL: t.testDatabase.url })
        : t.testDatabase.database;
      let clock = new Date();
      const other = await buildApp(testConfig(), { database, now: () => clock });
      try {
        const fields = form(await bankForm('1234'));
        const locked = await other.inject({
          method: 'POST',
          url: '/app-api/api/user/updateBank',
          payload: fields.payload,
          headers: { ...fields.headers, ...bearer(token) },
        });
        expect(locked.json().code).toBe('UC/CASH_PASSWORD_LOCKED');

        clock = new Date(Date.now() + (secretLimits.fundPassword.lockMinutes + 1) * 60_000);
        const fresh = await seal(other, '1234', clock.getTime());
        const unlocked = await other.inject({
          method: 'POST',
          url: `/app-api/v/user/check/cashPassword?cashPassword=${encodeURIComponent(fresh)}`,
          headers: bearer(token),
        });
        expect(unlocked.statusCode, unlocked.body).toBe(200);
      } finally {
        await other.close();
        if (t.testDatabase.url) await database.close();
      }
    });
  });

  describe('the login password', () => {
    it('locks an account after 10 wrong passwords; the right one then waits, here and in updatePasswordByAccount', async () => {
      await captchaOnlyAfter(100);
      await newMember('pwdlk001');
      for (let i = 0; i < secretLimits.loginPassword.maxFailures; i++) {
        const res = await login(t.app, 'pwdlk001', `Wrong${i}abc`, {
          remoteAddress: `10.9.0.${i}`,
        });
        expect(res.json().code).toBe('UC/LOGIN_FAILED');
      }
      const right = await login(t.app, 'pwdlk001', 'Member123', { remoteAddress: '10.9.1.1' });
      expect(right.json()).toMatchObject({
        code: 'UC/PASSWORD_LOCKED',
        msg: `密码错误次数过多，账户已临时锁定，请${secretLimits.loginPassword.lockMinutes}分钟后再试`,
      });
      const change = await post(
        '/api/user/updatePasswordByAccount',
        {
          account: 'pwdlk001',
          oldPassword: await seal(t.app, 'Member123'),
          newPassword: await seal(t.app, 'Changed123'),
          confirmPassword: await seal(t.app, 'Changed123'),
        },
        { remoteAddress: '10.9.1.2' },
      );
      expect(change.json().code).toBe('UC/PASSWORD_LOCKED');
      // An unknown account locks the same way, so the lock tells nothing about who exists.
      for (let i = 0; i <= secretLimits.loginPassword.maxFailures; i++) {
        await login(t.app, 'nobody77', `Wrong${i}abc`, { remoteAddress: `10.9.2.${i}` });
      }
      expect(
        (await login(t.app, 'nobody77', 'Wrong0abc', { remoteAddress: '10.9.3.1' })).json().code,
      ).toBe('UC/PASSWORD_LOCKED');
      // Another account is not affected.
      expect(
        (await login(t.app, 'agent01', 'Agent1234', { remoteAddress: '10.9.4.1' })).statusCode,
      ).toBe(200);
    });

    it('asks updatePasswordByAccount for the captcha once failures made it due', async () => {
      await captchaOnlyAfter(3);
      await newMember('cptdue01');
      for (let i = 0; i < 3; i++) {
        await login(t.app, 'cptdue01', `Wrong${i}abc`, { remoteAddress: '10.8.0.1' });
      }
      const res = await post(
        '/api/user/updatePasswordByAccount',
        {
          account: 'cptdue01',
          oldPassword: await seal(t.app, 'Member123'),
          newPassword: await seal(t.app, 'Changed123'),
          confirmPassword: await seal(t.app, 'Changed123'),
        },
        { remoteAddress: '10.8.0.2' },
      );
      expect(res.json()).toMatchObject({ code: 'UC/VCODE_REQUIRED', msg: '请输入验证码' });
      expect(
        (await login(t.app, 'cptdue01', 'Member123', { remoteAddress: '10.8.9.9' })).json().code,
      ).toBe('UC/VCODE_REQUIRED');
    });
  });

  describe('sealed passwords', () => {
    it('open once: the same sealed login password sent again is refused', async () => {
      const password = await seal(t.app, 'Member123');
      const fields = { account: 'member01', password, remember: '0', version: '5.0.9' };
      const first = await post('/v/user/login', fields);
      expect(first.statusCode).toBe(200);
      const replay = await post('/v/user/login', fields);
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toMatchObject({
        code: 'UC/SECRET_UNREADABLE',
        msg: '密码加密信息已过期，请刷新页面后重试',
      });
    });

    it('refuses a seal made too long before or after the server time', async () => {
      const minutes = (secretLimits.sealMinutes + 1) * 60_000;
      for (const at of [Date.now() - minutes, Date.now() + minutes]) {
        const res = await post('/v/user/login', {
          account: 'member01',
          password: await seal(t.app, 'Member123', at),
        });
        expect(res.json().code).toBe('UC/SECRET_UNREADABLE');
      }
    });
  });

  describe('account checks and gifts', () => {
    it('limits checkUnique per address', async () => {
      const ask = (remoteAddress: string) =>
        t.app.inject({
          method: 'GET',
          url: '/app-api/v/user/checkUnique?account=someone1',
          remoteAddress,
        });
      for (let i = 0; i < 30; i++) expect((await ask('10.7.0.1')).statusCode).toBe(200);
      const limited = await ask('10.7.0.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('SYS/RATE_LIMITED');
      expect((await ask('10.7.0.2')).statusCode).toBe(200);
    });

    it('gives the registration gift to as many accounts per address as configured, and 1 per device, in 24 hours', async () => {
      // The image code is a field of its own here; the gift cap is what is looked at.
      await t.app.services.settings.setSystemConfig({
        configKey: systemConfigKey.registerFields,
        configValue: JSON.stringify({ vCode: 'hidden' }),
      });
      await t.app.services.settings.setSystemConfig({
        configKey: systemConfigKey.registerGiftPerAddress,
        configValue: '2',
        isPublic: false,
      });
      const register = async (account: string, remoteAddress: string, device?: string) => {
        const res = await post(
          '/v/user/reg',
          {
            account,
            password: await seal(t.app, 'Passw0rdA'),
            confirmPassword: await seal(t.app, 'Passw0rdA'),
          },
          { remoteAddress, cookies: device ? { device_id: device } : {} },
        );
        expect(res.statusCode, res.body).toBe(200);
        const cookie = res.cookies.find((c) => c.name === 'device_id');
        expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/app-api' });
        const profile = await t.app.inject({
          method: 'GET',
          url: '/app-api/api/user/info',
          headers: bearer(tokenOf(res)),
        });
        return { money: profile.json().data.extInfo.money as number, device: cookie!.value };
      };
      const gift = 18_000;
      const fromOneAddress = [];
      for (let i = 0; i < 3; i++) fromOneAddress.push(await register(`farm00${i}`, '10.6.0.1'));
      expect(fromOneAddress.map((r) => r.money)).toEqual([gift, gift, 0]);

      const phone = await register('phone001', '10.6.1.1');
      const again = await register('phone002', '10.6.1.2', phone.device);
      expect([phone.money, again.money]).toEqual([gift, 0]);
      expect(again.device).toBe(phone.device);

      const counters = await t.app.database.db.select().from(usageCounters);
      expect(counters.find((c) => c.key === 'gift-ip:10.6.0.1')?.count).toBe(2);
    });
  });
});
