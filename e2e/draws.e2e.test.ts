import { describe, expect, inject, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { useBrowser, newPhone, screenshot, watchErrors } from './support/browser';
import { closeIndexPopups } from './support/popups';

const phaseOf = (card: Locator) => card.getAttribute('data-phase');

/** Waits (polling the page) until the card is in one of the phases. */
const waitForPhase = async (card: Locator, phases: string[], timeout: number) => {
  const deadline = Date.now() + timeout;
  for (;;) {
    const phase = await phaseOf(card);
    if (phase && phases.includes(phase)) return phase;
    if (Date.now() > deadline) throw new Error(`card stayed ${phase}, wanted ${phases.join('|')}`);
    await card.page().waitForTimeout(200);
  }
};

const ballsOf = (card: Locator) => card.locator('[data-ball]');

describe('the live draw on the home page', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  it('takes the fast lottery from countdown to streaming to result to the next turn, live', async () => {
    const page = await (await newPhone(browser())).newPage();
    const errors = watchErrors(page);
    let pushes = 0;
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/ws-game/')) return;
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"command":"push"')) pushes += 1;
      });
    });
    await page.goto(baseUrl);
    await closeIndexPopups(page);
    await page.getByRole('tab', { name: '极速六合彩' }).click();
    const card = page.getByRole('region', { name: '极速六合彩开奖' });

    // The demo's fast lottery draws every minute, a ball every 2 s (DEMO_FAST_DRAW_MINUTES=1 and
    // DEMO_FAST_DRAW_BALL_SECONDS=2 in the journeys).
    await waitForPhase(card, ['countdown'], 70_000);
    expect(await card.getByRole('status').innerText()).toMatch(/距开奖 \d\d:\d\d:\d\d/);
    const nextTurn = (await card.getByRole('status').innerText()).match(/第(\S+)期/)?.[1];
    expect(nextTurn).toBeDefined();
    await screenshot(page, 'draw-countdown');
    const pushesBefore = pushes;

    await waitForPhase(card, ['streaming'], 70_000);
    await card.getByText('开奖中，号码陆续揭晓…').waitFor();
    await card.getByText(`第${nextTurn}期`).waitFor();
    await expect.poll(() => ballsOf(card).count(), { timeout: 20_000 }).toBeGreaterThan(1);
    await screenshot(page, 'draw-streaming');

    await waitForPhase(card, ['waiting', 'countdown'], 40_000);
    expect(await ballsOf(card).count()).toBe(7);
    const result = await ballsOf(card).allInnerTexts();
    await waitForPhase(card, ['countdown'], 40_000);
    const following = (await card.getByRole('status').innerText()).match(/第(\S+)期/)?.[1];
    expect(following).not.toBe(nextTurn);
    // Still the draw that just ended, delivered over the socket without reloading.
    await card.getByText(`第${nextTurn}期`).waitFor();
    expect(pushes).toBeGreaterThan(pushesBefore);
    await screenshot(page, 'draw-result');

    await card.getByRole('button', { name: '开奖回放' }).click();
    const replay = page.getByRole('dialog');
    await expect.poll(() => replay.locator('[data-ball]').count(), { timeout: 20_000 }).toBe(7);
    await screenshot(page, 'draw-replay');
    await replay.getByRole('button', { name: '关闭' }).click();

    await card.getByRole('link', { name: '开奖记录' }).click();
    await page.waitForURL(`${baseUrl}/lottery-history/71`);
    const first = page
      .getByRole('list', { name: '开奖记录列表' })
      .getByRole('listitem')
      .filter({ hasText: `第${nextTurn}期` });
    await first.waitFor();
    expect(await first.locator('[data-ball]').allInnerTexts()).toEqual(result);
    await screenshot(page, 'draw-history');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 240_000);
});
