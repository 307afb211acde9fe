import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signInThroughPage } from './support/auth';
import { launchBrowser, newPhone, screenshot, watchErrors } from './support/browser';
import { closeIndexPopups, skipIndexPopups } from './support/popups';

describe('the home page', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a visitor the header, banners, quick actions, notices, recommend grid and chips', async () => {
    const page = await (await newPhone(browser)).newPage();
    const errors = watchErrors(page);
    const response = await page.goto(baseUrl);
    const html = (await response?.text()) ?? '';
    // The server's first view (header, AD12, first banner) gives way to the app's own.
    expect(html).toMatch(/<div class="bs-banner"><img src="data:image\/svg\+xml;/);
    // The home's own chunk comes with the entry (read from the build manifest).
    expect(html).toMatch(
      /<link rel="app-modulepreload" crossorigin href="\/assets\/home-page-[^"]+\.js">/,
    );
    await page.locator('#boot-shell').waitFor({ state: 'detached' });
    await closeIndexPopups(page);

    await page.getByRole('button', { name: '注册' }).waitFor();
    await page.getByAltText('彩民之家全新上线').or(page.getByAltText('轮播图 1')).first().waitFor();
    const actions = page.getByRole('navigation', { name: '快捷入口' });
    expect(await actions.getByRole('button').allInnerTexts()).toEqual([
      '充值',
      '提现',
      '洗码',
      '聊天室',
      '客服',
    ]);
    await page.getByRole('marquee', { name: '开奖公告' }).waitFor();
    const chips = page.getByRole('group', { name: '玩法分类' });
    await chips.getByRole('button', { name: '更多' }).waitFor();
    expect(await chips.getByRole('button').count()).toBe(8);
    await screenshot(page, 'home-visitor');

    await chips.getByRole('button', { name: '更多' }).click();
    await chips.getByRole('button', { name: '家禽野兽' }).click();
    await chips.getByRole('button', { name: '家禽野兽', pressed: true }).waitFor();
    await chips.getByRole('button', { name: '收起' }).click();
    expect(await chips.getByRole('button').count()).toBe(8);

    await page.getByRole('tab', { name: '推荐' }).click();
    await page.getByRole('list', { name: '推荐' }).getByRole('button', { name: '真人' }).click();
    await page.waitForURL(`${baseUrl}/game-center#live`);

    await page.goBack();
    await actions.getByRole('button', { name: '充值' }).click();
    await page.waitForURL(`${baseUrl}/auth/login`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows a member the balance, and refreshes it with a spinner', async () => {
    const page = await (await newPhone(browser)).newPage();
    const errors = watchErrors(page);
    await skipIndexPopups(page);
    await signInThroughPage(page, baseUrl, 'member01', 'Member123');
    await page.goto(baseUrl);

    const balance = page.getByTestId('home-balance');
    await expect.poll(() => balance.innerText()).toMatch(/^\d[\d,]*\.\d\d$/);
    const refresh = page.getByRole('button', { name: '刷新余额' });
    await refresh.click();
    await page.locator('button[aria-label="刷新余额"][aria-busy="true"]').waitFor();
    await page.locator('button[aria-label="刷新余额"][aria-busy="false"]').waitFor();
    expect(await page.getByRole('button', { name: '登录' }).count()).toBe(0);
    await page.waitForTimeout(300);
    await screenshot(page, 'home-member');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
