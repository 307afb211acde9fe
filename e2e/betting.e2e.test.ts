import {
  bettingPaths,
  lotteryPaths,
  lunarYearAt,
  parseOpenNum,
  settle,
  type BetOddsAnswer,
  type HistoryPage,
  type PlaceSlipAnswer,
} from '@lottery/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { toast } from './support/auth';
import { newPhone, screenshot, useBrowser, watchErrors } from './support/browser';
import { closeChatBubble, openInfo, read, recallLiveMoney, signInMember } from './support/member';

const fastLottery = 71;
/** The daily games: whichever is furthest from its close takes the cancel (no minute of the day is special). */
const dailyGames = [110, 90, 95, 200, 43, 48, 45, 81];

const baseUrl = () => inject('baseUrl');

/** The balance the game page shows, in thousandths of a yuan. */
const shownBalance = async (page: Page): Promise<number> => {
  const text = await page.getByTestId('game-balance').innerText();
  return Math.round(Number(text.replace(/,/g, '')) * 1000);
};

const strip = (page: Page) => page.getByRole('region', { name: '本期信息' });
const slipSheet = (page: Page) => page.getByRole('dialog', { name: '投注单' });
const dialog = (page: Page) => page.locator('.adm-dialog');

/** Seconds the page says are left before the open turn closes; null while none is open. */
const secondsLeft = async (page: Page): Promise<number | null> => {
  const text = await strip(page).getByRole('timer').innerText();
  const clock = /距封盘\s*(\d+):(\d+):(\d+)/.exec(text);
  if (!clock) return null;
  const [, h, m, s] = clock.map(Number) as [number, number, number, number];
  return h * 3600 + m * 60 + s;
};

/** Waits until the page shows a turn open with at least `seconds` left (the next turn, if need be). */
const waitForOpenTurn = async (page: Page, seconds: number) => {
  await expect
    .poll(async () => ((await secondsLeft(page)) ?? -1) >= seconds, {
      timeout: 120_000,
      interval: 250,
    })
    .toBe(true);
};

/**
 * Confirms the slip that is open: in the slip, then in the confirmation. A turn that closes in
 * between is a user's everyday case: the slip stays and is confirmed again on the next turn.
 */
const confirmSlip = async (page: Page): Promise<PlaceSlipAnswer> => {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await waitForOpenTurn(page, 5);
    // A confirmation of a turn that closed is put away, as a member would.
    if (await dialog(page).isVisible()) {
      await dialog(page).getByRole('button', { name: '取消' }).click();
    }
    await dialog(page).waitFor({ state: 'hidden' });
    await slipSheet(page).getByRole('button', { name: '确认下注' }).click();
    const answer = page.waitForResponse((response) => response.url().includes(bettingPaths.place));
    await dialog(page).getByRole('button', { name: '确认下注' }).click();
    const response = await answer;
    const body = (await response.json()) as { code: string | number; data: PlaceSlipAnswer };
    if (response.ok()) {
      await toast(page, '下注成功').waitFor();
      return body.data;
    }
    // Only a turn that closed before the server saw the slip may refuse it.
    expect(body.code).toBe('BET/TURN_CLOSED');
  }
  throw new Error('the slip was never placed: every turn closed first');
};

/** The numbers of a turn once its result is final (the history lists only final draws). */
const finalNumbers = async (turnNum: string): Promise<number[]> => {
  let openNum = '';
  await expect
    .poll(
      async () => {
        const history = await read<HistoryPage>(
          `${lotteryPaths.history}?gameId=${fastLottery}&rows=5`,
        );
        openNum = history.data.find((row) => row.turnNum === turnNum)?.openNum ?? '';
        return openNum;
      },
      { timeout: 150_000, interval: 1_000 },
    )
    .not.toBe('');
  return parseOpenNum(openNum);
};

const pick = (page: Page, playName: string, option: string) =>
  page
    .getByRole('group', { name: `${playName}选项` })
    .getByRole('button', { name: option, exact: true })
    .click();

