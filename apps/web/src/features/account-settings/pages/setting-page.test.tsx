import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session';
import { renderAccountRoute, signInForTest } from '../../../test/account-area';
import { setUpPageTests } from '../../../test/toasts';
import { fakeApi } from '../../../test/fake-api';

const { toastShow } = setUpPageTests({ signedIn: false });

describe('/setting', () => {
  it('links to personal info, chat colour and about, with no logout for a visitor', async () => {
    fakeApi({});
    const { router } = renderAccountRoute('/setting');

    await screen.findByText('个人资料');
    expect(screen.getByText('聊天颜色')).toBeDefined();
    expect(screen.queryByRole('button', { name: '退出登录' })).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByText('关于我们'));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });

  it('clears the cached answers', async () => {
    fakeApi({});
    const { queryClient } = renderAccountRoute('/setting');
    queryClient.setQueryData(['static', 'about.json'], { pages: [] });

    const clear = await screen.findByText('清除缓存');
    await act(async () => {
      fireEvent.click(clear);
    });

    await waitFor(() =>
      expect(toastShow()).toHaveBeenCalledWith(expect.objectContaining({ content: '缓存已清除' })),
    );
    expect(queryClient.getQueryData(['static', 'about.json'])).toBeUndefined();
    expect(useSession.getState().token).toBeNull();
  });

  it('logs a member out', async () => {
    signInForTest();
    const api = fakeApi({ 'GET /app-api/v/user/logout': () => null });
    const { router } = renderAccountRoute('/setting');

    const logout = await screen.findByRole('button', { name: '退出登录' });
    await act(async () => {
      fireEvent.click(logout);
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('GET /app-api/v/user/logout')).toHaveLength(1);
    expect(useSession.getState().token).toBeNull();
  });
});
