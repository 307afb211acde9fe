import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorTokenHeader, sliderChallenge } from '@lottery/contracts';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { form, login, seal } from '../../helpers/accounts';

const operatorToken = 'operator-token-for-tests-0123456789';

/** The hole's x, read off the challenge picture as a test may. */
const holeOf = (background: string) => {
  const svg = Buffer.from(background.split(',')[1]!, 'base64').toString();
  return Number(/<path d="M([\d.]+) /.exec(svg)![1]);
};

describe('captchas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { OPERATOR_TOKEN: operatorToken } });
  });
  afterAll(() => t.close());

  it('serves a fresh SVG image captcha with an HttpOnly cookie, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app-api/v/vCode?t=1732230000000' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = res.cookies.find((c) => c.name === 'vcode_login');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/app-api' });
    const reg = await t.app.inject({ method: 'GET', url: '/app-api/v/vCode?m=reg&t=1' });
    expect(reg.cookies.some((c) => c.name === 'vcode_reg')).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/app-api/v/vCode?m=other' })).statusCode,
    ).toBe(400);
  });

  it('solves a slider challenge into a one-time ticket that login accepts', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/app-api/operator/system-config',
      headers: { [operatorTokenHeader]: operatorToken },
      payload: { configKey: 'vcode_style', configValue: '3' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/app-api/operator/system-config',
      headers: { [operatorTokenHeader]: operatorToken },
      payload: { configKey: 'login_vcode', configValue: '1' },
    });
    expect((await login(t.app, 'member01', 'Member123')).json().code).toBe('UC/VCODE_REQUIRED');

    const challenge = sliderChallenge.parse(
      (await t.app.inject({ method: 'GET', url: '/app-api/v/captcha/slider' })).json().data,
    );
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/app-api/v/captcha/slider/verify',
      payload: { id: challenge.id, x: holeOf(challenge.background) + 40 },
    });
    expect(wrong.json()).toMatchObject({ code: 'UC/VCODE_ERROR' });

    const next = sliderChallenge.parse(
      (await t.app.inject({ method: 'GET', url: '/app-api/v/captcha/slider' })).json().data,
    );
    const solved = await t.app.inject({
      method: 'POST',
      url: '/app-api/v/captcha/slider/verify',
      payload: { id: next.id, x: holeOf(next.background) + 3 },
    });
    const { ticket } = solved.json().data;
    expect(ticket).toMatch(/^[\w-]{32}$/);
    const again = await t.app.inject({
      method: 'POST',
      url: '/app-api/v/captcha/slider/verify',
      payload: { id: next.id, x: holeOf(next.background) },
    });
    expect(again.statusCode).toBe(400);

    expect(
      (await login(t.app, 'member01', 'Member123', { fields: { captchaTicket: ticket } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await login(t.app, 'member01', 'Member123', { fields: { captchaTicket: ticket } })).json()
        .code,
    ).toBe('UC/VCODE_ERROR');
    // Skipped after three failed loads: accepted while the captcha is asked of everyone…
    expect(
      (await login(t.app, 'member01', 'Member123', { fields: { captchaSkipped: '1' } })).statusCode,
    ).toBe(200);
  });

  it('never accepts a skipped slider once failed logins made the captcha due', async () => {
    for (let i = 0; i < 3; i++)
      await login(t.app, 'agent01', 'Wrong1234', { remoteAddress: `10.3.0.${i}` });
    const res = await t.app.inject({
      method: 'POST',
      url: '/app-api/v/user/login',
      remoteAddress: '10.3.1.1',
      ...form({
        account: 'agent01',
        password: await seal(t.app, 'Agent1234'),
        captchaSkipped: '1',
      }),
    });
    expect(res.json().code).toBe('UC/VCODE_REQUIRED');
  });

  it.each([
    { id: 'x', x: -1 },
    { id: 'x' },
    { id: 'x'.repeat(100), x: 10 },
    { id: 'x', x: 10, extra: 1 },
  ])('refuses a malformed verify body %o', async (payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/app-api/v/captcha/slider/verify',
      payload,
    });
    expect(res.statusCode).toBe(400);
  });
});
