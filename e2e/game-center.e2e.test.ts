import { describe, expect, inject, it } from 'vitest';
import { gameCenterTiming } from '@lottery/contracts';
import type { Page } from 'playwright-core';
import { newPhone, screenshot, toastWasShown, useBrowser, watchErrors } from './support/browser';
import { signInThroughPage, toast } from './support/auth';

const grid = (page: Page, category: string) => page.getByRole('list', { name: `${category}游戏` });
const tile = (page: Page, category: string, name: string) =>
  grid(page, category).getByRole('button', { name, exact: true });
const gridNames = (page: Page, category: string) =>
  grid(page, category)
    .locator(':scope > li > button:first-child')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
const categoryTab = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: '游戏分类' })
    .locator('.adm-side-bar-item, .adm-tabs-tab', { hasText: name });
const topSearch = (page: Page) => page.getByPlaceholder('请输入游戏名称').first();
const drawer = (page: Page) => page.getByRole('dialog', { name: '所有供應商' });
const chosenProviders = (page: Page) =>
  drawer(page).locator('button[aria-pressed="true"]').allInnerTexts();
/** The header's balance as a number of yuan (two decimals, thousands separated). */
const headerBalance = async (page: Page) =>
  Number((await page.getByTestId('game-center-balance').innerText()).replace(/,/g, ''));

/** The drawer has slid all the way up (its bottom at the viewport's). */
const drawerOpened = (page: Page) =>
  expect
    .poll(async () => {
      const box = await page.locator('.adm-popup-body').boundingBox();
      return box ? Math.round(box.y + box.height) : 0;
    })
    .toBe(page.viewportSize()!.height);

/** The dialog has faded all the way in. */
const dialogOpened = (page: Page) =>
  expect
    .poll(() =>
      page
        .locator('.adm-dialog .adm-center-popup-wrap')
        .evaluate((wrap) => getComputedStyle(wrap).opacity),
    )
    .toBe('1');

/** Counts the play-link calls the page makes from now on. */
const recordLaunches = (page: Page) => {
  const launches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/app-api/live/play') launches.push(request.url());
  });
  return launches;
};

