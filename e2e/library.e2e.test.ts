import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { look, newPhone, useBrowser, watchErrors } from './support/browser';

const chips = (page: Page) => page.getByRole('group', { name: '资料分类' });
const list = (page: Page) => page.getByRole('list', { name: '资料列表' });
const cards = (page: Page) => list(page).locator(':scope > li');
const listEnd = (page: Page) => page.getByText('没有更多数据了');

/** Scrolls the page to its bottom until the list says 没有更多数据了 (each page loads at 300 px). */
const scrollToEnd = (page: Page) =>
  expect
    .poll(
      async () => {
        await page.locator('#app-scroll').evaluate((element) => {
          element.scrollTop = element.scrollHeight;
        });
        return listEnd(page).isVisible();
      },
      { timeout: 30_000 },
    )
    .toBe(true);

/** The GET /library/articles calls the page makes from now on, as their query parameters. */
const recordListCalls = (page: Page) => {
  const calls: Record<string, string>[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/app-api/library/articles') {
      calls.push(Object.fromEntries(url.searchParams.entries()));
    }
  });
  return calls;
};

/** Nothing sticks out sideways at 390 px. */
const fitsThePhone = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the data library', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  it('browses /databases: categories, a board paged to its end, 更多, an article', async () => {
    const page = await (await newPhone(browser())).newPage();
    const errors = watchErrors(page);
    const calls = recordListCalls(page);
    await page.goto(`${baseUrl}/databases`);

    await page.getByRole('heading', { name: '资料库', level: 1 }).waitFor();
    await cards(page).first().waitFor();
    expect(await chips(page).getByRole('button').allInnerTexts()).toEqual([
      '水坛论坛',
      '高手资料',
      '公开资料',
      '玩法规则',
      '模板资料',
      '专家文章',
      '更多',
    ]);
    expect(
      await chips(page).getByRole('button', { name: '水坛论坛' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await cards(page).first().innerText()).toMatch(/^第\d{7}期 /);
    expect(await fitsThePhone(page)).toBe(true);
    await look(page, 'library');

    // 水坛论坛 has 236 articles: three pages of 100, loaded as the list nears its bottom.
    await scrollToEnd(page);
    expect(await cards(page).count()).toBe(236);
    const links = await cards(page)
      .locator('a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(new Set(links).size).toBe(236);
    expect(calls).toEqual(
      [1, 2, 3].map((n) => ({ categoryCode: 'water-forum', page: String(n), rows: '100' })),
    );
    await look(page, 'library-end');

    // A chip: its category from its top, in the address.
    await chips(page).getByRole('button', { name: '高手资料' }).click();
    await page.waitForURL(`${baseUrl}/databases?category=master-documents`);
    await expect.poll(() => cards(page).count()).toBe(48);
    await listEnd(page).waitFor();
    await expect.poll(() => cards(page).locator('img').count()).toBe(16);
    await page.locator('#app-scroll').evaluate((element) => {
      element.scrollTop = 0;
    });
    await expect
      .poll(() =>
        cards(page)
          .locator('img')
          .first()
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      )
      .toBe(true);
    await look(page, 'library-masters');

    // 更多: the two categories past the sixth; the chosen one names the button.
    await chips(page).getByRole('button', { name: '更多' }).click();
    const menu = page.locator('.adm-popover-menu');
    await menu.waitFor();
    expect(await menu.locator('.adm-popover-menu-item').allInnerTexts()).toEqual([
      '生肖宝典',
      '新手指南',
    ]);
    await look(page, 'library-more');
    await menu.getByText('新手指南').click();
    await page.waitForURL(`${baseUrl}/databases?category=beginner-guide`);
    await expect.poll(() => cards(page).count()).toBe(6);
    expect(
      await chips(page)
        .getByRole('button', { name: /新手指南/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    // An article, and back to the list.
    const first = cards(page).first();
    const title = await first.locator('h3').innerText();
    await first.click();
    await page.waitForURL(/\/databases\/article\/\d+$/);
    await page.getByRole('heading', { name: title, level: 2 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('新手指南');
    expect(await page.getByTestId('library-content').innerText()).toContain('客服');
    expect(await fitsThePhone(page)).toBe(true);
    await look(page, 'library-article');
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL(`${baseUrl}/databases?category=beginner-guide`);
    await expect.poll(() => cards(page).count()).toBe(6);

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows a board of the home-type routes as its list, and its articles', async () => {
    const page = await (await newPhone(browser())).newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/game-structures`);

    await page.getByRole('heading', { name: '玩法规则', level: 1 }).waitFor();
    await listEnd(page).waitFor();
    expect(await cards(page).count()).toBe(12);
    expect(await cards(page).locator('h3').allInnerTexts()).toContain('特码玩法说明');
    await look(page, 'library-board');

    await cards(page).locator('h3', { hasText: '连码玩法说明' }).click();
    await page.getByRole('heading', { name: '连码玩法说明', level: 2 }).waitFor();
    expect(await page.getByTestId('library-content').innerText()).toContain('三中三');
    await look(page, 'library-board-article');
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL(`${baseUrl}/game-structures`);

    for (const [path, name] of [
      ['water-forum', '水坛论坛'],
      ['master-documents', '高手资料'],
      ['public-documents', '公开资料'],
    ]) {
      await page.goto(`${baseUrl}/${path}`);
      await page.getByRole('heading', { name, level: 1 }).waitFor();
      await cards(page).first().waitFor();
      expect(await cards(page).count(), path).toBeGreaterThan(10);
    }
    await look(page, 'library-board-public');
    await cards(page).first().click();
    await page.getByTestId('library-content').locator('table').waitFor();
    expect(await fitsThePhone(page)).toBe(true);
    await look(page, 'library-public-article');

    await page.goto(`${baseUrl}/water-forum`);
    await cards(page).first().click();
    await page.getByTestId('library-content').locator('ul').waitFor();
    await look(page, 'library-forum-article');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
