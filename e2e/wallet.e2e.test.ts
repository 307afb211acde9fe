import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { rechargeOperatorPaths, withdrawOperatorPaths } from '@lottery/contracts';
import { signInThroughPage, toast } from './support/auth';
import { newPhone, screenshot, toastWasShown, useBrowser, watchErrors } from './support/browser';
import { operatorCall } from './support/operator';

const baseUrl = () => inject('baseUrl');

/** The 4 digits typed into the withdraw-password dialog (a phone keyboard, one key at a time). */
const typePin = async (page: Page, pin: string) => {
  const dialog = page.getByRole('dialog', { name: '请输入提现密码' });
  await dialog.waitFor();
  await page.locator('.adm-center-popup-body .adm-passcode-input-native-input').focus();
  await page.keyboard.type(pin);
};

/** The wallet card's balance on /profile, in thousandths of a yuan. */
const profileBalance = async (page: Page): Promise<number> => {
  const text = await page.getByTestId('wallet-balance').innerText();
  return Math.round(Number(text.replace(/,/g, '')) * 1000);
};

/**
 * Only the wallet's own refusals (the withdraw password asked, then a wrong one) may log errors,
 * and the demo gateway's plain page, which has no favicon, its /favicon.ico 404.
 */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !error.includes('status of 400') && !error.includes('/favicon.ico'));

describe('the wallet', () => {
  const browser = useBrowser();

  it('member01 withdraws with the withdraw password and sees it in the history', async () => {
    const context = await newPhone(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInThroughPage(page, baseUrl(), 'member01', 'Member123');

    // member01 starts with no saved account: add one (the withdraw password confirms it).
    await page.goto(`${baseUrl()}/withdraw-money`);
    await page.getByText('您还没有收款账户').waitFor();
    await page.getByRole('link', { name: '添加收款账户' }).click();
    await page.waitForURL(/\/update-account/);
    await page.getByPlaceholder('请输入银行名称').fill('中国工商银行');
    await page.locator('input[placeholder^="请输入"]').nth(1).fill('6222020200112233445');
    await page.locator('input[placeholder^="请输入"]').nth(2).fill('王小明');
    await page.locator('.adm-passcode-input-native-input').focus();
    await page.keyboard.type('1234');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL((url) => !url.pathname.includes('update-account'));

    await page.goto(`${baseUrl()}/withdraw-money`);
    await page.getByRole('radio', { name: /中国工商银行/ }).waitFor();
    const balance = page.getByTestId('withdraw-balance');
    await expect.poll(() => balance.innerText()).not.toBe('--');
    // Money a game-centre journey left in the live wallet comes back first: only the main
    // balance can be withdrawn.
    await page.getByRole('button', { name: '一键回收' }).click();
    await toast(page, '回收成功').waitFor();
    await page.getByText('娱乐场余额 0.00 元').waitFor();
    const before = Math.round(Number((await balance.innerText()).replace(/,/g, '')) * 1000);
    await page.getByRole('textbox', { name: '提现金额' }).fill('200');
    await page.getByRole('button', { name: '申请提现' }).click();
    await typePin(page, '9999');
    await toast(page, '交易密码输入错误!').waitFor();

    await page.getByRole('button', { name: '申请提现' }).click();
    await typePin(page, '1234');
    await toast(page, '提现申请已提交').waitFor();
    await expect
      .poll(async () => Math.round(Number((await balance.innerText()).replace(/,/g, '')) * 1000))
      .toBe(before - 200_000);
    await screenshot(page, 'wallet-withdrawn');

    await page.goto(`${baseUrl()}/withdraw-history`);
    const first = page.getByRole('list', { name: '提现记录' }).getByRole('link').first();
    await expect.poll(() => first.innerText()).toMatch(/200\.00[\s\S]*审核中/);

    // The operator pays it; its detail says so.
    const href = (await first.getAttribute('href')) ?? '';
    const id = Number(/\/withdraw-history\/(\d+)/.exec(href)?.[1]);
    expect(id).toBeGreaterThan(0);
    await operatorCall(withdrawOperatorPaths.pay, { id });
    await page.goto(`${baseUrl()}/withdraw-history/${id}`);
    await page.getByText('已出款').first().waitFor();
    await screenshot(page, 'wallet-withdrawal-paid');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('member01 recharges online through the demo gateway and sees the balance rise', async () => {
    const context = await newPhone(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInThroughPage(page, baseUrl(), 'member01', 'Member123');
    await page.goto(`${baseUrl()}/profile`);
    // The balance once read (the card shows a placeholder until then).
    await expect.poll(async () => Number.isFinite(await profileBalance(page))).toBe(true);
    const before = await profileBalance(page);

    await page.getByRole('button', { name: '充值', exact: true }).click();
    await page.waitForURL(/\/recharge$/);
    await page.getByRole('radio', { name: /在线支付/ }).click();
    await page.getByRole('textbox', { name: '充值金额' }).fill('100');
    await page.getByRole('button', { name: '提交' }).click();
    await page.waitForURL(/\/recharge\/online\//);
    await page.getByRole('link', { name: '去支付' }).click();
    await page.waitForURL(/\/demo-pay\//);
    await page.getByRole('button', { name: '确认支付' }).click();

    await page.waitForURL(/\/recharge\/processing\//);
    await page.getByText('100.00 元已到账').waitFor();
    await screenshot(page, 'wallet-recharged');
    await page.getByRole('button', { name: '返回我的' }).click();
    await page.waitForURL(/\/profile/);
    await expect.poll(() => profileBalance(page)).toBe(before + 100_000);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('member01 recharges by bank transfer and sees it credited once the operator confirms', async () => {
    const context = await newPhone(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInThroughPage(page, baseUrl(), 'member01', 'Member123');
    await page.goto(`${baseUrl()}/recharge`);
    await page.getByRole('radio', { name: /银行卡转账/ }).click();
    await page.getByRole('textbox', { name: '充值金额' }).fill('200');
    await page.getByRole('button', { name: '提交' }).click();
    await page.waitForURL(/\/recharge\/bank\?orderNo=/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
    await page.getByRole('button', { name: '我已转账' }).click();
    await page.waitForURL(/\/recharge\/processing\//);

    await operatorCall(rechargeOperatorPaths.confirm, { orderNo });
    await page.getByText('200.00 元已到账').waitFor();
    await screenshot(page, 'wallet-transfer-confirmed');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('a trial account is told it cannot recharge or withdraw', async () => {
    const context = await newPhone(browser());
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/auth/login`);
    await page.getByText('随便玩玩').click();
    await page.waitForURL(/\/profile/);
    const deposit = page.getByRole('button', { name: '充值', exact: true });
    await expect.poll(() => deposit.isEnabled()).toBe(true);

    await deposit.click();

    await expect
      .poll(() => toastWasShown(page, '试玩账户无法进行该操作，请注册正式账户!'))
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/profile');
    await context.close();
  });
});
