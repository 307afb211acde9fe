import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bearer, form, login, seal, signIn } from '../../helpers/accounts';

describe('account settings', () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp();
    token = await signIn(t.app);
  });
  afterEach(() => t.close());

  const post = async (url: string, fields: Record<string, string>, as = token) => {
    const body = form(fields);
    return t.app.inject({
      method: 'POST',
      url: `/app-api${url}`,
      ...body,
      headers: { ...body.headers, ...bearer(as) },
    });
  };
  const get = (url: string, as = token) =>
    t.app.inject({ method: 'GET', url: `/app-api${url}`, headers: bearer(as) });
  const profile = async () => (await get('/api/user/info')).json().data;

  describe('the profile', () => {
    it('carries the spec fields and never a password or hash', async () => {
      const res = await get('/api/user/info');
      const data = res.json().data;
      expect(data.userInfo).toMatchObject({
        account: 'member01',
        type: 'HY',
        vipLevel: 1,
        isDl: 0,
        rebate: 8,
        avatarId: 5,
      });
      expect(data.extInfo).toEqual({
        money: 1_000_000,
        liveMoney: 0,
        fundPwd: 1,
        rechMoney: 1_000_000,
      });
      expect(data.userDetail.domain).toBe('member01.vip.caimin.local');
      expect(data.unReadCount).toBe(3);
      expect(res.body).not.toMatch(/argon2|passwordHash|fundPwdHash|Member123/);
    });

    it('answers 401 without a token and 400 UC/TOKEN_INVALID for an unknown one', async () => {
      const none = await t.app.inject({ method: 'GET', url: '/app-api/api/user/info' });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ code: 'UC/NOT_LOGGED_IN', msg: '请先登录' });
      const unknown = await get('/api/user/info', 'made-up-token');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().code).toBe('UC/TOKEN_INVALID');
    });

    it('answers balances, VIP rules and moves the live balance back', async () => {
      expect((await get('/api/user/money/check')).json().data).toEqual({
        money: 1_000_000,
        liveMoney: 0,
      });
      expect((await get('/api/user/status')).json().data).toEqual({
        money: 1_000_000,
        liveMoney: 0,
      });
      const rules = (
        await t.app.inject({ method: 'GET', url: '/app-api/api/v2/uservip/rules' })
      ).json().data;
      expect(rules).toHaveLength(9);
      expect(rules[0]).toEqual({ vipLevel: 1, betMoney: 1_000_000 });

      const member = await t.app.services.account.findByAccount('member01');
      await t.app.services.wallet.post({
        userId: member!.id,
        wallet: 'live',
        amount: 5_000,
        type: 39,
        reference: 'test-live',
      });
      const teller = await post('/api/v2/user/tellerMachine', {});
      expect(teller.json().data).toEqual({ money: 1_005_000, liveMoney: 0 });
    });
  });

  describe('POST /api/user/updatePassword', () => {
    it('changes the password, ends the other sessions, and the new one signs in', async () => {
      const other = (await signIn(t.app)) && token;
      const current = await signIn(t.app);
      const res = await post(
        '/api/user/updatePassword',
        {
          oldPassword: await seal(t.app, 'Member123'),
          newPassword: await seal(t.app, 'Better456'),
          confirmPassword: await seal(t.app, 'Better456'),
        },
        current,
      );
      expect(res.json()).toEqual({ code: 0, msg: 'success', data: null });
      expect((await get('/api/user/info', other)).statusCode).not.toBe(200);
      expect((await get('/api/user/info', current)).statusCode).toBe(200);
      expect((await login(t.app, 'member01', 'Member123')).json().code).toBe('UC/LOGIN_FAILED');
      expect((await login(t.app, 'member01', 'Better456')).statusCode).toBe(200);
    });

    it('refuses a wrong old password or a weak new one, changing nothing', async () => {
      const wrong = await post('/api/user/updatePassword', {
        oldPassword: await seal(t.app, 'Nope12345'),
        newPassword: await seal(t.app, 'Better456'),
        confirmPassword: await seal(t.app, 'Better456'),
      });
      expect(wrong.json()).toMatchObject({ code: 'UC/OLD_PASSWORD_ERROR', msg: '原密码错误' });
      const weak = await post('/api/user/updatePassword', {
        oldPassword: await seal(t.app, 'Member123'),
        newPassword: await seal(t.app, 'weak'),
        confirmPassword: await seal(t.app, 'weak'),
      });
      expect(weak.json().code).toBe('UC/PASSWORD_RULE');
      expect((await login(t.app, 'member01', 'Member123')).statusCode).toBe(200);
    });

    it('changes a password by account and old password, without a session', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/app-api/api/user/updatePasswordByAccount',
        ...form({
          account: 'agent01',
          oldPassword: await seal(t.app, 'Agent1234'),
          newPassword: await seal(t.app, 'Agent5678'),
          confirmPassword: await seal(t.app, 'Agent5678'),
        }),
      });
      expect(res.statusCode).toBe(200);
      expect((await login(t.app, 'agent01', 'Agent5678')).statusCode).toBe(200);
    });
  });

  describe('the withdraw password', () => {
    it('checks it: right, wrong, and not yet set', async () => {
      const check = async (plain: string, as = token) =>
        t.app.inject({
          method: 'POST',
          url: `/app-api/v/user/check/cashPassword?cashPassword=${encodeURIComponent(await seal(t.app, plain))}`,
          headers: bearer(as),
        });
      expect((await check('1234')).json()).toEqual({ code: 0, msg: 'success', data: true });
      expect((await check('9999')).json()).toMatchObject({
        code: 'UC/CASH_PASSWORD_ERROR',
        msg: '交易密码输入错误!',
      });
      const agentToken = await signIn(t.app, 'agent01', 'Agent1234');
      expect((await check('1234', agentToken)).json().code).toBe('UC/CASH_PASSWORD_NULL');
    });

    it('is set first with the login password, then changed with the old one', async () => {
      const agentToken = await signIn(t.app, 'agent01', 'Agent1234');
      const set = await post(
        '/api/user/updateFundPwd',
        {
          loginPassword: await seal(t.app, 'Agent1234'),
          fundPwd: await seal(t.app, '2468'),
          confirmFundPwd: await seal(t.app, '2468'),
        },
        agentToken,
      );
      expect(set.statusCode).toBe(200);
      const withoutOld = await post(
        '/api/user/updateFundPwd',
        { fundPwd: await seal(t.app, '1357'), confirmFundPwd: await seal(t.app, '1357') },
        agentToken,
      );
      expect(withoutOld.json().code).toBe('UC/FUND_PASSWORD_EXISTS');
      const notDigits = await post(
        '/api/user/updateFundPwd',
        {
          oldFundPwd: await seal(t.app, '2468'),
          fundPwd: await seal(t.app, 'abcd'),
          confirmFundPwd: await seal(t.app, 'abcd'),
        },
        agentToken,
      );
      expect(notDigits.json().msg).toBe('提现密码必须为4位数字');
      const changed = await post(
        '/api/user/updateFundPwd',
        {
          oldFundPwd: await seal(t.app, '2468'),
          fundPwd: await seal(t.app, '1357'),
          confirmFundPwd: await seal(t.app, '1357'),
        },
        agentToken,
      );
      expect(changed.statusCode).toBe(200);
    });
  });

  describe('bank accounts', () => {
    const bank = async (extra: Record<string, string> = {}, as = token) =>
      post(
        '/api/user/updateBank',
        {
          type: '2',
          bankName: '中国工商银行',
          bankAccount: '6222 0212 3456 7890 123',
          accountName: '张伟',
          fundPwd: await seal(t.app, '1234'),
          ...extra,
        },
        as,
      );

    it('adds one with the withdraw password and lists it masked', async () => {
      const res = await bank();
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        type: 2,
        bankName: '中国工商银行',
        accountName: '张伟',
      });
      const list = (await get('/api/user/bankList')).json().data;
      expect(list).toHaveLength(1);
      expect(list[0].bankAccount).toMatch(/^6222\*+0123$/);
      expect(JSON.stringify(list)).not.toContain('6222021234567890123');
    });

    it('refuses a wrong withdraw password and a member who has none', async () => {
      expect((await bank({ fundPwd: await seal(t.app, '0000') })).json().code).toBe(
        'UC/CASH_PASSWORD_ERROR',
      );
      const agentToken = await signIn(t.app, 'agent01', 'Agent1234');
      expect((await bank({}, agentToken)).json().code).toBe('UC/CASH_PASSWORD_NULL');
      expect((await get('/api/user/bankList')).json().data).toEqual([]);
    });

    it('never edits another member’s account', async () => {
      const mine = (await bank()).json().data;
      const agentToken = await signIn(t.app, 'agent01', 'Agent1234');
      await post(
        '/api/user/updateFundPwd',
        {
          loginPassword: await seal(t.app, 'Agent1234'),
          fundPwd: await seal(t.app, '2468'),
          confirmFundPwd: await seal(t.app, '2468'),
        },
        agentToken,
      );
      const hijack = await bank(
        { id: String(mine.id), bankName: '黑客银行', fundPwd: await seal(t.app, '2468') },
        agentToken,
      );
      expect(hijack.statusCode).toBe(404);
      expect((await get('/api/user/bankList')).json().data[0].bankName).toBe('中国工商银行');
    });

    it('keeps at most five and validates the fields', async () => {
      for (let i = 0; i < 5; i++)
        expect((await bank({ bankAccount: `62220000000000${i}` })).statusCode).toBe(200);
      expect((await bank()).json()).toMatchObject({ code: 'UC/BANK_LIMIT' });
      expect((await bank({ type: '7' })).statusCode).toBe(400);
      expect((await bank({ bankAccount: '<script>' })).json().msg).toMatch(/账号格式不正确/);
    });
  });

  describe('personal info and chat colour', () => {
    it('updates personal info with the registration rules and keeps the nickname as typed', async () => {
      const res = await post('/api/user/modifyUserInfo', {
        nickname: '<b onclick=x>小张</b>',
        avatarId: '9',
        email: 'zw@example.com',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.userInfo).toMatchObject({
        nickname: '<b onclick=x>小张</b>',
        avatarId: 9,
      });
      expect(res.json().data.userDetail.email).toBe('zw@example.com');
      const bad = await post('/api/user/modifyUserInfo', { email: 'nope' });
      expect(bad.json().msg).toBe('邮箱地址格式不正确');
      expect((await post('/api/user/modifyUserInfo', { avatarId: '17' })).statusCode).toBe(400);
      expect((await profile()).userDetail.email).toBe('zw@example.com');
    });

    it('sets one of the 8 chat colours', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/app-api/api/v2/user/update/chat-theme-color',
        headers: bearer(token),
        payload: { colorId: 6 },
      });
      expect(res.statusCode).toBe(200);
      expect((await profile()).userInfo.chatThemeColor).toBe(6);
      const bad = await t.app.inject({
        method: 'POST',
        url: '/app-api/api/v2/user/update/chat-theme-color',
        headers: bearer(token),
        payload: { colorId: 9 },
      });
      expect(bad.statusCode).toBe(400);
    });
  });
});
