import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memberProfile } from '../../../test/account-fixtures';
import { renderAccountRoute } from '../../../test/account-area';
import { setUpPageTests } from '../../../test/toasts';
import { apiError, fakeApi } from '../../../test/fake-api';
import { readEncrypted } from '../../../test/fake-crypto';

vi.mock(
  '../../../lib/crypto/encrypt-secret',
  async () => (await import('../../../test/fake-crypto')).fakeEncryptModule,
);

const { lastToast } = setUpPageTests();

const passcode = () => {
  const input = document.querySelector<HTMLInputElement>('.adm-passcode-input-native-input');
  if (!input) throw new Error('no passcode input on the page');
  return input;
};

/** Types into the four boxes the way a phone keyboard does. */
const enterPin = async (value: string) => {
  await act(async () => {
    fireEvent.change(passcode(), { target: { value } });
  });
};

const setup = (fundPwd: 0 | 1) => {
  const api = fakeApi({
    'GET /app-api/api/user/info': () => memberProfile({ extInfo: { fundPwd } }),
    'POST /app-api/api/user/updateFundPwd': () => null,
  });
  const view = renderAccountRoute(['/security-center', '/password-withdraw-money']);
  return { api, ...view };
};

describe('/password-withdraw-money, first time', () => {
  it('asks the login password, then four digits twice, and sends them encrypted', async () => {
    const { api, router } = setup(0);
    expect(await screen.findByRole('heading', { name: '设置提现密码' })).toBeDefined();

    const next = await screen.findByRole('button', { name: '下一步' });
    await act(async () => {
      fireEvent.click(next);
    });
    expect(lastToast()).toBe('请输入密码');

    fireEvent.change(screen.getByPlaceholderText('请输入登录密码'), {
      target: { value: 'Member123' },
    });
    await act(async () => {
      fireEvent.click(next);
    });
    expect(screen.getByText('请设置4位数字提现密码')).toBeDefined();

    await enterPin('1234');
    expect(await screen.findByText('请再次输入提现密码')).toBeDefined();

    // A different confirmation starts the new password again.
    await enterPin('4321');
    expect(lastToast()).toBe('两次输入的提现密码不一致');
    expect(await screen.findByText('请设置4位数字提现密码')).toBeDefined();
    expect(api.callsTo('POST /app-api/api/user/updateFundPwd')).toHaveLength(0);

    await enterPin('1234');
    await screen.findByText('请再次输入提现密码');
    await enterPin('1234');

    await waitFor(() =>
      expect(api.callsTo('POST /app-api/api/user/updateFundPwd')).toHaveLength(1),
    );
    const form = api.callsTo('POST /app-api/api/user/updateFundPwd')[0]?.form;
    expect(readEncrypted(form?.get('loginPassword'))).toBe('Member123');
    expect(readEncrypted(form?.get('fundPwd'))).toBe('1234');
    expect(readEncrypted(form?.get('confirmFundPwd'))).toBe('1234');
    expect(form?.has('oldFundPwd')).toBe(false);
    await waitFor(() => expect(lastToast()).toBe('操作成功!'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/security-center'));
  });

  it('takes digits only and hides them', async () => {
    setup(0);
    fireEvent.change(await screen.findByPlaceholderText('请输入登录密码'), {
      target: { value: 'Member123' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    });

    await enterPin('a1b2');

    expect(passcode().value).toBe('12');
    expect(document.querySelectorAll('.adm-passcode-input-cell')).toHaveLength(4);
    expect(document.querySelectorAll('.adm-passcode-input-cell-dot')).toHaveLength(2);
    const cells = Array.from(document.querySelectorAll('.adm-passcode-input-cell'));
    expect(cells.map((cell) => cell.textContent).join('')).toBe('');
    expect(screen.getByText('请设置4位数字提现密码')).toBeDefined();
  });
});

describe('/password-withdraw-money, changing it', () => {
  it('asks the old password, then the new one twice', async () => {
    const { api } = setup(1);
    expect(await screen.findByRole('heading', { name: '修改提现密码' })).toBeDefined();
    expect(await screen.findByText('请输入原提现密码')).toBeDefined();

    await enterPin('0000');
    await screen.findByText('请设置4位数字提现密码');
    await enterPin('2468');
    await screen.findByText('请再次输入提现密码');
    await enterPin('2468');

    await waitFor(() =>
      expect(api.callsTo('POST /app-api/api/user/updateFundPwd')).toHaveLength(1),
    );
    const form = api.callsTo('POST /app-api/api/user/updateFundPwd')[0]?.form;
    expect(readEncrypted(form?.get('oldFundPwd'))).toBe('0000');
    expect(readEncrypted(form?.get('fundPwd'))).toBe('2468');
    expect(readEncrypted(form?.get('confirmFundPwd'))).toBe('2468');
    expect(form?.has('loginPassword')).toBe(false);
  });

  it('shows a wrong old password and starts over', async () => {
    const { api, router } = setup(1);
    api.route('POST /app-api/api/user/updateFundPwd', () =>
      apiError(400, 'UC/CASH_PASSWORD_ERROR', '交易密码输入错误!'),
    );
    await screen.findByText('请输入原提现密码');

    await enterPin('9999');
    await screen.findByText('请设置4位数字提现密码');
    await enterPin('2468');
    await screen.findByText('请再次输入提现密码');
    await enterPin('2468');

    await waitFor(() => expect(lastToast()).toBe('交易密码输入错误!'));
    expect(await screen.findByText('请输入原提现密码')).toBeDefined();
    expect(passcode().value).toBe('');
    expect(router.state.location.pathname).toBe('/password-withdraw-money');
  });
});
