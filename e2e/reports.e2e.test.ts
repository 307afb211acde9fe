import {
  accountPaths,
  bettingPaths,
  recordPaths,
  type BetOrderPage,
  type LotteryInfo,
  type PlaceSlipAnswer,
} from '@lottery/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { toast } from './support/auth';
import { newPhone, screenshot, useBrowser, watchErrors } from './support/browser';
import {
  closeChatBubble,
  memberCall,
  openInfo,
  recallLiveMoney,
  signInMember,
} from './support/member';

const fastLottery = 71;
/** The daily games: whichever is furthest from its close takes the bets to cancel. */
const dailyGames = [110, 90, 95, 200, 43, 48, 45, 81];

const baseUrl = () => inject('baseUrl');

/** Thousandths of a yuan from a shown amount: `+1,234.50` → 1234500. */
const milliOf = (text: string) => Math.round(Number(text.replace(/[,+\s]/g, '')) * 1000);

/**
 * A slip placed as the game page places it (POST /api/bet/place), on the open turn of `gameId`
 * with at least `seconds` left — the next turn if this one closes sooner.
 */
const placeOnOpenTurn = async (
  token: string,
  gameId: number,
  bets: { playCode: string; content: string; amount: number }[],
  seconds: number,
): Promise<PlaceSlipAnswer> => {
  // Waits for the state "a turn open with `seconds` left" (a fast turn opens within a couple
  // of minutes); a slip that still meets the close waits for the next turn.
  for (let attempt = 0; attempt < 4; attempt += 1) {
    let open: LotteryInfo | undefined;
    await expect
      .poll(
        async () => {
          const info = await openInfo(gameId);
          const left = (info.cur.closeTime ?? 0) - info.serverTime;
          open = info.cur.closeTime !== null && left >= seconds * 1000 ? info : undefined;
          return open !== undefined;
        },
        { timeout: 180_000, interval: 500 },
      )
      .toBe(true);
    const turnNum = open?.cur.turnNum ?? '';
    try {
      return await memberCall<PlaceSlipAnswer>(token, bettingPaths.place, {
        method: 'POST',
        json: { gameId, turnNum, idempotencyKey: `reports-${gameId}-${turnNum}`, bets },
      });
    } catch (error) {
      if (!String(error).includes('BET/TURN_CLOSED')) throw error;
    }
  }
  throw new Error(`no open turn of game ${gameId} took the bets`);
};

const orderRow = (page: Page, orderNo: string) =>
  page.locator(`[data-order-no="${orderNo}"]`).first();

const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect
    .poll(() => page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected'))
    .toBe('true');
};

/** A movement of 资金明细 as the row shows it. */
interface ShownBill {
  type: string;
  live: boolean;
  amount: number;
  balance: number;
  remark: string;
}

const shownBill = async (row: Locator): Promise<ShownBill> => {
  const text = await row.innerText();
  const [title = ''] = text.split('\n');
  const amount = /([+-][\d,]+\.\d+)/.exec(text)?.[1] ?? '0';
  const balance = /余额\s*([\d,]+\.\d+)/.exec(text)?.[1] ?? '0';
  return {
    type: title.replace('游戏钱包', '').trim(),
    live: text.includes('游戏钱包'),
    amount: milliOf(amount),
    balance: milliOf(balance),
    remark: text,
  };
};

