import {
  accountPaths,
  agentPaths,
  bettingPaths,
  rebateAmount,
  rechargeOperatorPaths,
  type Balances,
  type PlaceSlipAnswer,
  type TeamReport,
} from '@lottery/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { toast, watchCaptcha } from './support/auth';
import { look, newPhone, useBrowser, watchErrors } from './support/browser';
import { closeChatBubble, memberCall, openInfo, signInAs } from './support/member';
import { operatorCall } from './support/operator';

const baseUrl = () => inject('baseUrl');
/** The fast lottery of the journeys' server: a turn a minute. */
const fastLottery = 71;
const agentRebate = 8;
const linkRebate = 6.5;
const stakeYuan = 20;

/** The fast lottery's open turn once it has at least 8 s left (waits through a draw if need be). */
const openTurn = async (): Promise<string> => {
  let turnNum = '';
  await expect
    .poll(
      async () => {
        const info = await openInfo(fastLottery);
        // By this machine's clock (the server's is the same): an answer may come from a cache.
        const left = info.cur.closeTime === null ? 0 : info.cur.closeTime - Date.now();
        turnNum = left >= 8_000 ? info.cur.turnNum : '';
        return turnNum;
      },
      { timeout: 150_000, interval: 500 },
    )
    .not.toBe('');
  return turnNum;
};

/** A stake on the fast lottery's open turn; a turn that closes before the server sees it is retried. */
const placeBet = async (token: string): Promise<PlaceSlipAnswer> => {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const turnNum = await openTurn();
    try {
      return await memberCall<PlaceSlipAnswer>(token, bettingPaths.place, {
        method: 'POST',
        json: {
          gameId: fastLottery,
          turnNum,
          idempotencyKey: `agent-journey-${turnNum}-${attempt}`,
          bets: [{ playCode: 'tm', content: '07', amount: stakeYuan }],
        },
      });
    } catch (error) {
      if (!String(error).includes('BET/TURN_CLOSED')) throw error;
    }
  }
  throw new Error('the bet was never placed: every turn closed first');
};

const moneyOf = async (token: string) =>
  (await memberCall<Balances>(token, accountPaths.moneyCheck)).money;

const field = (page: Page, label: string) => page.locator(`input[aria-label="${label}"]`);

describe('the agent programme', () => {
  const browser = useBrowser();

  it('agent01 makes a link, a visitor registers through it and bets, and agent01 is paid the rebate', async () => {
    const agentPage = await (await newPhone(browser())).newPage();
    const agentErrors = watchErrors(agentPage);
    const agentToken = await signInAs(agentPage, 'agent01', 'Agent1234');
    const before = await memberCall<TeamReport>(agentToken, agentPaths.teamReport);
    const moneyBefore = await moneyOf(agentToken);

    // A member link at 6.5 % (agent01 has 8 %), no quota.
    await agentPage.goto(`${baseUrl()}/agent/create-link`);
    await closeChatBubble(agentPage);
    await field(agentPage, '返点').fill(String(linkRebate));
    await look(agentPage, 'agent-create-link');
    await agentPage.getByRole('button', { name: '生成链接' }).click();
    await toast(agentPage, '保存成功').waitFor();
    await agentPage.waitForURL(/\/agent\/link\/\d+$/);
    const linkUrl = await agentPage.getByTestId('link-url').innerText();
    expect(linkUrl).toMatch(/\/auth\/register\?code=[A-Z2-9]{8}$/);
    await look(agentPage, 'agent-link');

    // The visitor opens the link: the register page says who invited them.
    const visitor = await (await newPhone(browser())).newPage();
    const visitorErrors = watchErrors(visitor);
    const captcha = watchCaptcha(visitor);
    let visitorToken = '';
    visitor.on('response', async (response) => {
      if (!response.url().includes(accountPaths.register) || !response.ok()) return;
      visitorToken = ((await response.json()) as { data: { token: string } }).data.token;
    });
    await visitor.goto(linkUrl);
    await visitor.getByRole('status').filter({ hasText: '推荐人：agent01' }).waitFor();
    const account = `ag${Date.now().toString(36).slice(-8)}`;
    await field(visitor, '用户名').fill(account);
    await field(visitor, '登录密码').fill('Visitor123');
    await field(visitor, '确认密码').fill('Visitor123');
    await field(visitor, '验证码').fill(await captcha.answer());
    await look(visitor, 'agent-register-invited');
    await visitor.getByRole('button', { name: '立即注册' }).click();
    await visitor.waitForURL(`${baseUrl()}/profile`);
    await expect.poll(() => visitorToken).not.toBe('');

    // Money in (an operator's deposit), one 特码 bet that settles on the next draw.
    await operatorCall(rechargeOperatorPaths.adjust, {
      account,
      amount: 100_000,
      reason: '代理旅程测试',
      idempotencyKey: `agent-journey-${account}`,
    });
    const placed = await placeBet(visitorToken);
    const stake = stakeYuan * 1000;
    expect(placed.orders).toHaveLength(1);
    const rebate = rebateAmount(stake, agentRebate - linkRebate);
    await expect
      .poll(async () => moneyOf(agentToken), { timeout: 180_000, interval: 1_000 })
      .toBe(moneyBefore + rebate);

    const after = await memberCall<TeamReport>(agentToken, agentPaths.teamReport);
    expect(after.registCount).toBe(before.registCount + 1);
    expect(after.teamCount).toBe(before.teamCount + 1);
    expect(after.dlRebate).toBe(before.dlRebate + rebate);
    expect(after.cpBetReport.bettingMoney).toBe(before.cpBetReport.bettingMoney + stake);

    // agent01's overview shows them; the sub-user list shows the new member.
    await agentPage.goto(`${baseUrl()}/agent`);
    await agentPage
      .getByText((after.dlRebate / 1000).toFixed(2))
      .first()
      .waitFor();
    await look(agentPage, 'agent-overview');
    await agentPage.goto(`${baseUrl()}/agent/user-list`);
    await agentPage.getByText(account).first().waitFor();
    await look(agentPage, 'agent-user-list');
    await agentPage.getByText(account).first().click();
    await agentPage.waitForURL(/\/agent\/user-detail\/\d+$/);
    await agentPage.getByText('agent01').first().waitFor();
    await look(agentPage, 'agent-user-detail');

    // The other pages of the programme, as agent01 sees them.
    await agentPage.goto(`${baseUrl()}/agent/team-overview`);
    await agentPage.getByText('团队人数').first().waitFor();
    await look(agentPage, 'agent-team-overview');
    await agentPage.goto(`${baseUrl()}/agent/add-user`);
    await field(agentPage, '返点').waitFor();
    await look(agentPage, 'agent-add-user');
    await agentPage.goto(`${baseUrl()}/agent/declare`);
    await agentPage.getByText('成为代理后').waitFor();
    await look(agentPage, 'agent-declare');

    expect(agentErrors).toEqual([]);
    expect(visitorErrors).toEqual([]);
  }, 300_000);
});
