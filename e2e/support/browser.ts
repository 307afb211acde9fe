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
export const newPhone = async (browser: Browser): Promise<BrowserContext> => {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  await phone.addInitScript(recordToasts);
  return phone;
};

/**
 * Run in every phone page before its own scripts: keeps the text of every toast the page shows.
 * A short toast (登录成功! stays 0.5 s, then the page moves on) is read afterwards with
 * `toastWasShown`, not raced while on screen: a loaded machine may not look in that half second.
 */
const recordToasts = () => {
  const w = window as unknown as { toastsShown?: string[] };
  if (w.toastsShown) return;
  const shown: string[] = [];
  w.toastsShown = shown;
  const seen = new WeakSet<Element>();
  new MutationObserver(() => {
    for (const element of document.querySelectorAll('.adm-toast-main')) {
      if (seen.has(element) || !element.textContent) continue;
      seen.add(element);
      shown.push(element.textContent);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
};

/** Whether the page has shown a toast with this text since it loaded (for `expect.poll`). */
export const toastWasShown = (page: Page, text: string) =>
  page.evaluate(
    (wanted) =>
      ((window as unknown as { toastsShown?: string[] }).toastsShown ?? []).some((shown) =>
        shown.includes(wanted),
      ),
    text,
  );

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