describe('the game centre', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  it('searches, filters by provider, and keeps guests, trial accounts and maintenance out', async () => {
    const context = await newPhone(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    const launches = recordLaunches(page);
    await page.goto(`${baseUrl}/game-center`);

    // A visitor: 登录 and 注册, the side column (the demo company's appDisplay is 0), hot first.
    await grid(page, '热门').locator('li').first().waitFor();
    await page.waitForURL(`${baseUrl}/game-center#hot`);
    expect(await page.getByRole('button', { name: '登录' }).isVisible()).toBe(true);
    expect(
      await page.getByRole('navigation', { name: '游戏分类' }).locator('.adm-side-bar').count(),
    ).toBe(1);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'game-center-visitor');

    // The top search switches to the first category with a match; emptied, back to hot.
    await topSearch(page).fill('李逵');
    await topSearch(page).press('Enter');
    await page.waitForURL(`${baseUrl}/game-center#fish`);
    expect(await gridNames(page, '捕鱼')).toEqual(['李逵劈鱼']);
    await topSearch(page).fill('');
    await page.waitForURL(`${baseUrl}/game-center#hot`);
    await grid(page, '热门').waitFor();
    // The hash is the category, also when the browser changes it (address bar, plain #links).
    await page.evaluate(() => {
      location.hash = '#card';
    });
    await grid(page, '棋牌').waitFor();

    // Live: landscape cards, one per row; the provider drawer applies, restores and resets.
    await categoryTab(page, '真人').click();
    await page.waitForURL(`${baseUrl}/game-center#live`);
    // The category's list arrives after the tab shows (failed once when read at once).
    await expect.poll(async () => (await gridNames(page, '真人')).length).toBeGreaterThanOrEqual(4);
    const all = await gridNames(page, '真人');
    const boxes = await grid(page, '真人')
      .locator('li')
      .evaluateAll((items) => items.slice(0, 2).map((item) => item.getBoundingClientRect()));
    expect(boxes[1]!.top).toBeGreaterThan(boxes[0]!.bottom - 1);
    expect(boxes[0]!.width).toBeGreaterThan(200);
    await screenshot(page, 'game-center-live');

    await page.getByRole('button', { name: '所有供應商' }).click();
    await drawer(page).waitFor();
    expect(await chosenProviders(page)).toEqual(['全部']);
    await drawerOpened(page);
    await screenshot(page, 'game-center-providers');
    await drawer(page).getByRole('button', { name: '金龙视讯' }).click();
    expect(await chosenProviders(page)).toEqual(['金龙视讯']);
    await drawer(page).getByRole('button', { name: '完成' }).click();
    await drawer(page).waitFor({ state: 'hidden' });
    const jlsx = await gridNames(page, '真人');
    expect(jlsx).toEqual(['VIP百家乐', '视讯龙虎斗', '多台百家乐']);

    await page.getByRole('button', { name: '所有供應商' }).click();
    await drawer(page).getByRole('button', { name: '星光真人' }).click();
    expect(await chosenProviders(page)).toEqual(['星光真人', '金龙视讯']);
    await drawer(page).getByRole('button', { name: '重置' }).click();
    expect(await chosenProviders(page)).toEqual(['金龙视讯']);
    await drawer(page).getByRole('button', { name: '全部' }).click();
    await drawer(page).getByRole('button', { name: '关闭' }).click();
    await drawer(page).waitFor({ state: 'hidden' });
    expect(await gridNames(page, '真人')).toEqual(jlsx);

    // A game in maintenance shows 维护中 and does not open.
    await categoryTab(page, '捕鱼').click();
    await page.waitForURL(`${baseUrl}/game-center#fish`);
    const closed = tile(page, '捕鱼', '龙王捕鱼');
    // The category's grid may still be drawing: wait for the overlay rather than look once.
    await closed.getByText('维护中').waitFor();
    await closed.click();
    await toast(page, '游戏维护中').waitFor();
    expect(launches).toEqual([]);

    // Another category and back: every provider again.
    await categoryTab(page, '体育').click();
    await grid(page, '体育').waitFor();
    await categoryTab(page, '真人').click();
    await expect.poll(() => gridNames(page, '真人')).toEqual(all);

    // A visitor tapping a third-party game is sent to log in (once the tap lock is over).
    await page.waitForTimeout(gameCenterTiming.clickLockMs);
    await tile(page, '真人', '真人百家乐').click();
    await page.waitForURL(`${baseUrl}/auth/login`);
    expect(launches).toEqual([]);

    // A trial account (随便玩玩 on the login page) is refused with the trial toast.
    await page.getByRole('button', { name: '随便玩玩' }).click();
    await page.waitForURL(`${baseUrl}/profile`);
    await page.goto(`${baseUrl}/game-center#electronic`);
    await page.getByTestId('game-center-balance').waitFor();
    await page.waitForLoadState('networkidle');
    await tile(page, '电子', '幸运777').click();
    await expect
      .poll(() => toastWasShown(page, '试玩账户无法进行该操作，请注册正式账户!'))
      .toBe(true);
    expect(launches).toEqual([]);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a member launch the demo game, play a round and come back to the new balance', async () => {
    const context = await newPhone(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInThroughPage(page, baseUrl, 'member01', 'Member123');
    await page.goto(`${baseUrl}/game-center#electronic`);

    const balance = page.getByTestId('game-center-balance');
    await expect.poll(() => balance.innerText()).toMatch(/^\d[\d,]*\.\d\d$/);
    await page.waitForLoadState('networkidle');
    const before = await headerBalance(page);
    await screenshot(page, 'game-center-member');

    // Scrolled into the games: the side column sticks under the header.
    await page.locator('#app-scroll').evaluate((scroller) => {
      scroller.scrollTop = scroller.scrollHeight;
    });
    const column = page.getByRole('navigation', { name: '游戏分类' });
    await expect.poll(() => column.getAttribute('data-stuck')).toBe('');
    const header = await page.locator('header').first().boundingBox();
    const gap = (await column.boundingBox())!.y - (header!.y + header!.height);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(12);
    await screenshot(page, 'game-center-scrolled');

    await tile(page, '电子', '幸运777').click();
    const confirm = page.locator('.adm-dialog').getByText('立即进入游戏!');
    await confirm.waitFor();
    await dialogOpened(page);
    await screenshot(page, 'game-center-confirm');
    const [game] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: '确认' }).click(),
    ]);

    // The demo provider's slot: one spin against the member's balance.
    await game.getByTestId('spin').waitFor();
    await game.getByTestId('spin').click();
    const result = game.getByTestId('result');
    await expect.poll(() => result.innerText(), { timeout: 10_000 }).toMatch(/本局输赢/);
    const net = Number(/本局输赢 ([+-]?\d+\.\d\d)/.exec(await result.innerText())![1]);
    await screenshot(game, 'game-center-demo-slot');
    await game.close();

    // Back in the game centre: the balance refreshes and shows the round.
    await page.bringToFront();
    await page.getByRole('button', { name: '刷新余额' }).click();
    await expect
      .poll(async () => Math.round((await headerBalance(page)) * 100))
      .toBe(Math.round((before + net) * 100));

    // A company with appDisplay 1 gets horizontal tabs instead of the side column.
    await page.route('**/app-api/company/get', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { appDisplay: number } };
      body.data.appDisplay = 1;
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${baseUrl}/game-center#sport`);
    await page.reload();
    await grid(page, '体育').locator('li').first().waitFor();
    const nav = page.getByRole('navigation', { name: '游戏分类' });
    await nav.locator('.adm-tabs').waitFor();
    expect(await nav.locator('.adm-side-bar').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'game-center-tabs');

    expect(errors).toEqual([]);
    await context.close();
  });
});
