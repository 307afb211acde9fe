import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPhone, screenshot, watchErrors } from './support/browser';
import { closeIndexPopups } from './support/popups';

describe('the app shell', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let phone: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    phone = await newPhone(browser);
  });
  afterAll(async () => {
    await phone?.close();
    await browser?.close();
  });

  it('opens on the home page with the theme4 tab bar and the company from the server', async () => {
    const page = await phone.newPage();
    const errors = watchErrors(page);
    await page.goto(baseUrl);

    const tabBar = page.getByRole('navigation', { name: '底部导航' });
    await tabBar.waitFor();
    expect(await tabBar.locator('.adm-tab-bar-item-title').allInnerTexts()).toEqual([
      '首页',
      '资料库',
      '彩票',
      '图库',
      '我的',
    ]);
    await page.getByText('彩民之家').first().waitFor();
    await page.getByText('官方公告').waitFor();
    await screenshot(page, 'home-notice');
    await page.getByRole('button', { name: '取消' }).click();
    await page.getByText('官方公告').waitFor({ state: 'hidden' });
    // Then the AD11 pop-up ad, once per visit.
    await page.getByAltText('活动广告').waitFor();
    await screenshot(page, 'home-modal-ad');
    await page.getByRole('button', { name: '关闭广告' }).click();
    await page.getByAltText('活动广告').waitFor({ state: 'hidden' });
    await screenshot(page, 'home');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('moves between tabs, and a deep link survives a reload (history fallback)', async () => {
    const page = await phone.newPage();
    const errors = watchErrors(page);
    await page.goto(baseUrl);
    await closeIndexPopups(page);
    await page
      .getByRole('navigation', { name: '底部导航' })
      .getByText('资料库', { exact: true })
      .click();
    await page.waitForURL(`${baseUrl}/databases`);
    await page.getByRole('group', { name: '资料分类' }).waitFor();
    await screenshot(page, 'databases');

    await page.reload();
    await page.getByRole('group', { name: '资料分类' }).waitFor();
    await page
      .getByRole('navigation', { name: '底部导航' })
      .getByText('首页', { exact: true })
      .click();
    await page.waitForURL(`${baseUrl}/`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each([
    ['取消', (page: Page) => page.getByRole('button', { name: '取消' }).click()],
    ['the × button', (page: Page) => page.locator('.adm-center-popup-close').click()],
    ['the mask', (page: Page) => page.mouse.click(195, 60)],
  ] as const)('closes the official-notice modal with %s', async (_way, close) => {
    const page = await phone.newPage();
    await page.goto(baseUrl);
    await page.getByText('官方公告').waitFor();
    await page.getByText('关于系统维护的公告').waitFor();
    await close(page);
    await page.getByText('官方公告').waitFor({ state: 'hidden' });
    await page.close();
  });

  it('shows 页面不存在 for an unknown page', async () => {
    const page = await phone.newPage();
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByRole('heading', { name: '页面不存在', level: 2 }).waitFor();
    await screenshot(page, 'not-found');
    await page.close();
  });
});
