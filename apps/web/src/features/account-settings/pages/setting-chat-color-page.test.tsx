import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profileQueryKey } from '../../../lib/session';
import { chatColors, configFileWith, memberProfile } from '../../../test/account-fixtures';
import { renderAccountRoute } from '../../../test/account-area';
import { setUpPageTests } from '../../../test/toasts';
import { apiError, fakeApi, file } from '../../../test/fake-api';

const { lastToast } = setUpPageTests();

const setup = () =>
  fakeApi({
    'GET /app-api/api/user/info': () => memberProfile({ userInfo: { chatThemeColor: 2 } }),
    'GET /sys-upload/data/json/config.json': () => file(configFileWith(chatColors)),
    'POST /app-api/api/v2/user/update/chat-theme-color': () => null,
  });

const checked = () =>
  screen
    .getAllByRole('radio')
    .filter((radio) => radio.getAttribute('aria-checked') === 'true')
    .map((radio) => radio.getAttribute('aria-label'));

describe('/setting-chat-color', () => {
  it('lists the 8 colours of config.json with the current one checked', async () => {
    setup();
    renderAccountRoute('/setting-chat-color');

    await screen.findByRole('radiogroup', { name: '聊天颜色' });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(
      chatColors.map((color) => color.name),
    );
    expect(checked()).toEqual(['中国红']);
    expect(screen.getByTestId('chat-color-preview').style.color).toBe('rgb(200, 22, 29)');
  });

  it('saves a tapped colour by its id and moves the check', async () => {
    const api = setup();
    const { queryClient } = renderAccountRoute('/setting-chat-color');
    const green = await screen.findByRole('radio', { name: '翡翠绿' });

    await act(async () => {
      fireEvent.click(green);
    });

    await waitFor(() =>
      expect(api.callsTo('POST /app-api/api/v2/user/update/chat-theme-color')).toHaveLength(1),
    );
    expect(api.callsTo('POST /app-api/api/v2/user/update/chat-theme-color')[0]?.json).toEqual({
      colorId: 5,
    });
    expect(checked()).toEqual(['翡翠绿']);
    await waitFor(() => expect(lastToast()).toBe('操作成功!'));
    expect(
      queryClient.getQueryData<ReturnType<typeof memberProfile>>(profileQueryKey)?.userInfo
        .chatThemeColor,
    ).toBe(5);
  });

  it('puts the check back when the server refuses', async () => {
    const api = setup();
    api.route('POST /app-api/api/v2/user/update/chat-theme-color', () =>
      apiError(400, 'SYS/VALIDATION', '请求参数错误'),
    );
    renderAccountRoute('/setting-chat-color');
    const blue = await screen.findByRole('radio', { name: '天空蓝' });

    await act(async () => {
      fireEvent.click(blue);
    });

    await waitFor(() => expect(lastToast()).toBe('请求参数错误'));
    expect(checked()).toEqual(['中国红']);
  });
});
