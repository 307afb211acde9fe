import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, form, login, seal, solveCaptcha, tokenOf } from '../helpers/accounts';

describe('the logs', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { LOG_LEVEL: 'trace' },
      overrides: { logStream: { write: (line: string) => void lines.push(line) } },
    });
  });
  afterAll(() => t.close());

  it('never carry a password, a ciphertext of one, or a token', async () => {
    const secrets: string[] = ['Member123', 'Fresh1234', '9876'];
    const signedIn = await login(t.app, 'member01', 'Member123');
    const token = tokenOf(signedIn);
    secrets.push(token, signedIn.json().data.tokenChat);

    const captcha = await solveCaptcha(t.app, 'reg');
    const sealedPassword = await seal(t.app, 'Fresh1234');
    const sealedFund = await seal(t.app, '9876');
    secrets.push(
      sealedPassword.split('.')[1]!.slice(0, 40),
      sealedFund.split('.')[1]!.slice(0, 40),
    );
    const registered = await t.app.inject({
      method: 'POST',
      url: '/app-api/v/user/reg',
      cookies: { vcode_reg: captcha.cookie.split('=')[1]! },
      ...form({
        account: 'fresh001',
        password: sealedPassword,
        confirmPassword: await seal(t.app, 'Fresh1234'),
        fundPwd: sealedFund,
        vCode: captcha.answer,
      }),
    });
    expect(registered.statusCode, registered.body).toBe(200);
    secrets.push(tokenOf(registered));

    const cash = await seal(t.app, '1234');
    secrets.push(cash.split('.')[1]!.slice(0, 40));
    await t.app.inject({
      method: 'POST',
      url: `/app-api/v/user/check/cashPassword?cashPassword=${encodeURIComponent(cash)}`,
      headers: bearer(token),
    });
    await t.app.inject({
      method: 'GET',
      url: '/app-api/api/user/info',
      headers: bearer(token),
      cookies: { access_token: token },
    });
    await t.app.inject({
      method: 'GET',
      url: '/app-api/api/user/info',
      headers: { token: 'not-a-real-token' },
    });

    // Timings are random digits: a 4-digit fund password can turn up inside one by chance.
    const log = lines.join('\n').replace(/"(time|responseTime|pid)":[\d.]+/g, '');
    expect(log).toContain('/app-api/v/user/login');
    expect(log).toContain('cashPassword=[redacted]');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  it('carry a failed query’s code and shape, never the personal data it was writing', async () => {
    const personal = {
      bankAccount: '6222020200112233445',
      accountName: '欧阳明月',
      email: 'ouyang.mingyue@mail.example',
      phone: '13912345678',
      weixin: 'wxOuyang2024',
      fullName: '司马青衫',
    };
    const db = t.app.database.db;
    // A constraint no new row meets: the next write to the table fails inside the database,
    // whose error names the row's values ("Failing row contains …") as Drizzle names the params.
    const refuseWrites = (table: string) =>
      db.execute(
        sql.raw(`alter table ${table} add constraint logs_test_refuse check (false) not valid`),
      );
    const allowWrites = (table: string) =>
      db.execute(sql.raw(`alter table ${table} drop constraint logs_test_refuse`));

    await t.app.services.account.createMember({ account: 'private01', password: 'Passw0rdA' });
    const member = await login(t.app, 'private01', 'Passw0rdA');
    const banker = await login(t.app, 'member01', 'Member123');
    const post = (url: string, token: string, fields: Record<string, string>) => {
      const body = form(fields);
      return t.app.inject({
        method: 'POST',
        url,
        ...body,
        headers: { ...body.headers, ...bearer(token) },
      });
    };
    const start = lines.length;

    await refuseWrites('users');
    const info = await post('/app-api/api/user/modifyUserInfo', tokenOf(member), {
      fullName: personal.fullName,
      email: personal.email,
      phone: personal.phone,
      weixin: personal.weixin,
    }).finally(() => allowWrites('users'));
    expect(info.statusCode, info.body).toBe(500);

    await refuseWrites('bank_accounts');
    const bank = await post('/app-api/api/user/updateBank', tokenOf(banker), {
      type: '2',
      bankName: '中国工商银行',
      bankAccount: personal.bankAccount,
      accountName: personal.accountName,
      fundPwd: await seal(t.app, '1234'),
    }).finally(() => allowWrites('bank_accounts'));
    expect(bank.statusCode, bank.body).toBe(500);
    expect(bank.json()).toMatchObject({ code: 'SYS/INTERNAL' });

    const written = lines.slice(start);
    const failures = written
      .map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, unknown> })
      .filter((line) => line.msg === 'request failed');
    expect(failures).toHaveLength(2);
    for (const { err } of failures) {
      expect(err).toMatchObject({ pgCode: '23514', paramCount: expect.any(Number) });
      expect(err!.query).toMatch(/\$1/);
      expect(err!.cause).toMatchObject({ code: '23514', constraint: 'logs_test_refuse' });
    }
    expect(failures.map(({ err }) => err!.query)).toEqual([
      expect.stringMatching(/^update "users" set/),
      expect.stringMatching(/^insert into "bank_accounts"/),
    ]);
    const log = written.join('\n');
    expect(log).not.toContain('Failing row');
    expect(log).not.toContain('params:');
    for (const value of Object.values(personal)) expect(log).not.toContain(value);
  });
});
