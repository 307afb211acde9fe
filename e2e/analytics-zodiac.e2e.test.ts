import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  domesticAnimals,
  lunarYearAt,
  parseOpenNum,
  zodiacOfBall,
  zodiacOfYear,
  zodiacs,
  type AnalyticsAnswer,
  type HistoryPage,
  type Zodiac,
} from '@lottery/contracts';
import { useBrowser, look, newPhone, watchErrors } from './support/browser';

interface Draw {
  turnNum: string;
  numbers: number[];
  /** Each ball's animal, of the lunar year of the draw's time. */
  animals: Zodiac[];
}

/** The latest draws of game 110 as /lottery/history gives them, newest first. */
const historyOf = async (baseUrl: string, rows: number): Promise<Draw[]> => {
  const response = await fetch(`${baseUrl}/app-api/lottery/history?gameId=110&rows=${rows}`);
  const body = (await response.json()) as { data: HistoryPage };
  return body.data.data.map((row) => {
    const numbers = parseOpenNum(row.openNum);
    const year = lunarYearAt(row.openTime);
    return {
      turnNum: row.turnNum,
      numbers,
      animals: numbers.map((ball) => zodiacOfBall(ball, year)),
    };
  });
};

/**
 * The draws of the history that the page's answer covers (by turn, so a draw made between the
 * two reads changes nothing), newest first.
 */
const drawsShown = (history: Draw[], answer: AnalyticsAnswer): Draw[] => {
  const turns = new Set(answer.draws.map((draw) => draw.turnNum));
  const shown = history.filter((draw) => turns.has(draw.turnNum));
  expect(shown.length).toBe(answer.draws.length);
  return shown;
};

const analyticsAnswer = (page: Page, period: string) =>
  page
    .waitForResponse(
      (response) =>
        response.url().includes('/lottery/analytics?') &&
        new URL(response.url()).searchParams.get('period') === period,
    )
    .then(async (response) => ((await response.json()) as { data: AnalyticsAnswer }).data);

/** 出现 of each animal in a RunStatsTable, by its row's first character. */
const countsIn = (page: Page, caption: string) =>
  page
    .getByRole('table', { name: caption })
    .evaluate((table: HTMLTableElement) =>
      Object.fromEntries(
        [...(table.tBodies[0]?.rows ?? [])].map((row) => [
          row.cells[0]?.textContent?.[0] ?? '',
          Number(row.cells[1]?.textContent),
        ]),
      ),
    );

const countsOf = (animals: Zodiac[]) =>
  Object.fromEntries(
    zodiacs.map((animal) => [animal, animals.filter((each) => each === animal).length]),
  );

const openTab = async (page: Page, title: string, path: string) => {
  await page.getByRole('tab', { name: title }).click();
  await page.waitForURL((url) => url.pathname === `/game/110/analytic/zodiac/${path}`);
};

const trendTurns = (page: Page, name: string) =>
  page.getByRole('list', { name }).locator(':scope > li').allTextContents();

