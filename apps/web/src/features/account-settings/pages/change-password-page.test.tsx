import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { registrationMessages } from '@lottery/contracts';
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

const setup = () => {
  const api = fakeApi({
    'GET /app-api/api/user/info': () => memberProfile(),
    'POST /app-api/api/user/updatePassword': () => null,
  });
  const view = renderAccountRoute(['/security-center', '/change-password']);
  return { api, ...view };
};

const fill = async (oldPassword: string, newPassword: string, confirmPassword: string) => {
  const type = (placeholder: string, value: string) =>
    fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
  await screen.findByPlaceholderText('请输入原密码');
  act(() => {
    type('请输入原密码', oldPassword);
    type('8-20位，含大小写字母和数字', newPassword);
    type('请再次输入新密码', confirmPassword);
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
  });
};

describe('/change-password', () => {
  it.each([
    ['', 'Member1234', 'Member1234', registrationMessages.loginPassword],
    ['Old12345', 'weakpass', 'weakpass', registrationMessages.password],
    ['Old12345', 'Short1', 'Short1', registrationMessages.password],
    ['Old12345', 'Member1234', 'Member12345', registrationMessages.confirmPassword],
    ['Old12345', 'Member01', 'Member01', registrationMessages.passwordEqualsAccount],
  ])('refuses old=%j new=%j confirm=%j with the rule message', async (o, n, c, message) => {
    const { api, queryClient } = setup();
    await waitFor(() => expect(queryClient.getQueryData(['profile'])).toBeDefined());

    await fill(o, n, c);

    expect(lastToast()).toBe(message);
    expect(api.callsTo('POST /app-api/api/user/updatePassword')).toHaveLength(0);
  });

  it('sends the three passwords encrypted, says 操作成功! and goes back', async () => {
    const { api, router, queryClient } = setup();
    await waitFor(() => expect(queryClient.getQueryData(['profile'])).toBeDefined());

    await fill('Old12345', 'Member1234', 'Member1234');

    await waitFor(() => expect(lastToast()).toBe('操作成功!'));
    const [call] = api.callsTo('POST /app-api/api/user/updatePassword');
    expect(call?.form?.get('oldPassword')).not.toBe('Old12345');
    expect(readEncrypted(call?.form?.get('oldPassword'))).toBe('Old12345');
    expect(readEncrypted(call?.form?.get('newPassword'))).toBe('Member1234');
    expect(readEncrypted(call?.form?.get('confirmPassword'))).toBe('Member1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/security-center'));
  });

  it("shows the server's message when the old password is wrong, and stays", async () => {
    const { api, router, queryClient } = setup();
    api.route('POST /app-api/api/user/updatePassword', () =>
      apiError(400, 'UC/OLD_PASSWORD_ERROR', '原密码错误'),
    );
    await waitFor(() => expect(queryClient.getQueryData(['profile'])).toBeDefined());

    await fill('Wrong1234', 'Member1234', 'Member1234');

    await waitFor(() => expect(lastToast()).toBe('原密码错误'));
    expect(router.state.location.pathname).toBe('/change-password');
  });
});