describe('betting on the game page', () => {
  const browser = useBrowser();

  it('sends a visitor who taps a number to log in', async () => {
    const page = await (await newPhone(browser())).newPage();
    await page.goto(`${baseUrl()}/game/${fastLottery}`);
    await pick(page, '特码', '07');
    await page.waitForURL(`${baseUrl()}/auth/login`);
  });

  it('places a 特码 and a 连码 slip on 71, watches the draw and is paid the exact payout', async () => {
    const page = await (await newPhone(browser())).newPage();
    const errors = watchErrors(page);
    await recallLiveMoney(await signInMember(page));
    await page.goto(`${baseUrl()}/game/${fastLottery}`);
    await closeChatBubble(page);
    const odds = await read<BetOddsAnswer>(`${bettingPaths.odds}?gameId=${fastLottery}`);
    const oddsOf = (playCode: string, key: string) => {
      const value = odds.plays.find((play) => play.playCode === playCode)?.odds[key];
      if (value === undefined) throw new Error(`no odds ${playCode}/${key}`);
      return value;
    };

    // Every 特码 number once, so exactly one of them wins whatever is drawn; and one 二全中 pair.
    const numbers = Array.from({ length: 49 }, (_, i) => String(i + 1).padStart(2, '0'));
    for (const number of numbers) await pick(page, '特码', number);
    await page.getByRole('tab', { name: '连码' }).click();
    await page.getByRole('group', { name: '玩法' }).getByRole('button', { name: '二全中' }).click();
    await pick(page, '二全中', '03');
    await pick(page, '二全中', '15');
    expect(await page.getByTestId('slip-count').innerText()).toBe('50');
    await screenshot(page, 'betting-picked');

    await page.getByRole('button', { name: '投注单' }).click();
    await slipSheet(page).getByRole('textbox', { name: '单注金额' }).fill('1');
    expect(await slipSheet(page).getByTestId('popup-total').innerText()).toBe('50');
    await screenshot(page, 'betting-slip');
    const before = await shownBalance(page);
    const placed = await confirmSlip(page);
    expect(placed.orders).toHaveLength(50);
    expect(placed.money).toBe(before - 50_000);
    await expect.poll(() => shownBalance(page)).toBe(before - 50_000);
    const turnNum = placed.orders[0]!.turnNum;
    await screenshot(page, 'betting-placed');

    // The draw streams in on the page (ball by ball, from the draw socket) …
    await strip(page).getByText('开奖中').waitFor({ timeout: 120_000 });
    await screenshot(page, 'betting-drawing');
    // … and its final numbers decide the payout.
    const draw = { numbers: await finalNumbers(turnNum), lunarYear: lunarYearAt(Date.now()) };
    const tm = oddsOf('tm', 'tm');
    const rewards = [
      ...numbers.map(
        (content) =>
          settle({ playCode: 'tm', content, amount: 1000, odds: tm, odds2: null }, draw).reward,
      ),
      settle(
        {
          playCode: 'lm2qz',
          content: '03,15',
          amount: 1000,
          odds: oddsOf('lm2qz', 'lm2qz'),
          odds2: null,
        },
        draw,
      ).reward,
    ];
    const payout = rewards.reduce((sum, reward) => sum + reward, 0);
    expect(payout).toBeGreaterThanOrEqual(tm);

    // Paid without a reload.
    await expect
      .poll(() => shownBalance(page), { timeout: 60_000, interval: 500 })
      .toBe(before - 50_000 + payout);
    await page
      .getByText(`+${(tm / 1000).toFixed(2)}`)
      .first()
      .waitFor();
    await screenshot(page, 'betting-paid');
    expect(errors).toEqual([]);
    // Turns close and draw on their clock: up to a minute to place, another to draw and settle.
  }, 300_000);

  it('cancels a pending bet and gets the stake back', async () => {
    // The daily game whose turn stays open longest from now.
    const infos = await Promise.all(dailyGames.map(openInfo));
    const roomiest = infos
      .filter((info) => info.cur.closeTime !== null)
      .sort((a, b) => (b.cur.closeTime ?? 0) - (a.cur.closeTime ?? 0))[0];
    if (!roomiest || (roomiest.cur.closeTime ?? 0) - roomiest.serverTime < 180_000) {
      throw new Error('no daily game has a turn open for three more minutes');
    }

    const page = await (await newPhone(browser())).newPage();
    const errors = watchErrors(page);
    await recallLiveMoney(await signInMember(page));
    await page.goto(`${baseUrl()}/game/${roomiest.gameId}`);
    await closeChatBubble(page);
    await pick(page, '特码', '08');
    await page.getByRole('button', { name: '投注单' }).click();
    await slipSheet(page).getByRole('textbox', { name: '单注金额' }).fill('5');
    const before = await shownBalance(page);
    await confirmSlip(page);
    await expect.poll(() => shownBalance(page)).toBe(before - 5_000);

    const thisTurn = page.getByRole('list', { name: '本期注单' });
    const cancel = thisTurn.getByRole('button', { name: '撤单 特码 08' }).first();
    // Above the slip bar, which stays at the bottom of the screen.
    await cancel.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await cancel.click();
    await dialog(page).getByText('即将撤销1笔注单').waitFor();
    await screenshot(page, 'betting-cancel-confirm');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await toast(page, '撤销成功').waitFor();
    await expect.poll(() => shownBalance(page)).toBe(before);
    await thisTurn.getByText('已撤单').first().waitFor();
    expect(errors).toEqual([]);
  });
});
