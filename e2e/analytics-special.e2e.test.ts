import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bigSmallOf, parseOpenNum, type HistoryPage } from '@lottery/contracts';
import { useBrowser, look, newPhone, watchErrors } from './support/browser';

interface Draw {
  turnNum: string;
  numbers: number[];
}

/** The latest draws of a game as /lottery/history gives them, newest first. */
const historyOf = async (baseUrl: string, gameId: number, rows: number): Promise<Draw[]> => {
  const response = await fetch(`${baseUrl}/app-api/lottery/history?gameId=${gameId}&rows=${rows}`);
  const body = (await response.json()) as { data: HistoryPage };
  return body.data.data.map((row) => ({
    turnNum: row.turnNum,
    numbers: parseOpenNum(row.openNum),
  }));
};

/** 特码历史's rows: the turn and the seven balls of each. */
const historyRows = (page: Page) =>
  page
    .getByRole('list', { name: '特码历史列表' })
    .locator(':scope > li')
    .evaluateAll((rows) =>
      rows.map((row) => ({
        turnNum: /第(\d+)期/.exec(row.textContent ?? '')?.[1] ?? '',
        numbers: [...row.querySelectorAll('[data-ball]')].map((ball) =>
          Number(ball.getAttribute('data-ball')),
        ),
      })),
    );

/**
 * The draws both lists hold agree, and they are the same draws but for one drawn between the two
 * reads (game 110 draws once a day).
 */
const expectSameDraws = (shown: Draw[], history: Draw[]) => {
  const byTurn = new Map(history.map((draw) => [draw.turnNum, draw.numbers]));
  const common = shown.filter((draw) => byTurn.has(draw.turnNum));
  for (const draw of common) expect(draw.numbers).toEqual(byTurn.get(draw.turnNum));
  expect(common.length).toBeGreaterThanOrEqual(history.length - 1);
};

const specialOf = (draw: Draw) => draw.numbers[6] ?? 0;

const openTab = async (page: Page, title: string, path: string) => {
  await page.getByRole('tab', { name: title }).click();
  await page.waitForURL((url) => url.pathname === `/game/110/analytic/special/${path}`);
  expect(new URL(page.url()).searchParams.get('period')).toBe('100');
};