describe('reports', () => {
  const browser = useBrowser();

  it('member01 follows bets from 未开奖 to 已开奖, cancels two at once and finds every movement in 资金明细', async () => {
    const page = await (await newPhone(browser())).newPage();
    const errors = watchErrors(page);
    const token = await signInMember(page);
    await recallLiveMoney(token);

    // Two bets on the daily game open longest (to cancel), one on the fast lottery (to be drawn).
    const infos = await Promise.all(dailyGames.map(openInfo));
    const roomiest = infos
      .filter((info) => info.cur.closeTime !== null)
      .sort((a, b) => (b.cur.closeTime ?? 0) - (a.cur.closeTime ?? 0))[0];
    if (!roomiest) throw new Error('no daily game has an open turn');
    const daily = await placeOnOpenTurn(
      token,
      roomiest.gameId,
      [
        { playCode: 'tm', content: '01', amount: 10 },
        { playCode: 'tm', content: '02', amount: 10 },
      ],
      180,
    );
    const fast = await placeOnOpenTurn(
      token,
      fastLottery,
      [{ playCode: 'tm', content: '07', amount: 5 }],
      3,
    );
    const [first, second] = daily.orders.map((order) => order.orderNo);
    const drawn = fast.orders[0]?.orderNo ?? '';

    // 未开奖: all three, the daily ones cancellable.
    await page.goto(`${baseUrl()}/bet-list`);
    await closeChatBubble(page);
    await openTab(page, '未开奖');
    for (const orderNo of [first, second, drawn]) {
      await orderRow(page, orderNo ?? '').waitFor();
    }
    await expect.poll(() => orderRow(page, first ?? '').innerText()).toContain('可撤销');
    await screenshot(page, 'reports-pending');

    // 撤单 both daily bets at once, with the spec's confirmation.
    await page.getByRole('button', { name: '撤单', exact: true }).click();
    await page.locator(`[role="checkbox"][data-order-no="${first}"]`).click();
    await page.locator(`[role="checkbox"][data-order-no="${second}"]`).click();
    await page.getByText('已选2笔').waitFor();
    await page.getByRole('button', { name: '确定撤单' }).click();
    const dialog = page.locator('.adm-dialog');
    await dialog.getByText('确定撤单吗?').waitFor();
    await dialog.getByText('即将撤销2笔注单').waitFor();
    await screenshot(page, 'reports-cancel-confirm');
    await dialog.getByRole('button', { name: '确定' }).click();
    await toast(page, '撤销成功').waitFor();
    await openTab(page, '已撤单');
    await expect.poll(() => orderRow(page, first ?? '').innerText()).toContain('已撤单');
    await expect.poll(() => orderRow(page, second ?? '').innerText()).toContain('已撤单');

    // The fast lottery draws every minute here: once settled, the order is under 已开奖.
    await expect
      .poll(
        async () => {
          const settled = await memberCall<BetOrderPage>(
            token,
            `${recordPaths.todayList}?status=1&rows=50`,
          );
          return settled.data.some((order) => order.orderNo === drawn);
        },
        { timeout: 240_000, interval: 2_000 },
      )
      .toBe(true);
    await openTab(page, '全部');
    await openTab(page, '已开奖');
    await expect.poll(() => orderRow(page, drawn).innerText()).toMatch(/未中奖|已派奖|和局/);
    await screenshot(page, 'reports-settled');

    // 资金明细: the two refunds and the stakes, each main-wallet row's balance the one after it
    // plus its amount, and the newest the balance now.
    const { money } = await memberCall<{ money: number }>(token, accountPaths.moneyCheck);
    await page.goto(`${baseUrl()}/bills`);
    const rows = page.getByRole('list', { name: '资金明细列表' }).getByRole('listitem');
    await rows.first().waitFor();
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(5);
    const bills = await Promise.all((await rows.all()).map(shownBill));
    const main = bills.filter((bill) => !bill.live);
    expect(main[0]?.balance).toBe(money);
    for (let i = 0; i + 1 < main.length; i += 1) {
      expect(main[i]?.balance, main[i]?.remark).toBe(
        (main[i + 1]?.balance ?? 0) + (main[i]?.amount ?? 0),
      );
    }
    for (const orderNo of [first, second]) {
      expect(
        main.some((bill) => bill.type === '撤单返款' && bill.remark.includes(orderNo ?? '')),
      ).toBe(true);
    }
    expect(main.filter((bill) => bill.type === '彩票投注').map((bill) => bill.amount)).toEqual(
      expect.arrayContaining([-20_000, -5_000]),
    );
    await screenshot(page, 'reports-bills');

    // 娱乐场明细: the demo casino's rounds of the last 7 days, per platform, and their detail.
    await page.goto(`${baseUrl()}/live-betting`);
    const table = page.getByRole('table', { name: '娱乐场报表' });
    const platform = table.getByRole('link').first();
    await platform.waitFor();
    await screenshot(page, 'reports-live');
    await platform.click();
    await page.waitForURL(/\/live-betting-detail\?/);
    const rounds = page.getByRole('list', { name: '注单明细' }).getByRole('listitem');
    await rounds.first().waitFor();
    expect(await rounds.first().innerText()).toMatch(/投注[\s\S]*派彩[\s\S]*输赢/);
    await screenshot(page, 'reports-live-detail');

    expect(errors).toEqual([]);
  }, 360_000);
});
