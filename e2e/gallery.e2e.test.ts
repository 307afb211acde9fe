import { describe, expect, inject, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { useBrowser, newPhone, screenshot, watchErrors } from './support/browser';
import { signInThroughPage, toast } from './support/auth';

interface Point {
  x: number;
  y: number;
}

/** A finger drag (the viewer's swipe), through the DevTools touch events. */
const touchDrag = async (page: Page, from: Point, to: Point, steps = 10) => {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at?: Point) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [at] : [] });
  await touch('touchStart', from);
  for (let step = 1; step <= steps; step++) {
    await touch('touchMove', {
      x: from.x + ((to.x - from.x) * step) / steps,
      y: from.y + ((to.y - from.y) * step) / steps,
    });
  }
  await touch('touchEnd');
  await cdp.detach();
};

const grid = (page: Page) => page.getByRole('list', { name: '图纸列表' });
const cards = (page: Page) => grid(page).locator(':scope > li');
const cardNames = (page: Page) => cards(page).locator('button > span:nth-child(2)').allInnerTexts();
const letters = (page: Page) => page.getByRole('group', { name: '字母索引' });
const types = (page: Page) => page.getByRole('group', { name: '图纸类型' });
const listEnd = (page: Page) => page.getByText('没有更多数据了');

const scrollToBottom = (page: Page) =>
  page.locator('#app-scroll').evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });

/** The GET /gallery/group calls the page makes from now on, as their query parameters. */
const recordGroupCalls = (page: Page) => {
  const calls: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/app-api/gallery/group') calls.push(url.searchParams);
  });
  return calls;
};

const groupAnswer = (page: Page, match: (params: URLSearchParams) => boolean) =>
  page.waitForResponse((response: Response) => {
    const url = new URL(response.url());
    return url.pathname === '/app-api/gallery/group' && match(url.searchParams);
  });

/** Scrolls the list down until it says 没有更多数据了. */
const scrollToEnd = async (page: Page) => {
  for (let i = 0; i < 40 && !(await listEnd(page).isVisible()); i++) {
    await scrollToBottom(page);
    await page.waitForTimeout(250);
  }
  await listEnd(page).waitFor();
};