describe('the 特码 analytics of game 110', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  it('opens from the analytics page and agrees with the draw history in every tab', async () => {
    const context = await newPhone(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/game/110/analytic`);

    await page.getByRole('heading', { name: '澳门六合彩', level: 2 }).waitFor();
    const entries = page.getByRole('navigation', { name: '数据分析入口' }).getByRole('link');
    expect(await entries.count()).toBe(5);
    await page.getByRole('region', { name: '最新开奖' }).getByRole('listitem').first().waitFor();
    await look(page, 'analytics-landing');

    // 特码分析 opens on its history, the last 30 draws.
    await entries.filter({ hasText: '特码分析' }).click();
    await page.waitForURL((url) => url.pathname === '/game/110/analytic/special/history');
    await expect
      .poll(() => page.getByRole('tab', { name: '特码历史' }).getAttribute('aria-selected'))
      .toBe('true');
    await page.getByRole('list', { name: '特码历史列表' }).locator(':scope > li').first().waitFor();
    const shown30 = await historyRows(page);
    expect(shown30).toHaveLength(30);
    expectSameDraws(shown30, await historyOf(baseUrl, 110, 30));
    await look(page, 'analytics-special-history');

    // 近100期: the same on every tab.
    await page.getByRole('radio', { name: '近100期' }).click();
    await expect.poll(async () => (await historyRows(page)).length).toBe(100);
    expect(new URL(page.url()).searchParams.get('period')).toBe('100');
    const history = await historyOf(baseUrl, 110, 100);
    const shown = await historyRows(page);
    expectSameDraws(shown, history);
    // The statistics below count the draws the page shows.
    const draws = shown;

    await openTab(page, '特码大小', 'big-small');
    // The page's chunk may still be loading after the address changed: wait for what it draws.
    await page.getByRole('list', { name: '特码大小走势' }).getByRole('listitem').first().waitFor();
    const count = (side: 'big' | 'small' | 'tie') =>
      draws.filter((draw) => bigSmallOf(specialOf(draw)) === side).length;
    expect(
      await page.getByRole('list', { name: '特码大小次数' }).getByRole('listitem').allInnerTexts(),
    ).toEqual([
      expect.stringMatching(new RegExp(`^大\\s*${count('big')}次`)),
      expect.stringMatching(new RegExp(`^小\\s*${count('small')}次`)),
      expect.stringMatching(new RegExp(`^和\\s*${count('tie')}次`)),
    ]);
    const sides = await page
      .getByRole('list', { name: '特码大小走势' })
      .getByRole('listitem')
      .allInnerTexts();
    expect(sides).toHaveLength(100);
    expect(sides.slice(0, 10)).toEqual(
      draws
        .slice(0, 10)
        .map((draw) => ({ big: '大', small: '小', tie: '和' })[bigSmallOf(specialOf(draw))]),
    );
    await look(page, 'analytics-special-big-small');

    await openTab(page, '特码两面', 'both-side');
    await page.getByRole('table', { name: '波色' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(7);
    await look(page, 'analytics-special-both-side');

    await openTab(page, '特码尾数', 'last-number');
    await page
      .getByRole('region', { name: '尾数出现次数' })
      .getByRole('listitem')
      .first()
      .waitFor();
    const tails = Array.from({ length: 10 }, (_, tail) => {
      const hits = draws.filter((draw) => specialOf(draw) % 10 === tail).length;
      return `${tail}尾 ${hits}次`;
    });
    expect(
      await page
        .getByRole('region', { name: '尾数出现次数' })
        .getByRole('listitem')
        .evaluateAll((bars) => bars.map((bar) => bar.getAttribute('aria-label'))),
    ).toEqual(tails);
    await look(page, 'analytics-special-last-number');

    await openTab(page, '特码区间', 'range');
    await page
      .getByRole('region', { name: '区间出现次数' })
      .getByRole('listitem')
      .first()
      .waitFor();
    const inRange = (from: number, to: number) =>
      draws.filter((draw) => specialOf(draw) >= from && specialOf(draw) <= to).length;
    expect(
      await page
        .getByRole('region', { name: '区间出现次数' })
        .getByRole('listitem')
        .evaluateAll((bars) => bars.map((bar) => bar.getAttribute('aria-label'))),
    ).toEqual([
      `1-10 ${inRange(1, 10)}次`,
      `11-20 ${inRange(11, 20)}次`,
      `21-30 ${inRange(21, 30)}次`,
      `31-40 ${inRange(31, 40)}次`,
      `41-49 ${inRange(41, 49)}次`,
    ]);
    await look(page, 'analytics-special-range');

    await openTab(page, '特码走势', 'trend');
    const chart = page.getByRole('figure', { name: '特码走势图：100期，最新一期在最上' });
    await chart.waitFor();
    const turns = await chart
      .getByTestId('trend-turns')
      .locator('text')
      .evaluateAll((texts) => texts.map((text) => text.textContent));
    expect(turns).toEqual(draws.map((draw) => draw.turnNum));
    const hits = await chart
      .getByTestId('trend-grid')
      .locator('g[data-ball]')
      .evaluateAll((marks) => marks.map((mark) => Number(mark.getAttribute('data-ball'))));
    expect(hits).toEqual(draws.map(specialOf));
    // The chart opens on the newest special's column, beside the sticky turns.
    const newest = chart.getByTestId('trend-grid').locator('g[data-ball]').first();
    const box = await chart.boundingBox();
    const ball = await newest.boundingBox();
    expect(ball && box && ball.x > box.x + 60 && ball.x + ball.width < box.x + box.width).toBe(
      true,
    );
    await look(page, 'analytics-special-trend');

    // Scrolled down and sideways, the numbers and the turns stay in view.
    await chart.evaluate((element) => {
      element.scrollTop = 600;
      element.scrollLeft = 0;
    });
    const numbers = await chart.getByTestId('trend-numbers').boundingBox();
    expect(numbers && box && Math.abs(numbers.y - box.y) < 2).toBe(true);
    await look(page, 'analytics-special-trend-scrolled');

    await page.getByRole('table', { name: '号码遗漏' }).scrollIntoViewIfNeeded();
    await look(page, 'analytics-special-trend-table');

    // Without colours (a grey screen or print), the balls keep their numbers and the line.
    await page.addStyleTag({ content: 'html { filter: grayscale(1); }' });
    await chart.scrollIntoViewIfNeeded();
    await look(page, 'analytics-special-trend-grey');

    // Opened by its address, the section lands on its first page with that tab chosen.
    await page.goto(`${baseUrl}/game/110/analytic/special`);
    await page.waitForURL((url) => url.pathname === '/game/110/analytic/special/history');
    await expect
      .poll(() => page.getByRole('tab', { name: '特码历史' }).getAttribute('aria-selected'))
      .toBe('true');

    expect(errors).toEqual([]);
    await context.close();
  });
});
