import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { accountPaths } from '@lottery/contracts';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

export const screenshotDir = path.resolve(import.meta.dirname, '../screenshots');

/** Debian's Chromium, driven by playwright-core (a browser download does not work here). */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-gpu',
      '--disable-dev-shm-usage',
    ],
  });

/** One browser for the calling describe block: launched before its tests, closed after them. */
export const useBrowser = (): (() => Browser) => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('useBrowser(): the browser is only there inside a test');
    return browser;
  };
};

/** A phone: 390×844, touch, zh-CN. */
export const newPhone = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });

/** Collects uncaught page errors and console errors, so a journey can assert there were none. */
export const watchErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    // signInThroughPage's first try is refused (400) once the server asks for a captcha.
    if (url.endsWith(accountPaths.login) && message.text().includes('status of 400')) return;
    errors.push(url ? `${message.text()} (${url})` : message.text());
  });
  return errors;
};

export const screenshot = async (page: Page, name: string) => {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
};

/** A screenshot once the page's transitions have run (what a user looks at). */
export const look = async (page: Page, name: string) => {
  await expect
    .poll(() =>
      page.evaluate(() =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      ),
    )
    .toBe(true);
  await screenshot(page, name);
};
