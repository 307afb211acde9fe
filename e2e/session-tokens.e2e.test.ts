import { describe, expect, inject, it } from 'vitest';
import { newPhone, useBrowser, watchErrors } from './support/browser';
import { signInThroughPage } from './support/auth';

/**
 * Issue 17 (10, 7): the session tokens are no cookies a script can read or another site can
 * ride on. They live in local storage and travel in headers; a link from elsewhere to a GET that
 * changes state (logout) finds no session to act for.
 */
describe('session tokens', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  it('keeps the member signed in across reloads without any token cookie, and a foreign link cannot log out', async () => {
    const context = await newPhone(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInThroughPage(page, baseUrl, 'agent01', 'Agent1234');

    const cookieNames = (await context.cookies()).map((cookie) => cookie.name);
    expect(cookieNames).not.toContain('access_token');
    expect(cookieNames).not.toContain('chat_login_token');
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/access_token|chat_login/);
    const stored = await page.evaluate(() => window.localStorage.getItem('lc:access_token'));
    expect(stored).toMatch(/"v":"[\w-]{43}"/);

    await page.goto(`${baseUrl}/profile`);
    const logout = page.getByRole('button', { name: '退出登录' });
    await logout.waitFor();

    // What a link on another site does: a top-level GET of the logout call, cookies and all.
    const foreign = await page.goto(`${baseUrl}/app-api/v/user/logout`, {
      referer: 'https://elsewhere.example/',
    });
    expect(foreign?.status()).toBe(401);
    expect(errors.splice(0)).toEqual([
      expect.stringContaining('status of 401 (Unauthorized) (http://'),
    ]);

    await page.goto(`${baseUrl}/profile`);
    await logout.waitFor();
    await page.reload();
    await logout.waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
