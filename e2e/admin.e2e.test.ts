import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  accountPaths,
  accountStaticFiles,
  adminDrawPaths,
  adminPaths,
  adminTokenHeader,
  lotteryPaths,
  parseOpenNum,
  skEncryptFile,
  staticFileUrl,
  withdrawPaths,
  type HistoryPage,
  type WithdrawOrder,
} from '@lottery/contracts';
import { sealWith } from '../apps/server/test/helpers/seal';
import { newDesktop, signInOperator } from './support/admin';
import { newPhone, screenshot, useBrowser, watchErrors } from './support/browser';
import { memberCall, recallLiveMoney, signInMember } from './support/member';

const baseUrl = () => inject('baseUrl');

/** member01 asks a withdrawal to a bank account typed for it, as the withdraw page would. */
const askWithdrawal = async (token: string, amount: number, key: string) => {
  // Only the main balance can be withdrawn: what a game-centre journey left in the live wallet
  // comes back first, as the member's 一键回收 does.
  await recallLiveMoney(token);
  const keyFile = skEncryptFile.parse(
    await (await fetch(`${baseUrl()}${staticFileUrl(accountStaticFiles.skEncrypt)}`)).json(),
  );
  const info = await memberCall<{ fullName: string }>(token, accountPaths.userInfo);
  return memberCall<WithdrawOrder>(token, withdrawPaths.freeBank, {
    method: 'POST',
    json: {
      type: 2,
      bankName: '中国工商银行',
      bankAccount: '6222020200112233445',
      accountName: info.fullName || '张伟',
      amount: String(amount),
      cashPassword: sealWith(keyFile, '1234', Date.now()),
      idempotencyKey: key,
    },
  });
};

/** The session token the console gets when it signs in on `page`. */
const operatorToken = (page: Page) =>
  new Promise<string>((resolve) => {
    page.on('response', async (response) => {
      if (!response.url().endsWith(adminPaths.login) || !response.ok()) return;
      resolve(((await response.json()) as { data: { token: string } }).data.token);
    });
  });

/** The row of a table with a cell that reads exactly `text` (antd tables: one row per record). */
const rowOf = (page: Page, text: string) =>
  page.locator('tr').filter({ has: page.getByRole('cell', { name: text, exact: true }) });

