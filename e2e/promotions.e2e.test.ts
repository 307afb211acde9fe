import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, look, newPhone, watchErrors } from './support/browser';

const cards = (page: Page) => page.getByRole('list', { name: '活动列表' }).locator(':scope > li');
const cardNames = (page: Page) =>
  cards(page)
    .locator('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));

describe('promotions', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  it('browses the offers by classification, reads one, and follows an external one', async () => {
    const context = await newPhone(browser());
    // The demo's external offer leads outside the machine: answered here instead.
    await context.route('https://www.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>APP</title>' }),
    );
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/promotional`);

    await page.getByRole('heading', { name: '优惠活动', level: 1 }).waitFor();
    await cards(page).first().waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual([
      '全部活动',
      '新人',
      '充值',
      '返水',
      '活动',
    ]);
    expect(await cards(page).count()).toBe(8);
    expect(await cardNames(page)).not.toContain('国庆大回馈');
    // Every cover drawn (the demo's generated banners, served like uploads).
    await expect
      .poll(() =>
        cards(page)
          .locator('img')
          .evaluateAll((images) =>
            images.slice(0, 2).every((image) => (image as HTMLImageElement).naturalWidth > 0),
          ),
      )
      .toBe(true);
    await page.getByText('没有更多数据了').waitFor();
    await look(page, 'promotions');

    await page.getByRole('tab', { name: '返水' }).click();
    await expect.poll(() => cardNames(page)).toEqual(['彩票天天返水', '真人视讯返水']);
    expect(new URL(page.url()).searchParams.get('type')).toBe('3');
    await look(page, 'promotions-rebate');

    await cards(page).first().click();
    await page.getByRole('heading', { name: '活动详情', level: 1 }).waitFor();
    await page.getByText('彩票有效投注每日结算返水', { exact: false }).waitFor();
    expect(await page.getByText('VIP6 及以上：1.2%').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toMatch(/^\/promotional\/3\/\d+$/);
    await look(page, 'promotion-detail');

    await page.getByRole('button', { name: '返回' }).click();
    await page.getByRole('heading', { name: '优惠活动', level: 1 }).waitFor();
    await page.getByRole('tab', { name: '活动', exact: true }).click();
    await expect.poll(() => cardNames(page)).toEqual(['六合彩连中奖励', '官方 APP 下载']);
    const popup = context.waitForEvent('page');
    await cards(page).nth(1).click();
    expect((await popup).url()).toBe('https://www.example.com/app');
    expect(new URL(page.url()).pathname).toBe('/promotional');
    expect(errors).toEqual([]);
    await context.close();
  });
});