describe('the 生肖 analytics, the lottery helper and the tutorial of game 110', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  it('shows the zodiac pages in agreement with the draw history', async () => {
    const context = await newPhone(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    const thirty = analyticsAnswer(page, '30');
    await page.goto(`${baseUrl}/game/110/analytic/zodiac`);

    // 生肖对照: the year now, its animal first with five balls.
    await page.waitForURL((url) => url.pathname === '/game/110/analytic/zodiac/zodiac-reference');
    const year = lunarYearAt(Date.now());
    await page.getByRole('heading', { name: `${year} ${zodiacOfYear(year)}年 生肖号码` }).waitFor();
    const animals = page.getByRole('list', { name: '生肖号码' }).locator(':scope > li');
    expect(await animals.count()).toBe(12);
    expect(await animals.first().getAttribute('data-zodiac')).toBe(zodiacOfYear(year));
    expect(await animals.first().locator('[data-ball]').allTextContents()).toEqual([
      '01',
      '13',
      '25',
      '37',
      '49',
    ]);
    await look(page, 'analytics-zodiac-reference');

    const draws = drawsShown(await historyOf(baseUrl, 100), await thirty);
    const specials = draws.map((draw) => draw.animals[6] as Zodiac);

    await openTab(page, '特码生肖', 'special-num');
    // The page's chunk may still be loading after the address changed: poll what it draws.
    await expect.poll(() => countsIn(page, '特码生肖遗漏')).toEqual(countsOf(specials));
    await look(page, 'analytics-zodiac-special');

    await openTab(page, '正码生肖', 'first-num');
    await expect
      .poll(() => countsIn(page, '正码一生肖遗漏'))
      .toEqual(countsOf(draws.map((draw) => draw.animals[0] as Zodiac)));
    await look(page, 'analytics-zodiac-first');

    // 生肖走势: each turn with its special's animal, the newest marked in its animal's column.
    await openTab(page, '生肖走势', 'zodiac-trending');
    await expect
      .poll(() => trendTurns(page, '生肖走势（每期）'))
      .toEqual(draws.map((draw, i) => `${draw.turnNum}：${specials[i]}`));
    const newest = draws[0]!;
    expect(
      await page.locator(`svg [data-turn="${newest.turnNum}"]`).getAttribute('data-column'),
    ).toBe(specials[0]);
    expect(await page.locator('svg line').count()).toBe(draws.length - 1);
    await look(page, 'analytics-zodiac-trending');
    await page.getByRole('table', { name: '生肖走势统计' }).scrollIntoViewIfNeeded();
    await look(page, 'analytics-zodiac-trending-totals');

    // 生肖类型走势: 家禽野兽 by default, then 琴棋书画.
    await openTab(page, '生肖类型走势', 'zodiac-types-trending');
    const domestic = (animal: Zodiac) => (domesticAnimals.includes(animal) ? '家禽' : '野兽');
    await expect
      .poll(() => trendTurns(page, '家禽野兽走势（每期）'))
      .toEqual(
        draws.map((draw, i) => `${draw.turnNum}：${domestic(specials[i]!)}（${specials[i]}）`),
      );
    await page.locator('#app-scroll').evaluate((element) => element.scrollTo(0, 0));
    await look(page, 'analytics-zodiac-types');
    await page.getByRole('radio', { name: '琴棋书画' }).click();
    await page.getByRole('table', { name: '琴棋书画遗漏' }).waitFor();
    await look(page, 'analytics-zodiac-types-qqsh');

    // 近100期: the counts of a hundred draws, still agreeing.
    const hundred = analyticsAnswer(page, '100');
    await openTab(page, '特码生肖', 'special-num');
    await page.getByRole('radio', { name: '近100期' }).click();
    const longer = drawsShown(await historyOf(baseUrl, 100), await hundred);
    await expect
      .poll(() => countsIn(page, '特码生肖遗漏'))
      .toEqual(countsOf(longer.map((draw) => draw.animals[6] as Zodiac)));
    expect(new URL(page.url()).searchParams.get('period')).toBe('100');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters the balls in the lottery helper', async () => {
    const context = await newPhone(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/game/110/analytic/lottery-helper`);

    await page.getByRole('heading', { name: '彩票助手', level: 1 }).waitFor();
    const balls = page.getByRole('list', { name: '符合条件的号码' }).locator('[data-ball]');
    expect(await balls.count()).toBe(49);
    await look(page, 'lottery-helper');

    await page.getByRole('group', { name: '波色' }).getByRole('button', { name: '红波' }).click();
    await page.getByRole('group', { name: '单双' }).getByRole('button', { name: '单' }).click();
    await expect
      .poll(() => balls.allTextContents())
      .toEqual(['01', '07', '13', '19', '23', '29', '35', '45']);
    await page.getByText('共 8 个').waitFor();
    await look(page, 'lottery-helper-red-odd');

    await page.getByRole('button', { name: '全部清除' }).click();
    const year = lunarYearAt(Date.now());
    await page
      .getByRole('group', { name: '生肖' })
      .getByRole('button', { name: zodiacOfYear(year) })
      .click();
    await expect.poll(() => balls.allTextContents()).toEqual(['01', '13', '25', '37', '49']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('explains the plays in the tutorial', async () => {
    const context = await newPhone(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/game/110/tutorial`);

    await page.getByRole('heading', { name: '玩法说明', level: 1 }).waitFor();
    await page.getByRole('heading', { name: '基本规则', level: 2 }).waitFor();
    await look(page, 'tutorial');

    await page.getByRole('tab', { name: '连码' }).click();
    await page.getByRole('heading', { name: '三中二', level: 3 }).waitFor();
    expect(await page.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      '三全中',
      '三中二',
      '二全中',
      '二中特',
      '特串',
      '四全中',
    ]);
    await look(page, 'tutorial-lianma');

    await page.getByRole('tab', { name: '特肖' }).click();
    const year = lunarYearAt(Date.now());
    await page.getByText(`投注「特肖 ${zodiacOfBall(27, year)}」`).waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('tx');
    expect(errors).toEqual([]);
    await context.close();
  });
});
