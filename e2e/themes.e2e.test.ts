import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  appConfigFile,
  staticFile,
  systemConfigKey,
  themeNames,
  type ThemeName,
} from '@lottery/contracts';
import { themeTabs } from '../apps/web/src/themes/themes';
import { launchBrowser, newPhone, screenshot, watchErrors } from './support/browser';
import { setSystemConfig } from './support/operator';
import { skipIndexPopups } from './support/popups';

/** The operator's site_theme switches the whole site's theme; the tab bar follows. */
describe('the theme chosen by configuration', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    // Cleared: the server's THEME (theme4) applies again, whatever happened above.
    await setSystemConfig(systemConfigKey.siteTheme, '');
    await browser?.close();
  });

  /** A fresh context per theme: nothing cached from the previous theme's app_config.json. */
  const openHome = async (theme: ThemeName) => {
    await setSystemConfig(systemConfigKey.siteTheme, theme);
    const phone = await newPhone(browser);
    const page = await phone.newPage();
    const errors = watchErrors(page);
    await skipIndexPopups(page);
    const configRead = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith(`/${staticFile.appConfig}`),
    );
    await page.goto(baseUrl);
    // The browser read the file the operator call just republished, not an older copy.
    expect(appConfigFile.parse(await (await configRead).json()).theme).toBe(theme);
    const tabBar = page.locator('nav[aria-label="底部导航"]');
    const labels = themeTabs[theme].map((tab) => tab.label);
    const titles = tabBar.locator('.adm-tab-bar-item-title');
    // The shell starts on theme4 and switches once app_config.json has loaded.
    await expect.poll(() => titles.allInnerTexts()).toEqual(labels);
    return { phone, page, errors, titles, labels };
  };

  it.each(themeNames)('shows exactly the tabs of %s', async (theme) => {
    const { phone, page, errors, titles, labels } = await openHome(theme);
    try {
      await screenshot(page, `theme-${theme}`);
      // Still the same tabs a moment later: the theme does not flip back.
      await page.waitForTimeout(300);
      expect(await titles.allInnerTexts()).toEqual(labels);
      expect(errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('theme2: the bets tab asks a visitor to sign in; cancel stays, confirm goes to login', async () => {
    const { phone, page, errors } = await openHome('theme2');
    try {
      const bets = page.locator('nav[aria-label="底部导航"]').getByText('注单', { exact: true });
      const loginModal = page.locator('.adm-modal-body', { hasText: '请先登录!' });
      await bets.click();
      await loginModal.waitFor();
      await screenshot(page, 'theme2-bets-login-modal');
      await loginModal.getByRole('button', { name: '取消' }).click();
      await loginModal.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/');

      await bets.click();
      await loginModal.waitFor();
      await loginModal.getByRole('button', { name: '确定' }).click();
      await page.waitForURL(`${baseUrl}/auth/login`);
      expect(errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
