import type { AdminRole } from '@lottery/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { demoOperatorOf } from '../../apps/server/src/demo/demo-operators';
import { totpCodeAt } from '../../apps/server/src/modules/admin/auth/totp';

/** A desktop browser window: 1280×800, zh-CN. */
export const newDesktop = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });

/**
 * Signs the demo operator of `role` in on /admin/login with the code their authenticator would
 * show now (a code signs in once: one sign-in per role in a run).
 */
export const signInOperator = async (page: Page, baseUrl: string, role: AdminRole) => {
  const operator = demoOperatorOf(role);
  // Modals and drawers without their zoom and slide: a click never lands on one still moving.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel('账号').fill(operator.account);
  await page.getByLabel('密码').fill(operator.password);
  await page
    .getByLabel('动态码')
    .fill(totpCodeAt(operator.account, operator.totpSecret, new Date()));
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'));
  await page.getByText(operator.name).first().waitFor();
};
