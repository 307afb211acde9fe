import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPhone, screenshot, watchErrors } from './support/browser';

/** The shell's scrolling element (#app-scroll). */
const scrollTop = (page: Page) =>
  page.locator('#app-scroll').evaluate((element) => element.scrollTop);

const scrollTo = (page: Page, top: number) =>
  page.locator('#app-scroll').evaluate((element, to) => {
    element.scrollTop = to;
  }, top);

describe('back to top', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows past 400 px of scroll on a long page and brings it back to the top', async () => {
    const phone = await newPhone(browser);
    const page = await phone.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/about/user-agreement`);
    await page.getByRole('heading', { name: '用户协议', level: 3 }).waitFor();
    // The demo agreement is three lines; a real one runs for pages. Lengthen the article so the
    // shell's scrolling element has well over 400 px to scroll.
    await page.getByRole('heading', { name: '用户协议', level: 3 }).evaluate((heading) => {
      const clause = heading.nextElementSibling?.textContent ?? '';
      for (let i = 0; i < 60; i++) {
        const paragraph = document.createElement('p');
        paragraph.textContent = `${i + 1}. ${clause}`;
        heading.parentElement?.append(paragraph);
      }
    });
    const scroller = page.locator('#app-scroll');
    expect(
      await scroller.evaluate((element) => element.scrollHeight - element.clientHeight),
    ).toBeGreaterThan(1000);
    const button = page.getByRole('button', { name: '返回顶部' });

    await scrollTo(page, 390);
    await expect.poll(() => scrollTop(page)).toBe(390);
    // Give the scroll listener a frame to (not) react.
    await page.waitForTimeout(150);
    expect(await button.count()).toBe(0);

    await scrollTo(page, 420);
    await button.waitFor();
    await screenshot(page, 'back-to-top');
    // The floating chat icon above it keeps clear of it.
    const buttonBox = (await button.boundingBox())!;
    const bubbleBox = (await page.locator('.adm-floating-bubble-button').boundingBox())!;
    expect(bubbleBox.y + bubbleBox.height).toBeLessThan(buttonBox.y);

    // The 450 ms ease-out is back-to-top.test.tsx's (on a fake clock); here it gets there.
    await button.tap();
    await expect.poll(() => scrollTop(page)).toBe(0);
    await button.waitFor({ state: 'detached' });

    expect(errors).toEqual([]);
    await phone.close();
  });
});
