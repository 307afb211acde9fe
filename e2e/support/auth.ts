import type { Page } from 'playwright-core';

/** Reads the letters off the last captcha image the page loaded (they are SVG text). */
export const watchCaptcha = (page: Page) => {
  let latest = '';
  page.on('response', async (response) => {
    if (!response.url().includes('/app-api/v/vCode')) return;
    const svg = await response.text().catch(() => '');
    latest = [...svg.matchAll(/>([0-9A-Z])<\/text>/g)].map((match) => match[1]).join('');
  });
  return {
    /** The answer of the image on screen, once it has loaded. */
    answer: async () => {
      for (let i = 0; i < 50 && !latest; i++) await page.waitForTimeout(100);
      return latest;
    },
    reset: () => {
      latest = '';
    },
  };
};

/** The toast currently shown (antd-mobile renders one at a time). */
export const toast = (page: Page, text: string) => page.locator('.adm-toast-main', { hasText: text });

export const fillLogin = async (page: Page, account: string, password: string) => {
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
};

/** Signs in through the login page, solving the captcha when the page shows one. */
export const signInThroughPage = async (page: Page, baseUrl: string, account: string, password: string) => {
  const captcha = watchCaptcha(page);
  await page.goto(`${baseUrl}/auth/login`);
  await fillLogin(page, account, password);
  const captchaInput = page.getByLabel('验证码', { exact: true });
  if (await captchaInput.isVisible()) {
    await captchaInput.fill(await captcha.answer());
  }
  await page.getByRole('button', { name: '立即登录' }).click();
  await toast(page, '登录成功!').waitFor();
};
