import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { registrationMessages } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { profileQueryKey } from '../../../lib/session';
import { memberProfile } from '../../../test/account-fixtures';
import { renderAccountRoute } from '../../../test/account-area';
import { setUpPageTests } from '../../../test/toasts';
import { fakeApi } from '../../../test/fake-api';
import type { FakeCall } from '../../../test/fake-api';

const { lastToast } = setUpPageTests();

const original = memberProfile({
  userDetail: { email: 'old@example.com', birthday: '1990-05-06' },
});

const setup = () =>
  fakeApi({
    'GET /app-api/api/user/info': () => original,
    'POST /app-api/api/user/modifyUserInfo': ({ form }: FakeCall) =>
      memberProfile({
        userInfo: {
          nickname: form?.get('nickname') ?? '',
          avatarId: Number(form?.get('avatarId')),
        },
        userDetail: { email: form?.get('email') ?? '', birthday: form?.get('birthday') ?? '' },
      }),
  });

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
  });
};

describe('/personal-info', () => {
  it('shows the current details', async () => {
    setup();
    renderAccountRoute('/personal-info');

    expect(await screen.findByRole('textbox', { name: '昵称' })).toHaveProperty(
      'value',
      '彩民小王',
    );
    expect(screen.getByRole('textbox', { name: '邮箱' })).toHaveProperty(
      'value',
      'old@example.com',
    );
    expect(screen.getByText('1990-05-06')).toBeDefined();
    expect(screen.getByRole('img', { name: '头像3' })).toBeDefined();
  });

  it.each([
    ['邮箱', 'not-an-email', registrationMessages.email],
    ['真实姓名', 'Tom', registrationMessages.fullName],
    ['手机号码', '12345', registrationMessages.phone],
    ['QQ', '12', registrationMessages.qq],
    ['微信', 'a!', registrationMessages.weixin],
  ])('refuses a bad %s with the registration message', async (label, value, message) => {
    const api = setup();
    renderAccountRoute('/personal-info');
    await screen.findByRole('textbox', { name: label });

    act(() => type(label, value));
    await save();

    expect(lastToast()).toBe(message);
    expect(api.callsTo('POST /app-api/api/user/modifyUserInfo')).toHaveLength(0);
  });

  it('saves a new avatar and details, and updates the profile', async () => {
    const api = setup();
    const { queryClient } = renderAccountRoute('/personal-info');
    await screen.findByRole('textbox', { name: '昵称' });

    await act(async () => {
      fireEvent.click(screen.getByText('点击更换头像'));
    });
    const seven = await screen.findByRole('radio', { name: '头像7' });
    await act(async () => {
      fireEvent.click(seven);
    });
    act(() => {
      type('昵称', '  新昵称 ');
      type('手机号码', '138 0013 8000');
    });
    await save();

    await waitFor(() =>
      expect(api.callsTo('POST /app-api/api/user/modifyUserInfo')).toHaveLength(1),
    );
    const form = api.callsTo('POST /app-api/api/user/modifyUserInfo')[0]?.form;
    expect(Object.fromEntries(form ?? [])).toEqual({
      nickname: '新昵称',
      avatarId: '7',
      fullName: '',
      email: 'old@example.com',
      phone: '138 0013 8000',
      qq: '',
      weixin: '',
      birthday: '1990-05-06',
    });
    await waitFor(() => expect(lastToast()).toBe('操作成功!'));
    expect(
      queryClient.getQueryData<ReturnType<typeof memberProfile>>(profileQueryKey)?.userInfo,
    ).toMatchObject({ nickname: '新昵称', avatarId: 7 });
  });
});
