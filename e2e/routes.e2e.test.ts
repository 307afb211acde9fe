import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { routeSamples, type RouteSample } from '../apps/web/src/app/route-samples';
import { launchBrowser, newPhone, screenshot, watchErrors } from './support/browser';
import { signInThroughPage } from './support/auth';
import { setSystemConfig } from './support/operator';
import { skipIndexPopups } from './support/popups';

type Role = 'visitor' | 'member';

/** Where a sample ends up on theme4 (this build's theme) for a role, opened in-app. */
const expectedEnd = (sample: RouteSample, role: Role, previous: string): string => {
  if (!sample.themes.includes('theme4')) return sample.path.split('?')[0]!;
  if (sample.access !== 'public' && role === 'visitor') return '/auth/login';
  // A member without isDl: the navigation is cancelled, they stay where they were.
  if (sample.access === 'agent') return previous;
  return sample.settlesAt ?? sample.path.split('?')[0]!;
};

const pathnameOf = (page: Page) => new URL(page.url()).pathname;

/**
 * Opens a path inside the running app, as the browser's forward button would: the router gets a
 * popstate for a history entry it has not seen yet. A full load per route would take a minute.
 */
const forwardTo = (page: Page, path: string) =>
  page.evaluate((to) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `e2e-${idx}`, idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);

/** The route table's sections: pages whose child routes switch inside them. */
const sections = ['/game/95', '/game/110/analytic/special', '/game/110/analytic/zodiac'];

/** The shell's page on screen (kept pages are hidden, display: none). */
const visibleFrame = (page: Page) => page.locator('#app-scroll > [data-page]:visible');

/** `end` as a test of a pathname: `:id` stands for any id. */
const endPattern = (end: string) =>
  new RegExp(`^${end.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:id/g, '\\d+')}$`);

/** Waits until `end` has rendered, and checks it is the page the route table promises. */
const settle = async (page: Page, sample: RouteSample, settlesAt: string) => {
  const pattern = endPattern(settlesAt);
  await page.waitForURL((url) => pattern.test(url.pathname));
  const end = pathnameOf(page);
  if (end.startsWith('/auth/')) {
    await page.locator('#app-scroll').waitFor({ state: 'detached' });
    await page.locator('#root h1').first().waitFor();
    return;
  }
  const frame = visibleFrame(page);
  // The page on screen is the one for `end` (a section's children are one page, the section's).
  const pageKey = sections.find((section) => end.startsWith(`${section}/`)) ?? end;
  await expect
    .poll(() => frame.getAttribute('data-page', { timeout: 500 }).catch(() => null), {
      message: sample.path,
    })
    .toBe(pageKey);
  await frame.locator('h1, h2, button').first().waitFor();
  // A route theme4 does not have is the not-found page; every other one is not.
  const notFound = await frame.getByRole('heading', { name: '页面不存在', level: 2 }).count();
  expect(notFound, sample.path).toBe(sample.themes.includes('theme4') ? 0 : 1);
  expect(await frame.getByText('页面加载失败').count(), sample.path).toBe(0);
};

/** Opens every sample in turn, in-app; a few deep links also by a full load (history fallback). */
const openAll = async (page: Page, baseUrl: string, role: Role) => {
  await page.goto(`${baseUrl}/gallery`);
  await visibleFrame(page).waitFor();
  for (const sample of routeSamples) {
    const previous = pathnameOf(page);
    await forwardTo(page, sample.path);
    await settle(page, sample, expectedEnd(sample, role, previous));
  }
  for (const path of ['/game/110/analytic/zodiac/first-num', '/chat-rooms/1001/hong-bao/7']) {
    const sample = routeSamples.find((candidate) => candidate.path === path)!;
    await page.goto(`${baseUrl}${path}`);
    await settle(page, sample, expectedEnd(sample, role, path));
  }
};

/**
 * The samples' made-up ids of chat (friend 42, red packet 7, customer-service member 3) are no
 * one's: the browser logs the server's 404 for them, and the page shows its not-found state.
 */
