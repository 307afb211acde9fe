import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bankAccountOf, memberProfile, vipRuleList } from '../../../test/account-fixtures';
import { renderAccountRoute, signInForTest } from '../../../test/account-area';
import { fakeApi } from '../../../test/fake-api';

afterEach(() => vi.unstubAllGlobals());

describe('/profile-vip', () => {
  beforeEach(() => signInForTest());

  it('lists the rules and highlights the current level', async () => {
    fakeApi({
      'GET /app-api/api/user/info': () => memberProfile({ userInfo: { vipLevel: 3 } }),
      'GET /app-api/api/v2/uservip/rules': () => vipRuleList,
    });
    renderAccountRoute('/profile-vip');

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(9);
    expect(rows[2]?.textContent).toBe('VIP3当前5,000.00');
    await waitFor(() => expect(rows[2]?.getAttribute('aria-current')).toBe('true'));
    expect(rows.filter((row) => row.getAttribute('aria-current') === 'true')).toHaveLength(1);
    expect(screen.getByText(/当前等级/).textContent).toContain('VIP3');
  });
});

describe('member-only account screens', () => {
  it.each([
    '/profile-vip',
    '/security-center',
    '/bonus-center',
    '/personal-info',
    '/change-password',
    '/password-withdraw-money',
    '/account-list',
    '/update-account',
    '/setting-chat-color',
    '/notifications',
    '/bills',
    '/recharge',
    '/withdraw-money',
    '/agent',
  ])('send a visitor from %s to /auth/login', async (path) => {
    fakeApi({});
    const { router } = renderAccountRoute(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it.each(['/setting', '/about'])('let a visitor see %s', async (path) => {
    fakeApi({});
    const { router } = renderAccountRoute(path);
    expect(await screen.findByRole('button', { name: '返回' })).toBeDefined();
    expect(router.state.location.pathname).toBe(path);
  });
});

describe('/security-center', () => {
  beforeEach(() => signInForTest());

  it('shows whether the withdraw password is set and how many accounts are bound', async () => {
    fakeApi({
      'GET /app-api/api/user/info': () => memberProfile({ extInfo: { fundPwd: 0 } }),
      'GET /app-api/api/user/bankList': () => [bankAccountOf(), bankAccountOf({ id: 2 })],
    });
    renderAccountRoute('/security-center');

    expect(await screen.findByText('未设置')).toBeDefined();
    expect(await screen.findByText('2个')).toBeDefined();
    expect(screen.getByText('登录密码')).toBeDefined();
    expect(screen.getByText('个人资料')).toBeDefined();
  });
});
