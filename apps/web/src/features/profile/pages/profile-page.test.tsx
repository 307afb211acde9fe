import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { storageKeys } from '@lottery/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { appStorage } from '../../../lib/storage';
import { forgetVisibleToast } from '../../../lib/toast';
import { profileQueryKey, useSession } from '../../../lib/session';
import { memberProfile, registerLimit, vipRuleList } from '../../../test/account-fixtures';
import { renderAccountRoute, signInForTest } from '../../../test/account-area';
import { setUpPageTests } from '../../../test/toasts';
import { apiError, fakeApi, file } from '../../../test/fake-api';
import type { FakeHandler } from '../../../test/fake-api';

const staticFiles = (sendMenoy = 18_000, webConfig: Record<string, string> = {}) => ({
  'GET /sys-upload/data/json/limit/registerLimit.json': () => file(registerLimit(sendMenoy)),
  'GET /sys-upload/data/json/web_system_config.json': () => file(webConfig),
});

const memberApi = (profile = memberProfile(), extra: Record<string, FakeHandler> = {}) =>
  fakeApi({
    ...staticFiles(),
    'GET /app-api/api/user/info': () => profile,
    'GET /app-api/api/v2/uservip/rules': () => vipRuleList,
    ...extra,
  });

const { toastShow } = setUpPageTests({ signedIn: false });