const missOfSampleId = (error: string) =>
  error.includes('status of 404') &&
  [
    'contact/contactdetail?friend_id=42',
    'hongbao/detail?id=7',
    'chat/guest/init-room',
    'guest/friends/3',
    'contactdetail?friend_id=3',
  ].some((call) => error.includes(call));

describe('every route of the route table, on theme4', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  /** One phone per role; the index pop-ups are marked seen, this journey is about routes. */
  const phone = async () => {
    const context = await newPhone(browser);
    contexts.push(context);
    const page = await context.newPage();
    await skipIndexPopups(page);
    return { page, errors: watchErrors(page) };
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await setSystemConfig('profile_tabs', '');
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('opens each route for a visitor: sign-in routes go to /auth/login, others show', async () => {
    const { page, errors } = await phone();
    await openAll(page, baseUrl, 'visitor');
    expect(errors.filter((error) => !missOfSampleId(error))).toEqual([]);
  });

  it('opens each route for a signed-in member; agent routes keep a member out', async () => {
    const { page, errors } = await phone();
    await signInThroughPage(page, baseUrl, 'member01', 'Member123');
    await openAll(page, baseUrl, 'member');
    expect(errors.filter((error) => !missOfSampleId(error))).toEqual([]);
  });

  it('cancels an in-app navigation to /agent for a member without isDl: they stay put', async () => {
    // An operator-configured profile link to /agent, shown to everyone.
    await setSystemConfig(
      'profile_tabs',
      JSON.stringify({
        subTab1: [{ title: '代理中心', icon: '', redirectUrl: '/agent', needLogin: 1 }],
        subTab2: [],
      }),
    );
    const { page, errors } = await phone();
    await signInThroughPage(page, baseUrl, 'member01', 'Member123');
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('heading', { name: 'member01' }).waitFor();
    const historyLength = await page.evaluate(() => history.length);
    const link = page.getByText('代理中心');

    await link.click();
    await page.waitForTimeout(400);

    expect(pathnameOf(page)).toBe('/profile');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(await page.getByRole('heading', { name: '推广赚钱' }).count()).toBe(0);
    await screenshot(page, 'routes-agent-refused');
    expect(errors).toEqual([]);
  });

  it('lets the demo agent in to /agent, in-app and directly', async () => {
    const { page, errors } = await phone();
    await signInThroughPage(page, baseUrl, 'agent01', 'Agent1234');
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('button', { name: '推广赚钱' }).click();
    await page.waitForURL(`${baseUrl}/agent`);
    await page.getByRole('heading', { name: '推广赚钱', level: 1 }).waitFor();

    await page.goto(`${baseUrl}/agent/user-list`);
    await page.getByRole('heading', { name: '下级用户', level: 1 }).waitFor();
    expect(errors).toEqual([]);
  });

  it('brings a list page back where the user left it', async () => {
    const { page, errors } = await phone();
    await page.goto(baseUrl);
    const scroller = page.locator('#app-scroll');
    await page.locator('#root h2').first().waitFor();
    // Enough of the home page to scroll; then well down it.
    await expect
      .poll(() => scroller.evaluate((element) => element.scrollHeight - element.clientHeight))
      .toBeGreaterThan(400);
    await scroller.evaluate((element) => {
      element.scrollTop = 400;
    });
    await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBe(400);

    await page
      .getByRole('navigation', { name: '底部导航' })
      .getByText('图库', { exact: true })
      .click();
    await page.waitForURL(`${baseUrl}/gallery`);
    await page.getByRole('heading', { name: '图库', level: 1 }).waitFor();
    expect(await scroller.evaluate((element) => element.scrollTop)).toBe(0);

    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBe(400);
    await screenshot(page, 'routes-home-scroll-kept');
    expect(errors).toEqual([]);
  });

  it('colours the browser bar by route group', async () => {
    const { page } = await phone();
    const themeColor = () =>
      page
        .locator('meta[name="theme-color"]')
        .evaluate((meta) => (meta as HTMLMetaElement).content);
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('button', { name: '登录' }).waitFor();
    await expect.poll(themeColor).toBe('#e0333a');
    await page
      .getByRole('navigation', { name: '底部导航' })
      .getByText('图库', { exact: true })
      .click();
    await expect.poll(themeColor).toBe('#c8161d');
  });
});
