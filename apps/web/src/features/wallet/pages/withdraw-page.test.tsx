import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { withdrawForm } from '@lottery/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSessionEvents } from '../../../app/session-events';
import { CashPasswordHost, answerCashPassword } from '../../../lib/cash-password';
import { bankAccountOf, memberProfile } from '../../../test/account-fixtures';
import { renderAccountRoute } from '../../../test/account-area';
import { apiError, fakeApi, file } from '../../../test/fake-api';
import type { FakeCall, FakeHandler } from '../../../test/fake-api';
import { readEncrypted } from '../../../test/fake-crypto';
import { setUpPageTests } from '../../../test/toasts';
import { withdrawLimit, withdrawalOf } from '../testing/wallet-fixtures';

vi.mock(
  '../../../lib/crypto/encrypt-secret',
  async () => (await import('../../../test/fake-crypto')).fakeEncryptModule,
);

const { lastToast, toastShow } = setUpPageTests();

afterEach(() => {
  // A dialog a test left open is closed for the next one.
  answerCashPassword(null);
});

const savePath = 'POST /app-api/api/userWithdraw/save/v2';

const withdrawApi = (
  save: FakeHandler,
  {
    profile = memberProfile(),
    banks = [
      bankAccountOf(),
      bankAccountOf({ id: 2, bankName: '招商银行', bankAccount: '6225****8888' }),
    ],
  } = {},
) =>
  fakeApi({
    'GET /app-api/api/user/info': () => profile,
    'GET /app-api/api/user/bankList': () => banks,
    'GET /sys-upload/data/json/limit/userWithdrawLimit.json': () => file(withdrawLimit),
    'GET /app-api/api/user/money/check': () => ({ money: 800_000, liveMoney: 234_560 }),
    'POST /app-api/api/v2/user/tellerMachine': () => ({ money: 1_234_560, liveMoney: 0 }),
    [savePath]: save,
  });

/** The withdraw page with the app's dialog host and its global error handling. */
const renderWithdraw = () => {
  const view = renderAccountRoute(['/profile', '/withdraw-money']);
  render(<CashPasswordHost />);
  const stop = startSessionEvents({
    queryClient: view.queryClient,
    navigate: (to, options) => void view.router.navigate(to, options),
    currentPath: () => view.router.state.location.pathname,
    openChannel: () => ({
      postMessage: () => undefined,
      addEventListener: () => undefined,
      close: () => undefined,
    }),
  });
  afterEachStop.push(stop);
  return view;
};

const afterEachStop: (() => void)[] = [];
afterEach(() => {
  afterEachStop.splice(0).forEach((stop) => stop());
});

const amountInput = () => screen.getByRole('textbox', { name: '提现金额' });

