import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginLimitFile,
  registerLimitFile,
  skEncryptFile,
  withdrawLimitFile,
  aboutFile,
} from '@lottery/contracts';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('account static files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const read = async (path: string) =>
    await t.app.inject({ method: 'GET', url: `/sys-upload/data/json/${path}?_t=1` });

  it('publishes the registration settings', async () => {
    const file = registerLimitFile.parse((await read('limit/registerLimit.json')).json());
    expect(file.fields).toMatchObject({ qq: 'hidden', vCode: 'required', phone: 'optional' });
    expect(file.sendMenoy).toBe(18_000);
    expect(file.thirdPartyCaptcha).toBe(0);
  });

  it('publishes the login and withdraw limits', async () => {
    expect(loginLimitFile.parse((await read('limit/userLoginLimit.json')).json())).toEqual({
      vCode: 0,
      captchaAfterFailures: 3,
    });
    expect(
      withdrawLimitFile.parse((await read('limit/userWithdrawLimit.json')).json()).minAmount,
    ).toBe(100_000);
  });

  it('publishes only the public key: a leaked sk_encrypt.json reveals nothing secret', async () => {
    const res = await read('sk_encrypt.json');
    const file = skEncryptFile.parse(res.json());
    expect(Buffer.from(file.publicKey, 'base64').length).toBeGreaterThan(250);
    expect(res.body).not.toMatch(/PRIVATE|BEGIN/);
    expect(Object.keys(res.json()).sort()).toEqual(['algorithm', 'keyId', 'publicKey']);
  });

  it('publishes the about pages with sanitized HTML and the title as written', async () => {
    await t.app.services.settings.saveSitePage({
      slug: 'contact-us',
      title: '联系我们<script>alert(1)</script>',
      content:
        '<p onclick="steal()">客服</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
    });
    const file = aboutFile.parse((await read('about.json')).json());
    const contact = file.pages.find((page) => page.slug === 'contact-us')!;
    expect(contact.title).toBe('联系我们<script>alert(1)</script>');
    expect(contact.content).toContain('客服');
    expect(contact.content).not.toMatch(/script|onclick|onerror|javascript:/);
  });
});
