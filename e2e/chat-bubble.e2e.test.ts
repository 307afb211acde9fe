import { chatConfigFile, staticFile, staticFileUrl, systemConfigKey } from '@lottery/contracts';
import type { ChatConfigFile } from '@lottery/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { toast } from './support/auth';
import { launchBrowser, newPhone, screenshot, toastWasShown, watchErrors } from './support/browser';
import { setSystemConfig } from './support/operator';

interface Point {
  x: number;
  y: number;
}

/** A finger drag (touch events through the DevTools protocol; playwright only taps). */
const touchDrag = async (page: Page, from: Point, to: Point, steps = 12) => {
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

describe('the floating chat icon', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  /** The chat settings as the journeys' server had them, put back at the end. */
  let original: { config: ChatConfigFile; public: Record<string, string> };

  const readStatic = async (path: string): Promise<unknown> => {
    const response = await fetch(`${baseUrl}${staticFileUrl(path)}?_t=${Date.now()}`);
    return response.json();
  };

  const setChat = async (enableChat: 0 | 1, maintenance: 0 | 1) => {
    await setSystemConfig(
      systemConfigKey.enableChat,
      String(enableChat),
      systemConfigKey.enableChat in original.public,
    );
    await setSystemConfig(
      systemConfigKey.enableChatMaintenance,
      String(maintenance),
      systemConfigKey.enableChatMaintenance in original.public,
    );
  };

  /** A fresh phone (its own cache) on `path`, with the bubble on screen. */
  const openPhone = async (path: string) => {
    const page = await (await newPhone(browser)).newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}${path}`);
    const open = page.getByRole('button', { name: '聊天室', exact: true });
    await open.waitFor();
    const bubble = page.locator('.adm-floating-bubble-button');
    const box = async () => {
      const found = await bubble.boundingBox();
      if (!found) throw new Error('the chat bubble is not on screen');
      return found;
    };
    return { page, errors, open, bubble, box };
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    original = {
      config: chatConfigFile.parse(await readStatic(staticFile.configChat)),
      public: (await readStatic(staticFile.webSystemConfig)) as Record<string, string>,
    };
  });
  afterAll(async () => {
    if (original) {
      await setChat(original.config.enable_chat, original.config.enable_chat_maintenance);
    }
    await browser?.close();
  });

  it('is 70×67 near the bottom-right, drags within its area and snaps to the nearer edge', async () => {
    await setChat(1, 0);
    const { page, errors, box } = await openPhone('/gallery');
    const viewport = page.viewportSize()!;
    const tabBar = (await page.getByRole('navigation', { name: '底部导航' }).boundingBox())!;

    const start = await box();
    expect(start.width).toBe(70);
    expect(start.height).toBe(67);
    expect(start.x + start.width).toBeCloseTo(viewport.width - 5, 0);
    expect(tabBar.y - (start.y + start.height)).toBeCloseTo(75, 0);
    await screenshot(page, 'chat-bubble');

    // To the middle-left: it lands 5 px from the left edge, where the finger left it vertically.
    await touchDrag(page, { x: start.x + 35, y: start.y + 33 }, { x: 120, y: 400 });
    await expect.poll(async () => (await box()).x).toBeCloseTo(5, 0);
    const left = await box();
    expect(left.y + left.height / 2).toBeGreaterThan(390);
    expect(left.y + left.height / 2).toBeLessThan(410);
    await screenshot(page, 'chat-bubble-left');

    // Past the right half: back to 5 px from the right edge.
    await touchDrag(page, { x: left.x + 35, y: left.y + 33 }, { x: 260, y: 300 });
    await expect
      .poll(async () => {
        const now = await box();
        return now.x + now.width;
      })
      .toBeCloseTo(viewport.width - 5, 0);

    // Down as far as it goes: it stops 75 px above the tab bar, clear of back-to-top.
    const right = await box();
    await touchDrag(page, { x: right.x + 35, y: right.y + 33 }, { x: 350, y: 840 });
    await expect
      .poll(async () => {
        const now = await box();
        return tabBar.y - (now.y + now.height);
      })
      .toBeCloseTo(75, 0);

    // Up as far as it goes: 5 px below the top (or below the download banner).
    const low = await box();
    const bannerHeight = await page
      .locator('.adm-floating-bubble')
      .evaluate((element) =>
        parseFloat(getComputedStyle(element).getPropertyValue('--app-banner-height') || '0'),
      );
    await touchDrag(page, { x: low.x + 35, y: low.y + 33 }, { x: 350, y: 0 });
    await expect.poll(async () => (await box()).y).toBeCloseTo(bannerHeight + 5, 0);

    // A drag is not a tap: the page did not change.
    expect(new URL(page.url()).pathname).toBe('/gallery');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens /chat-rooms, landing in the default room, when chat is available', async () => {
    await setChat(1, 0);
    const { page, errors, open } = await openPhone('/gallery');

    await open.tap();

    await page.waitForURL((url) => /^\/chat-rooms\/\d+$/.test(url.pathname));
    await page.getByRole('button', { name: '聊天室', exact: true }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('toasts 聊天室目前不可用 for 0.5 s and stays when the operator switched chat off', async () => {
    await setChat(0, 0);
    const { page, errors, open } = await openPhone('/gallery');

    await open.tap();

    await expect.poll(() => toastWasShown(page, '聊天室目前不可用')).toBe(true);
    await screenshot(page, 'chat-bubble-unavailable');
    await toast(page, '聊天室目前不可用').waitFor({ state: 'hidden', timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/gallery');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('toasts 系统在维护中，请稍等！ and stays while chat is under maintenance', async () => {
    await setChat(1, 1);
    const { page, errors, open } = await openPhone('/profile');

    await open.tap();

    await expect.poll(() => toastWasShown(page, '系统在维护中，请稍等！')).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('closes with its × for the rest of the visit', async () => {
    const { page, errors, open } = await openPhone('/gallery');

    await page.getByRole('button', { name: '关闭聊天室图标' }).tap();

    await open.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('navigation', { name: '底部导航' }).waitFor();
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('navigation', { name: '底部导航' }).waitFor();
    expect(await open.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
