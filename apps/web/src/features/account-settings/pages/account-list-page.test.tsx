import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bankAccountOf } from '../../../test/account-fixtures';
import { renderAccountRoute, signInForTest } from '../../../test/account-area';
import { fakeApi } from '../../../test/fake-api';

beforeEach(() => signInForTest());
afterEach(() => vi.unstubAllGlobals());

describe('/account-list', () => {
  it('shows each account with its number masked, and opens it for editing', async () => {
    fakeApi({
      'GET /app-api/api/user/bankList': () => [
        bankAccountOf({ id: 4 }),
        // A number that somehow arrives whole is still masked.
        bankAccountOf({ id: 5, type: 10, bankName: 'TRC20', bankAccount: 'TXyz1234567890abcd' }),
      ],
    });
    const { router } = renderAccountRoute('/account-list');

    expect(await screen.findByText('6222****1234')).toBeDefined();
    expect(screen.getByText('TXyz**********abcd')).toBeDefined();
    expect(screen.queryByText('TXyz1234567890abcd')).toBeNull();
    expect(screen.getByText('USDT')).toBeDefined();

    const card = screen.getByRole('button', { name: /中国工商银行/ });
    await act(async () => {
      fireEvent.click(card);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/update-account'));
    expect(router.state.location.search).toBe('?id=4');
  });

  it('says 暂无数据 without accounts and offers to add one', async () => {
    fakeApi({ 'GET /app-api/api/user/bankList': () => [] });
    const { router } = renderAccountRoute('/account-list');

    expect(await screen.findByText('暂无数据')).toBeDefined();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /添加账户/ }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/update-account'));
  });

  it('offers no add button once 5 accounts are bound', async () => {
    fakeApi({
      'GET /app-api/api/user/bankList': () => [1, 2, 3, 4, 5].map((id) => bankAccountOf({ id })),
    });
    renderAccountRoute('/account-list');

    expect(await screen.findByText('最多只能绑定5个账户')).toBeDefined();
    expect(screen.queryByRole('button', { name: /添加账户/ })).toBeNull();
  });
});