/** The layout shifts of the page so far (CLS as Lighthouse sums them, without session windows). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );

describe('the gallery', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  it('browses: game tabs, colour and black-and-white, letters loading on across initials, search', async () => {
    const page = await (await newPhone(browser())).newPage();
    const errors = watchErrors(page);
    const calls = recordGroupCalls(page);
    await page.goto(`${baseUrl}/gallery`);

    await page.getByRole('heading', { name: '图库', level: 1 }).waitFor();
    await cards(page).first().waitFor();
    const tabs = await page.locator('.adm-tabs-tab').allInnerTexts();
    expect(tabs).toHaveLength(3);
    expect(tabs.every((title) => title.trim().length > 0)).toBe(true);
    expect(await page.getByPlaceholder('請輸入您要查找的图纸名称').isVisible()).toBe(true);
    expect(
      await letters(page).getByRole('button', { name: '热门' }).getAttribute('aria-pressed'),
    ).toBe('true');
    // 热门 first: the popular groups of the first game, colour charts.
    expect(calls[0]?.get('popular')).toBe('1');
    expect(calls[0]?.get('groupType')).toBe('1');
    expect(await cards(page).first().innerText()).toMatch(/第\d+期/);
    // Every thumbnail sits in a 3:4 box, whether or not it has loaded.
    const ratios = await grid(page)
      .locator('img')
      .evaluateAll((images) =>
        images.map((image) => {
          const box = image.parentElement!.getBoundingClientRect();
          return Math.round((box.width / box.height) * 100) / 100;
        }),
      );
    expect(new Set(ratios)).toEqual(new Set([0.75]));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    await screenshot(page, 'gallery');
    const cls = await layoutShift(page);
    expect(cls).toBeLessThanOrEqual(0.05);

    // Black and white: the same letter (热门), page 1 of type 2.
    const blackAndWhite = groupAnswer(
      page,
      (params) => params.get('groupType') === '2' && params.get('page') === '1',
    );
    await types(page).getByRole('button', { name: '黑白' }).click();
    await blackAndWhite;
    await cards(page).first().waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'gallery-black-white');
    await types(page).getByRole('button', { name: '彩色' }).click();
    await expect
      .poll(() => types(page).getByRole('button', { name: '彩色' }).getAttribute('aria-pressed'))
      .toBe('true');

    // A letter: its groups first, then the letters after it as the list is scrolled.
    const strip = await letters(page).getByRole('button').allInnerTexts();
    expect(strip.slice(0, 2)).toEqual(['全部', '热门']);
    const initials = strip.slice(2);
    expect(initials.length).toBeGreaterThanOrEqual(4);
    expect(initials).toEqual([...initials].sort());
    const start = initials[1]!;
    const before = calls.length;
    const firstLetter = groupAnswer(
      page,
      (params) => params.get('initials') === start && params.get('page') === '1',
    );
    await letters(page).getByRole('button', { name: start, exact: true }).click();
    await firstLetter;
    await scrollToEnd(page);
    const walked = calls.slice(before).map((params) => params.get('initials'));
    expect(walked[0]).toBe(start);
    // Every initial from the chosen one on, in order, each once (page 1 of each).
    expect([...new Set(walked)]).toEqual(initials.slice(1));
    expect(await cards(page).first().innerText()).not.toBe('');
    await scrollToBottom(page);
    await page.waitForTimeout(300);
    await screenshot(page, 'gallery-letter-end');

    // 全部: every initial, the first load filled up to 30 rows.
    const allBefore = calls.length;
    await letters(page).getByRole('button', { name: '全部' }).click();
    await cards(page).first().waitFor();
    await scrollToEnd(page);
    expect([...new Set(calls.slice(allBefore).map((params) => params.get('initials')))]).toEqual(
      initials,
    );
    const everyName = await cardNames(page);
    expect(everyName.length).toBeGreaterThan(10);
    expect(new Set(everyName).size).toBe(everyName.length);

    // Search a name: trimmed and sent; only matching names show.
    const wanted = everyName[3]!;
    const searched = groupAnswer(page, (params) => params.get('searchText') === wanted);
    const box = page.getByPlaceholder('請輸入您要查找的图纸名称');
    await page.locator('#app-scroll').evaluate((element) => {
      element.scrollTop = 0;
    });
    await box.fill(`  ${wanted} `);
    await box.press('Enter');
    await searched;
    await expect.poll(() => cardNames(page)).toContain(wanted);
    await listEnd(page).waitFor();
    expect((await cardNames(page)).every((name) => name.includes(wanted))).toBe(true);
    await page.waitForTimeout(300);
    await screenshot(page, 'gallery-search');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('paints the server-drawn first view at the page’s own places, and the page replaces it', async () => {
    const places = (page: Page, selectors: string[]) =>
      Promise.all(
        selectors.map(async (selector) => {
          const box = await page.locator(selector).first().boundingBox();
          return box && [box.x, box.y, box.width, box.height].map((n) => Math.round(n));
        }),
      );
    // Before any script: only the server's first view.
    const shellContext = await newPhone(browser());
    await shellContext.route('**/*.js', (route) => route.abort());
    const shell = await shellContext.newPage();
    await shell.goto(`${baseUrl}/gallery`);
    await shell
      .locator('#boot-shell .bs-ad img')
      .evaluate(
        (image: HTMLImageElement) =>
          image.complete || new Promise((done) => image.addEventListener('load', done)),
      );
    await screenshot(shell, 'gallery-boot-shell');
    const drawn = await places(shell, [
      '.bs-title',
      '.bs-game-tab-active',
      '.bs-ad img',
      '.bs-search',
      '.bs-filters',
      '.bs-card',
      '.bs-card >> nth=5',
      '.bs-tabs',
    ]);
    await shellContext.close();

    const page = await (await newPhone(browser())).newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/gallery`);
    await page.locator('#boot-shell').waitFor({ state: 'detached' });
    await cards(page).first().waitFor();
    expect(
      await places(page, [
        'main header',
        '.adm-tabs-tab-active',
        '[data-ad="AD08"] img',
        '.adm-search-bar',
        'main [role=group][aria-label="图纸类型"] >> xpath=..',
        'main ul[aria-label="图纸列表"] li button',
        'main ul[aria-label="图纸列表"] li button >> nth=5',
        '.adm-tab-bar',
      ]),
    ).toEqual(drawn);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens a detail: a visitor is sent to sign in to like; a member likes, unlikes and views', async () => {
    const page = await (await newPhone(browser())).newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/gallery`);
    const first = cards(page).first();
    await first.waitFor();
    const name = (await cardNames(page))[0]!;

    await first.getByRole('button').click();
    await page.waitForURL(/\/gallery-detail\/\d+\/\d+$/);
    const detailUrl = page.url();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    const latest = page.getByRole('region', { name: '最新一期' });
    await latest.getByRole('img').waitFor();
    await page.getByRole('list', { name: '往期图纸列表' }).locator('li').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    await screenshot(page, 'gallery-detail');

    // The past periods, each with its like.
    await page.getByRole('heading', { name: '往期图纸', level: 2 }).scrollIntoViewIfNeeded();
    await page.locator('#app-scroll').evaluate((element) => {
      element.scrollTop += 500;
    });
    await page.waitForTimeout(300);
    await screenshot(page, 'gallery-detail-past');
    await page.locator('#app-scroll').evaluate((element) => {
      element.scrollTop = 0;
    });

    // A visitor: 请先登录, then the login page.
    await latest.getByRole('button', { name: /点赞 第\d+期/ }).click();
    await toast(page, '请先登录').waitFor();
    await page.waitForURL(`${baseUrl}/auth/login`);

    // A member likes and unlikes the latest image.
    await signInThroughPage(page, baseUrl, 'member01', 'Member123');
    await page.goto(detailUrl);
    const like = latest.getByRole('button', { name: /点赞 第\d+期/ });
    await like.waitFor();
    const countOf = async () => Number(await like.innerText());
    const wasLiked = (await like.getAttribute('aria-pressed')) === 'true';
    const count = await countOf();
    const answer = () =>
      page.waitForResponse((response) => response.url().endsWith('/app-api/gallery/toggle-like'));

    let sent = answer();
    await like.click();
    expect((await sent).status()).toBe(200);
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe(String(!wasLiked));
    expect(await countOf()).toBe(count + (wasLiked ? -1 : 1));
    await screenshot(page, wasLiked ? 'gallery-detail-unliked' : 'gallery-detail-liked');

    sent = answer();
    await like.click();
    expect((await sent).status()).toBe(200);
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe(String(wasLiked));
    expect(await countOf()).toBe(count);

    // The viewer: the full image, swipe to the next one, then close.
    await latest.getByRole('button', { name: /^查看第\d+期大图$/ }).click();
    const viewer = page.locator('.adm-image-viewer-content');
    await viewer.waitFor();
    const indicator = page.locator('.adm-image-viewer-indicator');
    await expect.poll(() => indicator.innerText()).toMatch(/^1 \/ \d+$/);
    const total = Number((await indicator.innerText()).split('/')[1]);
    const shown = viewer.locator('.adm-image-viewer-slide img').first();
    expect(await shown.getAttribute('src')).toMatch(/^\/sys-upload\//);
    await expect
      .poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await page.waitForTimeout(400);
    await screenshot(page, 'gallery-viewer');
    if (total > 1) {
      await touchDrag(page, { x: 330, y: 420 }, { x: 40, y: 420 });
      await expect.poll(() => indicator.innerText()).toBe(`2 / ${total}`);
      await page.waitForTimeout(400);
      await screenshot(page, 'gallery-viewer-next');
    }
    await page.locator('.adm-image-viewer-footer').getByText('关闭').click();
    await viewer.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('draws the page on every fresh load, though its code comes with the entry', async () => {
    // The page's chunk could finish loading between the app's first render and the router's
    // subscription, and the page stayed at 加载中 (one load in six or so).
    for (let load = 0; load < 8; load++) {
      const context = await newPhone(browser());
      const page = await context.newPage();
      await page.goto(`${baseUrl}/gallery`);
      await cards(page).first().getByRole('button').waitFor({ timeout: 10_000 });
      await context.close();
    }
  });

  it('shows a group’s periods on /gallery/:groupId and opens the viewer there', async () => {
    const page = await (await newPhone(browser())).newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/gallery`);
    await cards(page).first().getByRole('button').click();
    await page.waitForURL(/\/gallery-detail\/\d+\/\d+$/);
    const groupId = page.url().split('/').at(-1);

    await page.goto(`${baseUrl}/gallery/${groupId}`);
    const periods = page.getByRole('list', { name: '往期图纸' }).locator(':scope > li');
    await periods.first().waitFor();
    await listEnd(page).waitFor();
    expect(await periods.first().innerText()).toMatch(/第\d+期/);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'gallery-group');

    await periods.nth(1).getByRole('button').click();
    await expect
      .poll(() => page.locator('.adm-image-viewer-indicator').innerText())
      .toMatch(/^2 \/ /);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
