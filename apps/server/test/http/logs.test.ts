import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
        confirmPassword: sealedPassword,
        fundPwd: sealedFund,
        vCode: captcha.answer,
      }),
    });
    expect(registered.statusCode).toBe(200);
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
});
