import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRechargeBody } from '@lottery/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberProfile } from '../../../test/account-fixtures';
import { renderAccountRoute, signOutForTest } from '../../../test/account-area';
import { apiError, fakeApi } from '../../../test/fake-api';
import type { FakeHandler } from '../../../test/fake-api';
import { setUpPageTests } from '../../../test/toasts';
import {
  bankOrder,
  channelList,
  orderOf,
  usdtAddress,
  usdtOrder,
} from '../testing/wallet-fixtures';

const { lastToast, toastShow } = setUpPageTests();

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

const createPath = 'POST /app-api/api/recharge/order/create';

const walletApi = (extra: Record<string, FakeHandler> = {}, profile = memberProfile()) =>
  fakeApi({
    'GET /app-api/api/user/info': () => profile,
    'GET /app-api/api/recharge/channels': () => channelList,
    ...extra,
  });

const typeAmount = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: '充值金额' }), { target: { value } });

const submit = async () => {
  const button = screen.getByRole('button', { name: '提交' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
  });
};

const chooseChannel = async (name: RegExp) => {
  fireEvent.click(await screen.findByRole('radio', { name }));
};

describe('/recharge', () => {
  it('lists the channels with their limits and creates the order in thousandths with a key', async () => {
    const api = walletApi({ [createPath]: () => orderOf() });
    const { router } = renderAccountRoute('/recharge');

    const channels = await screen.findByRole('list', { name: '选择充值方式' });
    expect(within(channels).getAllByRole('radio')).toHaveLength(3);
    expect(within(channels).getByText(/在线支付 · 单笔限额 10\.00 - 50,000\.00 元/)).toBeDefined();
    expect(within(channels).getByText(/USDT · 单笔限额 100\.00 - 100,000\.00 元/)).toBeDefined();

    typeAmount('100.5');
    await submit();

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/recharge/online/R20260301000001'),
    );
    const [call] = api.callsTo(createPath);
    const body = call?.json as { channelId: number; amount: number; idempotencyKey: string };
    expect(body.channelId).toBe(1);
    expect(body.idempotencyKey).toMatch(/^[A-Za-z0-9]{24}$/);
    // The server reads the yuan typed into thousandths with the contracts' rule.
    expect(createRechargeBody.parse(body).amount).toBe(100_500);
    expect(lastToast()).toBe('订单已提交');
  });

  it('sends the same key when the same intent is retried, and a new one for a new intent', async () => {
    let fail = true;
    const api = walletApi({
      [createPath]: () => {
        if (fail) throw new TypeError('network down');
        return bankOrder();
      },
    });
    const { router } = renderAccountRoute('/recharge');
    await chooseChannel(/银行卡转账/);
    typeAmount('500');

    await submit();
    await waitFor(() => expect(lastToast()).toBe('网络连接失败，请检查网络后再试'));
    await submit();
    await waitFor(() => expect(api.callsTo(createPath)).toHaveLength(2));
    typeAmount('600');
    fail = false;
    await submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/recharge/bank'));
    expect(router.state.location.search).toBe('?orderNo=R20260301000002');
    const keys = api
      .callsTo(createPath)
      .map((call) => (call.json as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('checks the amount against the channel before sending', async () => {
    const api = walletApi({ [createPath]: () => bankOrder() });
    renderAccountRoute('/recharge');
    await chooseChannel(/银行卡转账/);

    await submit();
    expect(lastToast()).toBe('请输入金额');
    typeAmount('50');
    await submit();
    expect(lastToast()).toBe('金额须在100.00至500,000.00元之间');
    // Quick amounts outside the channel's limits cannot be picked.
    expect(screen.getByRole('button', { name: '100' }).hasAttribute('disabled')).toBe(false);
    await chooseChannel(/在线支付/);
    fireEvent.click(screen.getByRole('button', { name: '200' }));
    expect((screen.getByRole('textbox', { name: '充值金额' }) as HTMLInputElement).value).toBe(
      '200',
    );
    expect(api.callsTo(createPath)).toHaveLength(0);
  });

  it('refuses a trial account with the trial toast for 1 s, and makes no order', async () => {
    const api = walletApi(
      { [createPath]: () => orderOf() },
      memberProfile({ userInfo: { type: 'TEST' } }),
    );
    const { router } = renderAccountRoute('/recharge');
    await screen.findByRole('list', { name: '选择充值方式' });
    typeAmount('100');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '提交' }).hasAttribute('disabled')).toBe(false),
    );
    await submit();
    expect(lastToast()).toBe('试玩账户无法进行该操作，请注册正式账户!');

    expect(toastShow()).toHaveBeenLastCalledWith(expect.objectContaining({ duration: 1000 }));
    expect(api.callsTo(createPath)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/recharge');
  });

  it("shows the server's trial refusal as the trial toast", async () => {
    walletApi({
      [createPath]: () =>
        apiError(403, 'UC/TRIAL_FORBIDDEN', '试玩账户无法进行该操作，请注册正式账户!'),
    });
    renderAccountRoute('/recharge');
    await screen.findByRole('list', { name: '选择充值方式' });
    typeAmount('100');
    await submit();

    await waitFor(() =>
      expect(toastShow()).toHaveBeenLastCalledWith(
        expect.objectContaining({
          content: '试玩账户无法进行该操作，请注册正式账户!',
          duration: 1000,
        }),
      ),
    );
  });

  it('sends a visitor to /auth/login', async () => {
    signOutForTest();
    const api = walletApi();
    const { router } = renderAccountRoute('/recharge');

    await screen.findByRole('heading', { name: '登录页' });
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(api.callsTo('GET /app-api/api/recharge/channels')).toHaveLength(0);
  });

  it('says so when the site offers no channel', async () => {
    fakeApi({
      'GET /app-api/api/user/info': () => memberProfile(),
      'GET /app-api/api/recharge/channels': () => [],
    });
    renderAccountRoute('/recharge');
    expect(await screen.findByText('暂无可用的充值方式')).toBeDefined();
    expect(screen.getByRole('button', { name: '提交' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('the order pages', () => {
  it('USDT: opens the QR page with the exact amount, the network and the address to copy', async () => {
    walletApi({
      [createPath]: () => usdtOrder(),
      'GET /app-api/api/recharge/order/detail': () => usdtOrder(),
    });
    const { router } = renderAccountRoute('/recharge');
    await chooseChannel(/USDT/);
    typeAmount('720');
    await submit();

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/recharge/qr-virtual/R20260301000003'),
    );
    const qr = await screen.findByRole('img', { name: '收款地址二维码' });
    expect(qr.getAttribute('data-qr-text')).toBe(usdtAddress);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+,\d+h1v1h-1z/);
    expect(screen.getByText('100.000123 USDT')).toBeDefined();
    expect(screen.getAllByText('TRC20').length).toBeGreaterThan(0);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '复制收款地址' }));
    });
    expect(writeText).toHaveBeenCalledWith(usdtAddress);
    await waitFor(() => expect(lastToast()).toBe('复制成功'));
  });

  it('bank: shows the account and the reference to copy; 我已转账 goes to processing', async () => {
    const api = walletApi({
      'GET /app-api/api/recharge/order/detail': () => bankOrder(),
      'POST /app-api/api/recharge/order/paid': () => bankOrder({ status: 1 }),
    });
    const { router } = renderAccountRoute('/recharge/bank?orderNo=R20260301000002');

    expect(await screen.findByText('6222 0240 0008 8166 321')).toBeDefined();
    expect(screen.getByText('深圳市鸿运信息技术有限公司')).toBeDefined();
    expect(screen.getByTestId('order-amount').textContent).toBe('¥500.00');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '复制转账附言' }));
    });
    expect(writeText).toHaveBeenCalledWith('K7Q2');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '我已转账' }));
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/recharge/processing/R20260301000002'),
    );
    expect(api.callsTo('POST /app-api/api/recharge/order/paid')[0]?.form?.get('orderNo')).toBe(
      'R20260301000002',
    );
  });

  it('online: 去支付 opens the gateway page of the order', async () => {
    walletApi({ 'GET /app-api/api/recharge/order/detail': () => orderOf() });
    renderAccountRoute('/recharge/online/R20260301000001');

    const pay = await screen.findByRole('link', { name: '去支付' });
    expect(pay.getAttribute('href')).toBe('/demo-pay/R20260301000001');
    expect(screen.getByText('待支付')).toBeDefined();
  });

  it('an unknown order says 找不到该订单', async () => {
    walletApi({
      'GET /app-api/api/recharge/order/detail': () =>
        apiError(404, 'PAY/ORDER_NOT_FOUND', '订单不存在'),
    });
    renderAccountRoute('/recharge/online/R99999999');
    expect(await screen.findByText('找不到该订单')).toBeDefined();
  });
});
