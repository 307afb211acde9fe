import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPhone, screenshot, useBrowser, watchErrors } from './support/browser';

/** The list's rows (each holds its own list of balls). */
const rowsOf = (page: Page) =>
  page.getByRole('list', { name: '开奖记录列表' }).locator(':scope > li');

const scrollToBottom = (page: Page) =>
  page.locator('#app-scroll').evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });

describe('the lottery history page', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  it('lists the draws of game 110 with 7 balls, pages on scroll and filters by year', async () => {
    const page = await (await newPhone(browser())).newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/lottery-history/110`);

    await page.getByRole('heading', { name: /^.+开奖记录$/, level: 1 }).waitFor();
    const rows = rowsOf(page);
    await rows.first().waitFor();
    expect(await rows.count()).toBe(20);
    const first = rows.first();
    expect(await first.getByRole('list', { name: '开奖号码' }).getByRole('listitem').count()).toBe(
      7,
    );
    expect(await first.innerText()).toMatch(
      /^第\d{7}期\s+\d{4}-\d\d-\d\d \d\d:\d\d 星期[一二三四五六日]/,
    );
    expect(await first.innerText()).toMatch(/特码\s*[大小和]\s*[单双和]\s*[红绿蓝]波\s*总和 \d+/);
    await page.waitForTimeout(300);
    await screenshot(page, 'lottery-history');

    // Within 300 px of the bottom, the next page comes.
    await scrollToBottom(page);
    await expect.poll(() => rows.count()).toBe(40);

    // Two years of daily draws: 全部, then the years, newest first.
    const filter = page.getByRole('group', { name: '年份筛选' });
    const chips = await filter.getByRole('button').allInnerTexts();
    expect(chips[0]).toBe('全部');
    const years = chips.slice(1);
    expect(years.length).toBeGreaterThanOrEqual(2);
    expect(years).toEqual([...years].sort().reverse());
    const older = years.at(-1)!;
    const history = page.waitForResponse(
      (response) =>
        response.url().includes('/lottery/history?') &&
        new URL(response.url()).searchParams.get('year') === older.replace('年', ''),
    );
    await filter.getByRole('button', { name: older }).click();
    await history;
    await expect
      .poll(() => rows.first().locator('time').innerText())
      .toMatch(new RegExp(`^${older.replace('年', '')}-`));
    expect(await filter.getByRole('button', { name: older }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // The other year's list starts at its top, not where the last list was scrolled to.
    expect(await page.locator('#app-scroll').evaluate((element) => element.scrollTop)).toBe(0);
    await page.waitForTimeout(300);
    await screenshot(page, 'lottery-history-year');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('titles the result card’s replay link 历史开奖', async () => {
    const page = await (await newPhone(browser())).newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/lottery-history/71?type=live-lottery`);

    await page.getByRole('heading', { name: /^.+历史开奖$/, level: 1 }).waitFor();
    await rowsOf(page).first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