const apply = async () => {
  const button = screen.getByRole('button', { name: '申请提现' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  await act(async () => {
    fireEvent.click(button);
  });
};

const dialog = () => screen.findByRole('dialog', { name: '请输入提现密码' });

const enterPin = async (value: string) => {
  const input = (await dialog()).querySelector<HTMLInputElement>(
    '.adm-passcode-input-native-input',
  );
  if (!input) throw new Error('no passcode input in the dialog');
  await act(async () => {
    fireEvent.change(input, { target: { value } });
  });
};

describe('/withdraw-money', () => {
  it('shows the saved accounts, the main balance with 全部, and the limits', async () => {
    withdrawApi(() => withdrawalOf(1));
    renderWithdraw();

    const accounts = await screen.findByRole('list', { name: '收款账户' });
    expect(within(accounts).getAllByRole('radio')).toHaveLength(2);
    expect(
      within(accounts)
        .getByRole('radio', { name: '中国工商银行 6222****1234' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(await screen.findByText('单笔 100.00 - 50,000.00 元，每日最多 5 次')).toBeDefined();
    await waitFor(() =>
      expect(screen.getByTestId('withdraw-balance').textContent).toBe('1,000.00'),
    );

    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    expect((amountInput() as HTMLInputElement).value).toBe('1000');
    fireEvent.change(amountInput(), { target: { value: '50' } });
    await apply();
    expect(lastToast()).toBe('单笔提现最低100.00元');
  });

  it('asks the withdraw password when the server wants it and resends the same request with it sealed', async () => {
    const api = withdrawApi(({ form }: FakeCall) =>
      form?.get('cashPassword')
        ? withdrawalOf(1)
        : apiError(400, 'UC/CASH_PASSWORD', '请输入提现密码'),
    );
    renderWithdraw();
    fireEvent.click(await screen.findByRole('radio', { name: '招商银行 6225****8888' }));
    fireEvent.change(amountInput(), { target: { value: '300.5' } });
    await apply();

    await dialog();
    // 确定 with nothing typed: 请输入提现密码, and nothing is sent.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确定' }));
    });
    expect(lastToast()).toBe('请输入提现密码');
    expect(api.callsTo(savePath)).toHaveLength(1);

    await enterPin('1234');

    await waitFor(() => expect(lastToast()).toBe('提现申请已提交'));
    const [first, second] = api.callsTo(savePath).map((call) => call.form);
    expect(first?.has('cashPassword')).toBe(false);
    expect(readEncrypted(second?.get('cashPassword'))).toBe('1234');
    expect(second?.get('idempotencyKey')).toBe(first?.get('idempotencyKey'));
    const parsed = withdrawForm.parse(Object.fromEntries(second ?? []));
    expect(parsed).toMatchObject({ bankId: 2, amount: 300_500 });
    expect(screen.queryByRole('dialog', { name: '请输入提现密码' })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('withdraw-balance').textContent).toBe('800.00'));
    expect((amountInput() as HTMLInputElement).value).toBe('');
  });

  it('a wrong password says 交易密码输入错误!', async () => {
    withdrawApi(({ form }: FakeCall) =>
      form?.get('cashPassword')
        ? apiError(400, 'UC/CASH_PASSWORD_ERROR', '交易密码输入错误!')
        : apiError(400, 'UC/CASH_PASSWORD', '请输入提现密码'),
    );
    renderWithdraw();
    await screen.findByRole('list', { name: '收款账户' });
    fireEvent.change(amountInput(), { target: { value: '200' } });
    await apply();
    await enterPin('9999');

    await waitFor(() => expect(lastToast()).toBe('交易密码输入错误!'));
    expect(toastShow()).not.toHaveBeenCalledWith(
      expect.objectContaining({ content: '提现申请已提交' }),
    );
  });

  it('closing the dialog sends nothing more', async () => {
    const api = withdrawApi(() => apiError(400, 'UC/CASH_PASSWORD', '请输入提现密码'));
    renderWithdraw();
    await screen.findByRole('list', { name: '收款账户' });
    fireEvent.change(amountInput(), { target: { value: '200' } });
    await apply();
    await dialog();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '取消' }));
    });

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '请输入提现密码' })).toBeNull(),
    );
    expect(api.callsTo(savePath)).toHaveLength(1);
  });

  it('without a withdraw password goes to /password-withdraw-money', async () => {
    withdrawApi(() => apiError(400, 'UC/CASH_PASSWORD_NULL', '请先设置提现密码'), {
      profile: memberProfile({ extInfo: { fundPwd: 0 } }),
    });
    const { router } = renderWithdraw();
    await screen.findByRole('list', { name: '收款账户' });
    fireEvent.change(amountInput(), { target: { value: '200' } });
    await apply();

    await waitFor(() => expect(router.state.location.pathname).toBe('/password-withdraw-money'));
    expect(screen.queryByRole('dialog', { name: '请输入提现密码' })).toBeNull();
  });

  it('short of turnover: says so with a link to /valid-withdraw', async () => {
    withdrawApi(() => apiError(400, 'WITHDRAW/TURNOVER', '打码量未达到提现要求'));
    const { router } = renderWithdraw();
    await screen.findByRole('list', { name: '收款账户' });
    fireEvent.change(amountInput(), { target: { value: '200' } });
    await apply();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('打码量未达到提现要求');
    await act(async () => {
      fireEvent.click(within(alert).getByRole('link', { name: '查看提现稽核' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/valid-withdraw'));
  });

  it('refuses a trial account with the trial toast and sends nothing', async () => {
    const api = withdrawApi(() => withdrawalOf(1), {
      profile: memberProfile({ userInfo: { type: 'TEST' } }),
    });
    renderWithdraw();
    await screen.findByRole('list', { name: '收款账户' });
    fireEvent.change(amountInput(), { target: { value: '200' } });
    await apply();

    expect(toastShow()).toHaveBeenLastCalledWith(
      expect.objectContaining({
        content: '试玩账户无法进行该操作，请注册正式账户!',
        duration: 1000,
      }),
    );
    expect(api.callsTo(savePath)).toHaveLength(0);
  });

  it('without a saved account offers to add one', async () => {
    withdrawApi(() => withdrawalOf(1), { banks: [] });
    const { router } = renderWithdraw();

    expect(await screen.findByText('您还没有收款账户')).toBeDefined();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: '添加收款账户' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/update-account'));
  });

  it('一键回收 brings the live wallet back into the main balance', async () => {
    const api = withdrawApi(() => withdrawalOf(1));
    renderWithdraw();
    await waitFor(() =>
      expect(screen.getByTestId('withdraw-balance').textContent).toBe('1,000.00'),
    );

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '一键回收' }));
    });

    await waitFor(() =>
      expect(screen.getByTestId('withdraw-balance').textContent).toBe('1,234.56'),
    );
    expect(api.callsTo('POST /app-api/api/v2/user/tellerMachine')).toHaveLength(1);
    expect(lastToast()).toBe('回收成功');
  });
});