describe('the back office', () => {
  const browser = useBrowser();

  it('a 财务 operator signs in with TOTP on a phone, pays one withdrawal and rejects another', async () => {
    const memberContext = await newPhone(browser());
    const memberPage = await memberContext.newPage();
    const token = await signInMember(memberPage);
    const paid = await askWithdrawal(token, 100, `admin-e2e-pay-${Date.now()}`);
    const rejected = await askWithdrawal(token, 120, `admin-e2e-reject-${Date.now()}`);

    const context = await newPhone(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInOperator(page, baseUrl(), 'finance');
    await screenshot(page, 'admin-dashboard-phone');
    await page.goto(`${baseUrl()}/admin/withdrawals?status=0`);

    // On a phone the list shows member, amount, state and 查看 (the order number is in the drawer).
    await rowOf(page, '100.00').getByRole('button', { name: '查看' }).click();
    const drawer = page.getByRole('dialog', { name: '提现详情' });
    await drawer.getByText(paid.orderNo).waitFor();
    await screenshot(page, 'admin-withdrawal-phone');
    await drawer.getByRole('button', { name: '确认出款' }).click();
    const confirm = page.getByRole('dialog', { name: '确认出款' });
    await confirm.getByRole('button', { name: '确认出款' }).click();
    await confirm.waitFor({ state: 'detached' });
    await drawer.getByText('已出款').first().waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await rowOf(page, '120.00').getByRole('button', { name: '查看' }).click();
    await drawer.getByText(rejected.orderNo).waitFor();
    await drawer.getByRole('button', { name: '拒绝' }).click();
    const reject = page.getByRole('dialog', { name: '拒绝提现' });
    await reject.getByRole('button', { name: '拒绝' }).click();
    // A rejection needs its reason: nothing is sent without it.
    await reject
      .getByText(/请填写拒绝原因|请输入/)
      .first()
      .waitFor();
    await reject.getByLabel('拒绝原因').fill('收款账户与实名不符');
    await reject.getByRole('button', { name: '拒绝' }).click();
    await reject.waitFor({ state: 'detached' });
    await drawer.getByText('已拒绝').first().waitFor();
    expect(errors).toEqual([]);

    // The member sees both decisions in their history.
    const history = await memberCall<{ list: WithdrawOrder[] }>(
      token,
      `${withdrawPaths.list}?page=1&size=20`,
    );
    const byNo = new Map(history.list.map((order) => [order.orderNo, order]));
    expect(byNo.get(paid.orderNo)?.statusText).toBe('已出款');
    expect(byNo.get(rejected.orderNo)).toMatchObject({
      statusText: '已拒绝',
      reason: '收款账户与实名不符',
    });
    await memberPage.goto(`${baseUrl()}/withdraw-history`);
    await memberPage.getByText('已拒绝').first().waitFor();
    await screenshot(memberPage, 'admin-member-withdraw-history');
    await context.close();
    await memberContext.close();
  });

  it('a 客服 operator freezes member01 on a desktop; member01’s open page is signed out at its next call', async () => {
    const memberContext = await newPhone(browser());
    const memberPage = await memberContext.newPage();
    await signInMember(memberPage);
    await memberPage.goto(`${baseUrl()}/profile`);
    await memberPage.getByTestId('wallet-balance').waitFor();

    const context = await newDesktop(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    const token = operatorToken(page);
    await signInOperator(page, baseUrl(), 'support');
    await page.goto(`${baseUrl()}/admin/members?field=account&keyword=member01`);
    await rowOf(page, 'member01').getByRole('link', { name: 'member01' }).click();
    await page.waitForURL(/\/admin\/members\/\d+/);
    const memberId = Number(/\/admin\/members\/(\d+)/.exec(page.url())?.[1]);
    const freeze = page.getByRole('button', { name: '冻结', exact: true });
    const unfreeze = page.getByRole('button', { name: '解冻', exact: true });
    await freeze.waitFor();
    await screenshot(page, 'admin-member-desktop');
    try {
      await freeze.click();
      const dialog = page.getByRole('dialog', { name: '冻结会员：member01' });
      await dialog.getByLabel('原因').fill('疑似盗号，冻结待核实');
      await dialog.getByRole('button', { name: '冻结', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await unfreeze.waitFor();

      // member01's next call is refused and the page signs out, to the login page.
      await memberPage.reload();
      await memberPage.waitForURL(/\/auth\/login|\/profile/);
      await memberPage.goto(`${baseUrl()}/bills`);
      await memberPage.waitForURL(/\/auth\/login/);
      await screenshot(memberPage, 'admin-frozen-member-signed-out');

      await unfreeze.click();
      const undo = page.getByRole('dialog', { name: '解冻会员：member01' });
      await undo.getByLabel('原因').fill('核实为本人');
      await undo.getByRole('button', { name: '解冻', exact: true }).click();
      await undo.waitFor({ state: 'detached' });
      await freeze.waitFor();
    } finally {
      // The journeys after this one sign member01 in: whatever failed above, member01 is thawed.
      const thawed = await fetch(`${baseUrl()}/app-api${adminPaths.freezeMember}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [adminTokenHeader]: await token },
        body: JSON.stringify({ id: memberId, frozen: false, reason: '测试结束解冻' }),
      });
      expect(thawed.status).toBe(200);
    }
    expect(errors).toEqual([]);
    await context.close();
    await memberContext.close();
  });

  it('a 运营 operator edits a notice and the home shows it without a restart', async () => {
    const context = await newPhone(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInOperator(page, baseUrl(), 'operations');
    await page.goto(`${baseUrl()}/admin/notices`);
    await page.getByText('彩票公告', { exact: true }).click();
    const text = `运营后台修改的公告 ${Date.now()}`;
    await page.getByRole('button', { name: '编辑' }).first().click();
    const dialog = page.getByRole('dialog', { name: '编辑公告' });
    await dialog.getByLabel('内容').fill(text);
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'detached' });
    await screenshot(page, 'admin-notices-phone');
    expect(errors).toEqual([]);

    const home = await context.newPage();
    await home.goto(baseUrl());
    await home.getByText(text).first().waitFor();
    await context.close();
  });

  it('a 超级管理员 corrects a drawn result on a phone; the members’ history shows the new numbers', async () => {
    // Game 81 has no bets of the demo or of the other journeys: its correction moves no money.
    const gameId = 81;
    const history = async () =>
      (
        (await (
          await fetch(`${baseUrl()}/app-api${lotteryPaths.history}?gameId=${gameId}&rows=5`)
        ).json()) as { data: HistoryPage }
      ).data.data;
    const [, older] = await history();
    if (!older) throw new Error('game 81 has fewer than two draws');
    const before = parseOpenNum(older.openNum);
    const special = Array.from({ length: 49 }, (_, i) => i + 1).find((n) => !before.includes(n));
    const after = [...before.slice(0, 6), special ?? 1]
      .map((n) => String(n).padStart(2, '0'))
      .join(',');

    const context = await newPhone(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    const token = operatorToken(page);
    await signInOperator(page, baseUrl(), 'super');
    try {
      await page.goto(`${baseUrl()}/admin/draws?gameId=${gameId}&status=drawn`);
      const row = rowOf(page, older.turnNum);
      await row.getByRole('button', { name: '更正' }).click();
      const dialog = page.getByRole('dialog', { name: `更正开奖结果（${older.turnNum}期）` });
      await dialog.getByLabel('新开奖号码').fill(after);
      await dialog.getByLabel('更正原因').fill('官方公布的特码有误，已更正');
      await screenshot(page, 'admin-draw-correct-phone');
      await dialog.getByRole('button', { name: '确认更正' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('开奖结果已更正，注单已重新结算').waitFor();
      await row.getByText('1 次').waitFor();
      await row.getByRole('button', { name: '详情' }).click();
      const drawer = page.getByRole('dialog', { name: '开奖详情' });
      await drawer.getByText('官方公布的特码有误，已更正').waitFor();
      await screenshot(page, 'admin-draw-detail-phone');
      expect(errors).toEqual([]);

      const corrected = (await history()).find((draw) => draw.turnNum === older.turnNum);
      expect(corrected).toMatchObject({ openNum: after, source: 'operator' });
    } finally {
      // The journeys after this one read game 81's draws as the demo made them.
      const restored = await fetch(`${baseUrl()}/app-api${adminDrawPaths.correctResult}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [adminTokenHeader]: await token },
        body: JSON.stringify({
          gameId,
          turnNum: older.turnNum,
          openNum: older.openNum,
          reason: '测试结束恢复',
        }),
      });
      expect([200, 409]).toContain(restored.status);
    }
    await context.close();
  });

  it('a 只读 operator sees no action buttons, and an action call is refused with 403', async () => {
    const context = await newDesktop(browser());
    const page = await context.newPage();
    const token = operatorToken(page);
    await signInOperator(page, baseUrl(), 'readonly');
    await page.getByText('注册人数').waitFor();
    await screenshot(page, 'admin-dashboard-desktop');

    await page.goto(`${baseUrl()}/admin/members?field=account&keyword=member01`);
    await rowOf(page, 'member01').getByRole('link', { name: 'member01' }).click();
    await page.getByText('资金明细').first().waitFor();
    const memberId = Number(/\/admin\/members\/(\d+)/.exec(page.url())?.[1]);
    for (const action of ['冻结', '人工存款/扣款', '重置登录密码']) {
      expect(await page.getByRole('button', { name: action }).count()).toBe(0);
    }
    await page.goto(`${baseUrl()}/admin/withdrawals?status=0`);
    await page.getByRole('button', { name: '查看' }).first().click();
    await page.getByRole('dialog', { name: '提现详情' }).getByText('打码量').first().waitFor();
    expect(await page.getByRole('button', { name: '确认出款' }).count()).toBe(0);
    await page.goto(`${baseUrl()}/admin/notices`);
    await page.getByText('彩票公告', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: '新增' }).count()).toBe(0);

    const refused = await fetch(`${baseUrl()}/app-api${adminPaths.freezeMember}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [adminTokenHeader]: await token },
      body: JSON.stringify({ id: memberId, frozen: true, reason: '越权' }),
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'ADMIN/FORBIDDEN' });
    await context.close();
  });
});
