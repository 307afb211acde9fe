import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bankAccountOf, memberProfile } from '../../../test/account-fixtures';
import { renderAccountRoute } from '../../../test/account-area';
import { setUpPageTests } from '../../../test/toasts';
import { apiError, fakeApi } from '../../../test/fake-api';
import { readEncrypted } from '../../../test/fake-crypto';

vi.mock(
  '../../../lib/crypto/encrypt-secret',
  async () => (await import('../../../test/fake-crypto')).fakeEncryptModule,
);

const { lastToast } = setUpPageTests();

const saved = bankAccountOf({ id: 9, bankAccount: '6222****8888' });

const setup = (path = '/update-account') => {
  const api = fakeApi({
    'GET /app-api/api/user/info': () => memberProfile(),
    'GET /app-api/api/user/bankList': () => [bankAccountOf({ id: 2, bankName: '招商银行' })],
    'POST /app-api/api/user/updateBank': () => saved,
  });
  const view = renderAccountRoute(['/account-list', path]);
  return { api, ...view };
};

const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

const enterPin = (value: string) => {
  const input = document.querySelector<HTMLInputElement>('.adm-passcode-input-native-input');
  if (!input) throw new Error('no passcode input');
  fireEvent.change(input, { target: { value } });
};

const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
  });
};

const fillValidForm = async () => {
  await screen.findByPlaceholderText('请输入银行名称');
  act(() => {
    type('请输入银行名称', '中国银行');
    type('请输入银行卡号', '6216 6100 0000 1234');
    type('请输入开户姓名', '王小明');
    type('选填', '北京分行');
    enterPin('1234');
  });
};

describe('/update-account', () => {
  it('checks the fields in order with the contracts messages', async () => {
    const { api } = setup();
    await screen.findByPlaceholderText('请输入银行名称');

    await save();
    expect(lastToast()).toBe('请输入银行名称');

    act(() => type('请输入银行名称', '中国银行'));
    act(() => type('请输入银行卡号', '12-34'));
    await save();
    expect(lastToast()).toBe('账号格式不正确');

    act(() => type('请输入银行卡号', '6216610000001234'));
    await save();
    expect(lastToast()).toBe('请输入开户姓名');

    act(() => type('请输入开户姓名', '王小明'));
    await save();
    expect(lastToast()).toBe('请输入提现密码');

    act(() => enterPin('12'));
    await save();
    expect(lastToast()).toBe('提现密码必须为4位数字');

    expect(api.callsTo('POST /app-api/api/user/updateBank')).toHaveLength(0);
  });

  it('adds an account with the withdraw password encrypted, then goes back', async () => {
    const { api, router } = setup();
    await fillValidForm();

    await save();

    await waitFor(() => expect(api.callsTo('POST /app-api/api/user/updateBank')).toHaveLength(1));
    const form = api.callsTo('POST /app-api/api/user/updateBank')[0]?.form;
    expect(Object.fromEntries(form ?? [])).toMatchObject({
      type: '2',
      bankName: '中国银行',
      bankAccount: '6216610000001234',
      accountName: '王小明',
      bankBranch: '北京分行',
    });
    expect(form?.has('id')).toBe(false);
    expect(readEncrypted(form?.get('fundPwd'))).toBe('1234');
    await waitFor(() => expect(lastToast()).toBe('操作成功!'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-list'));
  });

  it('sends a member without a withdraw password to /password-withdraw-money', async () => {
    const { api, router } = setup();
    api.route('POST /app-api/api/user/updateBank', () =>
      apiError(400, 'UC/CASH_PASSWORD_NULL', '请先设置提现密码'),
    );
    await fillValidForm();

    await save();

    await waitFor(() => expect(router.state.location.pathname).toBe('/password-withdraw-money'));
  });

  it('says 交易密码输入错误! for a wrong withdraw password and stays', async () => {
    const { api, router } = setup();
    api.route('POST /app-api/api/user/updateBank', () =>
      apiError(400, 'UC/CASH_PASSWORD_ERROR', '交易密码输入错误!'),
    );
    await fillValidForm();

    await save();

    await waitFor(() => expect(lastToast()).toBe('交易密码输入错误!'));
    expect(router.state.location.pathname).toBe('/update-account');
    const input = document.querySelector<HTMLInputElement>('.adm-passcode-input-native-input');
    expect(input?.value).toBe('');
    expect(screen.getByPlaceholderText('请输入银行名称')).toHaveProperty('value', '中国银行');
  });

  it("shows any other error's message", async () => {
    const { api } = setup();
    api.route('POST /app-api/api/user/updateBank', () =>
      apiError(400, 'UC/BANK_LIMIT', '最多只能绑定5个账户'),
    );
    await fillValidForm();

    await save();

    await waitFor(() => expect(lastToast()).toBe('最多只能绑定5个账户'));
  });

  it('edits an account: prefilled, the number typed again, sent with its id', async () => {
    const { api } = setup('/update-account?id=2');

    expect(await screen.findByRole('heading', { name: '编辑账户' })).toBeDefined();
    expect(await screen.findByPlaceholderText('请输入银行名称')).toHaveProperty(
      'value',
      '招商银行',
    );
    expect(screen.getByPlaceholderText('6222****1234')).toHaveProperty('value', '');

    act(() => {
      type('6222****1234', '6225880000009999');
      enterPin('1234');
    });
    await save();

    await waitFor(() => expect(api.callsTo('POST /app-api/api/user/updateBank')).toHaveLength(1));
    const form = api.callsTo('POST /app-api/api/user/updateBank')[0]?.form;
    expect(form?.get('id')).toBe('2');
    expect(form?.get('bankName')).toBe('招商银行');
  });

  it('relabels the fields for USDT and drops the branch', async () => {
    setup();
    await screen.findByPlaceholderText('请输入银行名称');

    await act(async () => {
      fireEvent.click(screen.getByText('USDT'));
    });

    expect(screen.getByText('钱包地址')).toBeDefined();
    expect(screen.getByPlaceholderText('如 TRC20')).toBeDefined();
    expect(screen.queryByPlaceholderText('选填')).toBeNull();
  });
});
