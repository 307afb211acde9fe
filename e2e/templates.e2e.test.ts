import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { signInThroughPage, toast } from './support/auth';
import { useBrowser, newPhone, screenshot, screenshotDir, watchErrors } from './support/browser';
import { skipIndexPopups } from './support/popups';

const cards = (page: Page) => page.locator('article[data-template-code]');
const card = (page: Page, code: string) => page.locator(`article[data-template-code="${code}"]`);
const listEnd = (page: Page) => page.getByText('没有更多数据了');

const scrollToBottom = (page: Page) =>
  page.locator('#app-scroll').evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });

/** Scrolls the home's template list down until it says 没有更多数据了. */
const scrollToEnd = async (page: Page) => {
  for (let i = 0; i < 80 && !(await listEnd(page).isVisible()); i++) {
    await scrollToBottom(page);
    await page.waitForTimeout(250);
  }
  await listEnd(page).waitFor();
};

/** Scrolls the home down a screen at a time, as a reader does, until `target` is drawn. */
const scrollUntil = async (page: Page, target: Locator) => {
  for (let i = 0; i < 40 && (await target.count()) === 0; i++) {
    await page.locator('#app-scroll').evaluate((element) => element.scrollBy(0, 600));
    await page.waitForTimeout(250);
  }
  await target.waitFor();
};

/** One screenshot per layout code (the first card of each), to look at them side by side. */
const screenshotLayouts = async (page: Page) => {
  const dir = path.join(screenshotDir, 'templates');
  mkdirSync(dir, { recursive: true });
  const seen = new Set<string>();
  const count = await cards(page).count();
  for (let index = 0; index < count; index++) {
    const shown = cards(page).nth(index);
    const code = (await shown.getAttribute('data-template-code')) ?? '';
    // The lower-case codes are drawn by their upper-case twins.
    if (seen.has(code) || /^mb\d\d$/.test(code)) continue;
    seen.add(code);
    await shown.screenshot({ path: path.join(dir, `${code}.png`), scale: 'css' });
  }
  return seen;
};

const homePage = async (page: Page, baseUrl: string) => {
  await skipIndexPopups(page);
  await page.goto(baseUrl);
  await cards(page).first().waitFor();
};

describe('prediction template cards', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  it('lists every layout to the end for a visitor, who must sign in to favourite or unlock', async () => {
    const page = await (await newPhone(browser())).newPage();
    const errors = watchErrors(page);
    await homePage(page, baseUrl);
    await screenshot(page, 'templates-home');
    // Only the cards near the view are drawn; the rest of the page of 20 follows the scrolling.
    await page.waitForTimeout(500);
    expect(await cards(page).count()).toBeLessThan(20);

    await scrollToEnd(page);
    // 20 a page: the demo's templates of game 110 take several pages.
    expect(await cards(page).count()).toBeGreaterThan(40);
    const codes = await screenshotLayouts(page);
    for (const code of ['MB01', 'MB09', 'MB16', 'MB24', 'MB37', 'MB42', 'SYMB', 'JhtGshou']) {
      expect(codes.has(code), code).toBe(true);
    }

    // A visitor's star: 请先登录, nothing else.
    const first = cards(page).first();
    await first.scrollIntoViewIfNeeded();
    await first.getByRole('button', { name: '收藏', exact: true }).click();
    await toast(page, '请先登录').waitFor();
    expect(
      await first.getByRole('button', { name: '收藏', exact: true }).getAttribute('aria-pressed'),
    ).toBe('false');

    // MB37 is locked for a visitor; its overlay leads to the login page.
    const locked = card(page, 'MB37');
    await locked.scrollIntoViewIfNeeded();
    await locked.getByRole('button', { name: '登陆后可以解锁查看！' }).click();
    await page.waitForURL(`${baseUrl}/auth/login`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps a member’s favourite after a reload and in 我的收藏; one vote per poll', async () => {
    const page = await (await newPhone(browser())).newPage();
    const errors = watchErrors(page);
    await signInThroughPage(page, baseUrl, 'member01', 'Member123');
    await homePage(page, baseUrl);

    const first = cards(page).first();
    const name = (await first.getAttribute('aria-label')) ?? '';
    const star = first.getByRole('button', { name: /收藏/ });
    if ((await star.innerText()).includes('已收藏')) {
      await star.click();
      await first.getByRole('button', { name: '收藏', exact: true }).waitFor();
    }
    const saved = page.waitForResponse((response) =>
      response.url().includes('/game-document/template/toggle-like'),
    );
    await first.getByRole('button', { name: '收藏', exact: true }).click();
    await first.getByRole('button', { name: '已收藏' }).waitFor();
    await saved;

    await page.reload();
    await cards(page).first().getByRole('button', { name: '已收藏' }).waitFor();

    await page.goto(`${baseUrl}/my-collection`);
    await page.getByRole('heading', { level: 1, name: '我的收藏' }).waitFor();
    const collected = page.getByRole('list', { name: '我的收藏' }).getByRole('article', { name });
    await collected.getByRole('button', { name: '已收藏' }).waitFor();
    await screenshot(page, 'templates-my-collection');

    // The zodiac poll of the SYMB3 card, on its detail page: pick one, vote; a second vote is
    // refused.
    const listed = await page.request.get(
      `${baseUrl}/app-api/game-document/template?gameId=110&templateCode=SYMB3`,
    );
    const symb3 = ((await listed.json()) as { data: { data: { id: number }[] } }).data.data[0]!;
    await page.goto(`${baseUrl}/template/110/${symb3.id}`);
    const poll = page.getByRole('region', { name: '生肖投票' });
    await poll.waitFor();
    await poll.getByRole('button', { name: '投票', exact: true }).click();
    await toast(page, '请先选择投票内容！').waitFor();
    await poll.getByRole('button', { name: /^鼠/ }).click();
    await poll.getByRole('button', { name: '投票', exact: true }).click();
    await toast(page, '投票成功！').waitFor();
    await poll.getByRole('button', { name: '已投票' }).click();
    await toast(page, '您已经投票过了！').waitFor();
    await screenshot(page, 'templates-voted');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows a member who never recharged the recharge lock, which leads to /recharge', async () => {
    const page = await (await newPhone(browser())).newPage();
    const errors = watchErrors(page);
    // agent01: a formal member (HY) who has never recharged.
    await signInThroughPage(page, baseUrl, 'agent01', 'Agent1234');
    await homePage(page, baseUrl);

    const lock = page.getByRole('button', { name: '请充值任意金额开通VIP！' }).first();
    await scrollUntil(page, lock);
    await lock.scrollIntoViewIfNeeded();
    await screenshot(page, 'templates-recharge-lock');
    await lock.click();
    await page.waitForURL(`${baseUrl}/recharge`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
