import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setUpPopupTests } from '../test/popups';
import { useThemeStore } from '../themes/use-theme-store';
import { BottomTabBar } from './bottom-tab-bar';

const renderAt = (path: string) => {
  const router = createMemoryRouter([{ path: '*', Component: BottomTabBar }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
};

const tabItem = (label: string): HTMLElement => {
  const item = screen.getByText(label).closest<HTMLElement>('.adm-tab-bar-item');
  if (!item) throw new Error(`no tab item labelled ${label}`);
  return item;
};

const activeLabels = (): string[] =>
  Array.from(document.querySelectorAll('.adm-tab-bar-item-active')).map(
    (item) => item.textContent ?? '',
  );

afterEach(() => {
  useThemeStore.setState({ name: 'theme4' });
});

describe('BottomTabBar', () => {
  setUpPopupTests();

  it('shows the theme4 tabs in order', () => {
    renderAt('/');

    const labels = Array.from(document.querySelectorAll('.adm-tab-bar-item-title')).map(
      (title) => title.textContent,
    );
    expect(labels).toEqual(['首页', '资料库', '彩票', '图库', '我的']);
  });

  it('highlights Home on /recommend', () => {
    renderAt('/recommend');

    expect(activeLabels()).toEqual(['首页']);
    expect(tabItem('首页')).toHaveProperty('className', expect.stringContaining('active'));
  });

  it('highlights nothing on a page that belongs to no tab', () => {
    renderAt('/no-such-page');

    expect(activeLabels()).toEqual([]);
  });

  it('navigates to the tapped tab and highlights it', async () => {
    const router = renderAt('/');

    await act(async () => {
      fireEvent.click(tabItem('图库'));
    });

    expect(router.state.location.pathname).toBe('/gallery');
    expect(activeLabels()).toEqual(['图库']);
  });

  it('asks a visitor to sign in before the theme2 bets tab, and confirm goes to login', async () => {
    useThemeStore.setState({ name: 'theme2' });
    const router = renderAt('/');

    await act(async () => {
      fireEvent.click(tabItem('注单'));
    });
    expect(await screen.findByText('请先登录!')).toBeDefined();
    expect(router.state.location.pathname).toBe('/');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确定' }));
    });
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('lets a visitor cancel the bets-tab sign-in question and stay', async () => {
    useThemeStore.setState({ name: 'theme2' });
    const router = renderAt('/');

    await act(async () => {
      fireEvent.click(tabItem('注单'));
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    });

    await waitFor(() => expect(screen.queryByText('请先登录!')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
  });

  it('follows a theme switch', () => {
    renderAt('/');

    act(() => useThemeStore.getState().setTheme('theme2'));

    expect(screen.getByText('优惠')).toBeDefined();
    expect(screen.getByText('注单')).toBeDefined();
    expect(screen.queryByText('图库')).toBeNull();
    expect(screen.queryByText('资料库')).toBeNull();
  });
});