describe('/profile for a visitor', () => {
  it('offers 登录 and 注册 and the registration gift, and no member parts', async () => {
    const api = fakeApi(staticFiles(18_000));
    const { router } = renderAccountRoute('/profile');

    expect(await screen.findByText('新用户注册送18元')).toBeDefined();
    expect(screen.getByRole('button', { name: '注册' })).toBeDefined();
    expect(screen.queryByRole('button', { name: '退出登录' })).toBeNull();
    expect(screen.queryByText('钱包余额(元)')).toBeNull();
    expect(screen.queryByText('推广赚钱')).toBeNull();
    expect(api.callsTo('GET /app-api/api/user/info')).toHaveLength(0);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '登录' }));
    });
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('shows no gift line when no gift is configured', async () => {
    const api = fakeApi(staticFiles(0));
    renderAccountRoute('/profile');

    await waitFor(() =>
      expect(api.callsTo('GET /sys-upload/data/json/limit/registerLimit.json')).toHaveLength(1),
    );
    await screen.findByRole('button', { name: '登录' });
    expect(screen.queryByText(/新用户注册送/)).toBeNull();
  });

  it('sends a visitor who taps a member shortcut to /auth/login', async () => {
    fakeApi(staticFiles());
    const { router } = renderAccountRoute('/profile');

    const target = await screen.findByRole('button', { name: '资金明细' });
    await act(async () => {
      fireEvent.click(target);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});

describe('/profile for a member', () => {
  beforeEach(() => signInForTest());

  it('shows the account, VIP badge, balance, VIP bar and shortcuts', async () => {
    memberApi(memberProfile({ unReadCount: 3 }));
    renderAccountRoute('/profile');

    expect(await screen.findByRole('heading', { name: 'member01' })).toBeDefined();
    expect(screen.getByRole('img', { name: '头像3' })).toBeDefined();
    expect(screen.getByRole('button', { name: /VIP2/ })).toBeDefined();
    // money 1,000.000 + liveMoney 234.560
    expect(screen.getByTestId('wallet-balance').textContent).toBe('1,234.56');

    const bar = await screen.findByTestId('vip-progress');
    expect(bar.textContent).toContain('V2');
    expect(bar.textContent).toContain('V3');
    expect(bar.textContent).toContain('1,500.00/5,000.00');
    expect(within(bar).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');

    const grid = screen.getByRole('navigation', { name: '常用功能' });
    expect(
      within(grid)
        .getAllByRole('button')
        .map((button) => button.textContent?.replace(/\d+/g, '')),
    ).toEqual([
      '资金明细',
      '投注记录',
      '娱乐场明细',
      '我的洗码',
      '我的收藏',
      '充值记录',
      '消息通知',
      '提现记录',
    ]);
    expect(within(grid).getByText('3')).toBeDefined();
    expect(screen.queryByText(/新用户注册送/)).toBeNull();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeDefined();
  });

  it('hides the VIP bar once the next level would be 9', async () => {
    memberApi(memberProfile({ userInfo: { vipLevel: 8, cycleBetAmount: 10 } }));
    renderAccountRoute('/profile');

    expect(await screen.findByRole('button', { name: /VIP8/ })).toBeDefined();
    await waitFor(() => expect(screen.queryByText('1,500.00/5,000.00')).toBeNull());
    // The rules have arrived (the badge shows), and still no bar.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByTestId('vip-progress')).toBeNull();
  });

  it('shows 推广赚钱 to an agent, and opens /agent', async () => {
    memberApi(memberProfile({ userInfo: { isDl: 1 } }));
    const { router } = renderAccountRoute('/profile');

    const target = await screen.findByRole('button', { name: '推广赚钱' });
    await act(async () => {
      fireEvent.click(target);
    });
    expect(await screen.findByRole('heading', { level: 1, name: '推广赚钱' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/agent');
  });

  it('keeps a member without isDl where they were when they go to /agent', async () => {
    memberApi();
    const { router } = renderAccountRoute('/profile');
    await screen.findByRole('heading', { name: 'member01' });
    expect(screen.queryByRole('button', { name: '推广赚钱' })).toBeNull();

    await act(async () => {
      await router.navigate('/agent');
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(screen.queryByRole('heading', { level: 2, name: '推广赚钱' })).toBeNull();
  });

  it('refuses a trial account at 充值 and 提现 with the trial toast, and stays', async () => {
    memberApi(memberProfile({ userInfo: { type: 'TEST' } }));
    const { router } = renderAccountRoute('/profile');
    const deposit = await screen.findByRole('button', { name: '充值' });
    await waitFor(() => expect(deposit.hasAttribute('disabled')).toBe(false));

    await act(async () => {
      fireEvent.click(deposit);
    });
    expect(toastShow()).toHaveBeenLastCalledWith(
      expect.objectContaining({
        content: '试玩账户无法进行该操作，请注册正式账户!',
        duration: 1000,
      }),
    );
    expect(router.state.location.pathname).toBe('/profile');

    // the first toast is still visible, so the same text is not shown again until it is gone
    toastShow().mockClear();
    forgetVisibleToast();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提现' }));
    });
    expect(toastShow()).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('takes an official member to /recharge and /withdraw-money', async () => {
    memberApi();
    const { router } = renderAccountRoute('/profile');
    const deposit = await screen.findByRole('button', { name: '充值' });
    await waitFor(() => expect(deposit.hasAttribute('disabled')).toBe(false));

    await act(async () => {
      fireEvent.click(deposit);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/recharge'));
    expect(await screen.findByRole('heading', { level: 1, name: '充值' })).toBeDefined();

    await act(async () => {
      await router.navigate(-1);
    });
    const withdraw = await screen.findByRole('button', { name: '提现' });
    await act(async () => {
      fireEvent.click(withdraw);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/withdraw-money'));
    expect(await screen.findByRole('heading', { level: 1, name: '提现' })).toBeDefined();
    expect(toastShow()).not.toHaveBeenCalled();
  });

  it('一键回收 brings the live wallet back and shows the new balances', async () => {
    const api = memberApi(memberProfile(), {
      'POST /app-api/api/v2/user/tellerMachine': () => ({ money: 1_234_560, liveMoney: 0 }),
    });
    const { queryClient } = renderAccountRoute('/profile');
    const recycle = await screen.findByRole('button', { name: '一键回收' });
    await waitFor(() => expect(recycle.hasAttribute('disabled')).toBe(false));

    await act(async () => {
      fireEvent.click(recycle);
    });

    await waitFor(() =>
      expect(api.callsTo('POST /app-api/api/v2/user/tellerMachine')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(toastShow()).toHaveBeenLastCalledWith(
        expect.objectContaining({ content: '回收成功' }),
      ),
    );
    expect(screen.getByTestId('wallet-balance').textContent).toBe('1,234.56');
    expect(queryClient.getQueryData(['balance'])).toEqual({ money: 1_234_560, liveMoney: 0 });
  });

  it('refreshes the balance once at a time, spinning for at least 500 ms', async () => {
    let answer: (() => void) | null = null;
    const api = memberApi(memberProfile(), {
      'GET /app-api/api/user/money/check': () =>
        new Promise((resolve) => {
          answer = () => resolve({ money: 2_000_000, liveMoney: 500 });
        }),
    });
    const { queryClient } = renderAccountRoute('/profile');
    const refresh = await screen.findByRole('button', { name: '刷新余额' });
    await waitFor(() => expect(refresh.hasAttribute('disabled')).toBe(false));

    const started = Date.now();
    await act(async () => {
      fireEvent.click(refresh);
      fireEvent.click(refresh);
    });
    expect(refresh.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(answer).not.toBeNull());
    await act(async () => {
      answer?.();
    });

    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('2,000.50'));
    expect(refresh.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(refresh.getAttribute('aria-busy')).toBe('false'), {
      timeout: 2000,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(api.callsTo('GET /app-api/api/user/money/check')).toHaveLength(1);
    expect(queryClient.getQueryData(['balance'])).toEqual({ money: 2_000_000, liveMoney: 500 });
  });

  it('logs out: tells the server, forgets the session and the profile, goes home', async () => {
    const api = memberApi(memberProfile(), { 'GET /app-api/v/user/logout': () => null });
    const { router, queryClient } = renderAccountRoute('/profile');
    await screen.findByRole('heading', { name: 'member01' });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('GET /app-api/v/user/logout')).toHaveLength(1);
    expect(api.callsTo('GET /app-api/v/user/logout')[0]?.headers.token).toBe('member-token');
    expect(useSession.getState().token).toBeNull();
    expect(appStorage.get(storageKeys.accessToken)).toBeUndefined();
    expect(queryClient.getQueryData(profileQueryKey)).toBeUndefined();
    expect(screen.getByRole('heading', { name: '首页' })).toBeDefined();
  });

  it('signs out locally even when the logout call fails', async () => {
    memberApi(memberProfile(), {
      'GET /app-api/v/user/logout': () => apiError(500, 'SYS/INTERNAL', '系统错误。请再试一次'),
    });
    const { router } = renderAccountRoute('/profile');
    await screen.findByRole('heading', { name: 'member01' });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useSession.getState().token).toBeNull();
  });

  it('opens the security and welfare centres from the header', async () => {
    memberApi();
    const { router } = renderAccountRoute('/profile');

    const security = await screen.findByRole('button', { name: /安全中心/ });
    await act(async () => {
      fireEvent.click(security);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/security-center'));
    await act(async () => {
      await router.navigate(-1);
    });
    const welfare = await screen.findByRole('button', { name: /福利中心/ });
    await act(async () => {
      fireEvent.click(welfare);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/bonus-center'));
  });
});

describe('the config-driven link lists', () => {
  const tabs = JSON.stringify({
    subTab1: [
      { title: '优惠活动', icon: 'icons/gift.png', redirectUrl: '/promotional', needLogin: 0 },
      { title: '每日签到', icon: '', redirectUrl: '/bonus-center', needLogin: 1 },
      { title: '坏链接', icon: '', redirectUrl: 'javascript:alert(1)', needLogin: 0 },
    ],
    subTab2: [{ title: '帮助中心', icon: '', redirectUrl: '/about', needLogin: 0 }],
  });

  it('lists both, drops unsafe links, and sends a visitor to login for a sign-in link', async () => {
    fakeApi(staticFiles(0, { profile_tabs: tabs }));
    const { router } = renderAccountRoute('/profile');

    const first = await screen.findByRole('navigation', { name: '常用链接' });
    expect(within(first).getByText('优惠活动')).toBeDefined();
    expect(within(first).queryByText('坏链接')).toBeNull();
    expect(screen.getByRole('navigation', { name: '更多链接' })).toBeDefined();

    await act(async () => {
      fireEvent.click(within(first).getByText('每日签到'));
    });
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('shows no lists when the setting is absent', async () => {
    fakeApi(staticFiles(0));
    renderAccountRoute('/profile');
    await screen.findByRole('button', { name: '登录' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('navigation', { name: '常用链接' })).toBeNull();
  });
});
