import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorTokenHeader, sliderChallenge } from '@lottery/contracts';
import type { IssuedCaptcha } from '../../../src/modules/captcha/captcha.service';
import { captchaImage } from '../../../src/modules/captcha/captcha-image';
import { slider } from '../../../src/modules/captcha/slider-image';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { form, login, seal } from '../../helpers/accounts';
import { dataUrlBytes, decodePng, seededRandom } from './pictures';

const operatorToken = 'operator-token-for-tests-0123456789';

describe('captchas', () => {
  let t: TestApp;
  /** Every answer as the service issued it: the tests' seam, never the pictures. */
  const issued = new Map<string, IssuedCaptcha>();
  const answerOf = (id: string) => {
    const captcha = issued.get(id);
    if (!captcha) throw new Error(`no captcha ${id} was issued`);
    return captcha.answer;
  };
  beforeAll(async () => {
    t = await createTestApp({
      config: { OPERATOR_TOKEN: operatorToken },
      overrides: {
        captcha: {
          random: seededRandom(17),
          onIssued: (captcha) => issued.set(captcha.id, captcha),
        },
      },
    });
  });
  afterAll(() => t.close());

  it('serves a fresh PNG image captcha with an HttpOnly cookie, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app-api/v/vCode?t=1732230000000' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = res.cookies.find((c) => c.name === 'vcode_login');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/app-api' });
    expect(issued.get(cookie!.value)).toMatchObject({ purpose: 'login' });
    const reg = await t.app.inject({ method: 'GET', url: '/app-api/v/vCode?m=reg&t=1' });
    const regCookie = reg.cookies.find((c) => c.name === 'vcode_reg');
    expect(issued.get(regCookie!.value)).toMatchObject({ purpose: 'reg' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/app-api/v/vCode?m=other' })).statusCode,
    ).toBe(400);
  });

  it('keeps the answer out of the served image: pixels only, drawn anew each time', async () => {
    const images = [];
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'GET', url: `/app-api/v/vCode?t=${i}` });
      const answer = answerOf(res.cookies.find((c) => c.name === 'vcode_login')!.value);
      const body = res.rawPayload;
      expect(body.toString('latin1')).not.toMatch(/<svg|<text/);
      expect(body.toString('latin1')).not.toContain(answer);
      const picture = decodePng(body);
      expect(picture.chunks.filter((type) => type !== 'IDAT')).toEqual(['IHDR', 'IEND']);
      expect([picture.width, picture.height]).toEqual([
        captchaImage.width * captchaImage.scale,
        captchaImage.height * captchaImage.scale,
      ]);
      images.push(body);
    }
    expect(images[0]!.equals(images[1]!)).toBe(false);
  });

  it('sends the slider as two PNGs; the hole’s x is in no field and no markup', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app-api/v/captcha/slider' });
    const challenge = sliderChallenge.parse(res.json().data);
    expect(Object.keys(res.json().data).sort()).toEqual(
      ['background', 'height', 'id', 'piece', 'pieceSize', 'width', 'y'].sort(),
    );
    for (const image of [challenge.background, challenge.piece]) {
      const picture = decodePng(dataUrlBytes(image));
      expect(picture.chunks.filter((type) => type !== 'IDAT')).toEqual(['IHDR', 'IEND']);
    }
    expect(challenge).toMatchObject({
      width: slider.width,
      height: slider.height,
      pieceSize: decodePng(dataUrlBytes(challenge.piece)).width / slider.scale,
    });
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
      payload: { id: challenge.id, x: Number(answerOf(challenge.id)) + slider.tolerance + 1 },
    });
    expect(wrong.json()).toMatchObject({ code: 'UC/VCODE_ERROR' });

    const next = sliderChallenge.parse(
      (await t.app.inject({ method: 'GET', url: '/app-api/v/captcha/slider' })).json().data,
    );
    const solved = await t.app.inject({
      method: 'POST',
      url: '/app-api/v/captcha/slider/verify',
      payload: { id: next.id, x: Number(answerOf(next.id)) + slider.tolerance },
    });
    const { ticket } = solved.json().data;
    expect(ticket).toMatch(/^[\w-]{32}$/);
    const again = await t.app.inject({
      method: 'POST',
      url: '/app-api/v/captcha/slider/verify',
      payload: { id: next.id, x: Number(answerOf(next.id)) },
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
