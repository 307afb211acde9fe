import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { toastWasShown } from './browser';

/**
 * The answer the journeys' server issued for the image captcha `id`: it appends every answer to
 * a file as it issues it (support/journey-server.ts). The image itself is pixels only.
 */
const issuedAnswer = (id: string): string => {
  let lines: string[];
  try {
    lines = readFileSync(inject('captchaAnswers'), 'utf8').split('\n');
  } catch {
    return '';
  }
  for (const line of lines) {
    if (!line) continue;
    const issued = JSON.parse(line) as { id: string; answer: string };
    if (issued.id === id) return issued.answer;
  }
  return '';
};

/**
 * Follows the captcha images the page loads: each answer sets the cookie that names the
 * captcha, and the server has told the journeys that captcha's answer.
 */
export const watchCaptcha = (page: Page) => {
  let latest = '';
  page.on('response', async (response) => {
    if (!response.url().includes('/app-api/v/vCode')) return;
    const cookies = (await response.headerValue('set-cookie').catch(() => null)) ?? '';
    const id = /vcode_(?:login|reg)=([^;\s]+)/.exec(cookies)?.[1];
    latest = id ? issuedAnswer(decodeURIComponent(id)) : '';
  });
  return {
    /** The answer of the image on screen, once it has loaded. */
    answer: async () => {
      for (let i = 0; i < 300 && !latest; i++) await page.waitForTimeout(100);
      return latest;
    },
    reset: () => {
      latest = '';
    },
  };
};

/** The toast currently shown (antd-mobile renders one at a time). */
export const toast = (page: Page, text: string) =>
  page.locator('.adm-toast-main', { hasText: text });

export const fillLogin = async (page: Page, account: string, password: string) => {
  await page.locator('input[aria-label="账号"]').fill(account);
  await page.locator('input[aria-label="密码"]').fill(password);
};

/**
 * Signs in through the login page. The server may ask for the captcha (failed logins from this
 * address earlier in the run); the page then shows it, and the server has told its answer.
 */
export const signInThroughPage = async (
  page: Page,
  baseUrl: string,
  account: string,
  password: string,
) => {
  const captcha = watchCaptcha(page);
  await page.goto(`${baseUrl}/auth/login`);
  await fillLogin(page, account, password);
  const captchaInput = page.locator('input[aria-label="验证码"]');
  const submit = page.getByRole('button', { name: '立即登录' });
  const captchaAsked = await captchaInput.isVisible();
  if (captchaAsked) await captchaInput.fill(await captcha.answer());
  await submit.click();
  // Signed in, the page leaves /auth/login (to where it came from, else home).
  const leftLogin = () => page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  const outcome = captchaAsked
    ? await leftLogin().then(() => 'signed in' as const)
    : await Promise.race([
        leftLogin().then(
          () => 'signed in' as const,
          () => 'neither' as const,
        ),
        captchaInput.waitFor().then(
          () => 'captcha' as const,
          () => 'neither' as const,
        ),
      ]);
  if (outcome !== 'signed in') {
    // The page now shows the captcha; its image is the last one loaded once the network settles.
    await page.waitForLoadState('networkidle');
    await fillLogin(page, account, password);
    await captchaInput.fill(await captcha.answer());
    await submit.click();
    await leftLogin();
  }
  await expect.poll(() => toastWasShown(page, '登录成功!')).toBe(true);
};
