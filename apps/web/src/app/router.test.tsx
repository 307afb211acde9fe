import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { defaultTheme } from '@lottery/contracts';
import { memberProfile, registerLimit, vipRuleList } from '../test/account-fixtures';
import { companyOf } from '../test/company-fixtures';
import { fakeApi, file } from '../test/fake-api';
import { signInForTest, signOutForTest } from '../test/session';
import { useThemeStore } from '../themes/use-theme-store';
import { routes, whenRouted } from './router';

const renderAt = (path: string) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const go = async (to: string | number) => {
    await act(async () => {
      await (typeof to === 'number' ? router.navigate(to) : router.navigate(to));
    });
  };
  return { router, go };
};

/** The server, as far as these pages need it; a member is an agent when isDl is 1. */
const server = (isDl: 0 | 1 = 0) =>
  fakeApi({
    'GET /app-api/company/get': () => companyOf(),
    'GET /app-api/api/user/info': () => memberProfile({ userInfo: { isDl } }),
    'GET /app-api/api/v2/uservip/rules': () => vipRuleList,
    'GET /sys-upload/data/json/limit/registerLimit.json': () => file(registerLimit(0)),
    'GET /sys-upload/data/json/web_system_config.json': () => file({}),
    'GET /sys-upload/data/json/notice_list.json': () =>
      file({ index_notice: [], lottery_notice: [], roll_notice: [] }),
  });

const comingSoonHeading = (feature: string) =>
  screen.findByRole('heading', { level: 2, name: feature });

/** A built page's own title bar. */
const pageHeading = (title: string) => screen.findByRole('heading', { level: 1, name: title });

beforeEach(() => {
  // The agent gate's and the pages' failures are logged; these tests look at what is shown.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  signOutForTest();
  useThemeStore.setState({ name: defaultTheme });
  document.head.querySelectorAll('meta[name="theme-color"]').forEach((meta) => meta.remove());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('routes', () => {
  it('shows the tutorial at /game/110/tutorial, in the shell', async () => {
    server();
    renderAt('/game/110/tutorial');

    expect(await pageHeading('玩法说明')).toBeDefined();
    expect(screen.queryByText('该功能即将上线')).toBeNull();
    expect(screen.getByRole('navigation', { name: '底部导航' })).toBeDefined();
  });

  it.each(['/chat-rooms/1001', '/game/95/chat', '/game/95/lucky-niu-niu/chat'])(
    'shows the chat page at %s',
    async (path) => {
      server();
      renderAt(path);

      expect(await pageHeading('聊天室')).toBeDefined();
      expect(screen.queryByText('该功能即将上线')).toBeNull();
    },
  );

  it('opens a section on its first child', async () => {
    server();
    const { router } = renderAt('/game/110/analytic/special');

    // Which tab is chosen is checked in a real browser (e2e/analytics-special.e2e.test.ts).
    expect(await screen.findByRole('tab', { name: '特码历史' })).toBeDefined();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/game/110/analytic/special/history'),
    );
  });

  it('shows the profile inside the shell, with 登录 and 注册 for a visitor', async () => {
    server();
    renderAt('/profile');

    expect(await screen.findByRole('button', { name: '登录' })).toBeDefined();
    expect(screen.getByRole('button', { name: '注册' })).toBeDefined();
    expect(screen.queryByText('该功能即将上线')).toBeNull();
    const tab = screen.getByText('我的', { selector: '.adm-tab-bar-item-title' });
    expect(tab.closest('.adm-tab-bar-item')?.className).toContain('active');
  });

  it('shows 页面不存在 for an unknown route, inside the shell', async () => {
    server();
    renderAt('/no/such/page');

    expect(await screen.findByRole('heading', { level: 2, name: '页面不存在' })).toBeDefined();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeDefined();
    expect(screen.getByRole('navigation', { name: '底部导航' })).toBeDefined();
  });
});

describe('theme availability', () => {
  it.each([
    ['theme3', '/bills'],
    ['theme3', '/game/110'],
    ['theme4', '/reset-password'],
    ['theme4', '/report/bet-list'],
  ] as const)('%s has no %s: the not-found page', async (theme, path) => {
    server();
    signInForTest();
    useThemeStore.setState({ name: theme });
    const { router } = renderAt(path);

    expect(await screen.findByRole('heading', { level: 2, name: '页面不存在' })).toBeDefined();
    expect(router.state.location.pathname).toBe(path);
  });

  it('theme3 still has the gallery and the all-themes routes', async () => {
    server();
    useThemeStore.setState({ name: 'theme3' });
    renderAt('/gallery/1');

    expect(await pageHeading('图库')).toBeDefined();
    expect(screen.queryByText('页面不存在')).toBeNull();
  });

  it('theme2 has /reset-password', async () => {
    server();
    useThemeStore.setState({ name: 'theme2' });
    renderAt('/reset-password');

    expect(await comingSoonHeading('重置密码')).toBeDefined();
  });
});

describe('guards', () => {
  it.each(['/bills', '/recharge/online/9001', '/chat-rooms/1001/hong-bao', '/agent'])(
    'sends a visitor on %s to /auth/login, remembering where they were going',
    async (path) => {
      server();
      const { router } = renderAt(path);

      await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
      expect(router.state.location.state).toEqual({ from: path });
    },
  );

  it('lets a member in to a sign-in route', async () => {
    server();
    signInForTest();
    renderAt('/bills');

    expect(await pageHeading('资金明细')).toBeDefined();
  });

  it('keeps a member who is not an agent where they were, in-app from /profile', async () => {
    const api = server(0);
    signInForTest();
    const { router, go } = renderAt('/profile');
    const header = await screen.findByRole('heading', { name: 'member01' });
    const before = router.state.location;
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));

    await go('/agent');
    // Give the gate time to decide.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });

    // The navigation never happened: the router was never at /agent, and nothing was pushed.
    expect(visited).not.toContain('/agent');
    expect(router.state.location).toBe(before);
    expect(router.state.historyAction).toBe('POP');
    // The very same profile page: nothing was remounted, no agent page showed.
    expect(screen.getByRole('heading', { name: 'member01' })).toBe(header);
    expect(screen.queryByRole('heading', { name: '推广赚钱' })).toBeNull();
    expect(api.callsTo('GET /app-api/api/user/info')).toHaveLength(1);
  });

  it('waits for the profile before deciding, when it is not loaded yet', async () => {
    const api = server(0);
    signInForTest();
    const { router, go } = renderAt('/gallery');
    await pageHeading('图库');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));

    await go('/agent/user-list');

    await waitFor(() => expect(api.callsTo('GET /app-api/api/user/info')).toHaveLength(1));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(router.state.location.pathname).toBe('/gallery');
    expect(visited).not.toContain('/agent/user-list');
    expect(screen.queryByRole('heading', { name: '下级用户' })).toBeNull();
  });

  it('lets an agent in', async () => {
    server(1);
    signInForTest();
    const { router, go } = renderAt('/gallery');
    await pageHeading('图库');

    await go('/agent');

    expect(await pageHeading('推广赚钱')).toBeDefined();
    expect(screen.queryByText('该功能即将上线')).toBeNull();
    expect(router.state.location.pathname).toBe('/agent');
  });

  it('sends a member who opens an agent link directly to /profile', async () => {
    server(0);
    signInForTest();
    const { router } = renderAt('/agent/declare');

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(screen.queryByRole('heading', { name: '代理说明' })).toBeNull();
  });
});

describe('status bar', () => {
  it('follows the route group: the profile header’s colour, then the brand colour', async () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
    server();
    const { go } = renderAt('/profile');
    await screen.findByRole('button', { name: '登录' });

    expect(meta.content).toBe('#e0333a');

    await go('/setting');
    await waitFor(() => expect(meta.content).toBe('#c8161d'));
  });
});

describe('whenRouted', () => {
  it('waits for the first page’s lazily loaded code, then resolves', async () => {
    let arrive: (page: { Component: () => null }) => void = () => undefined;
    const router = createMemoryRouter([
      { path: '/', lazy: () => new Promise((resolve) => (arrive = resolve)) },
    ]);
    let routed = false;
    void whenRouted(router).then(() => (routed = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(routed).toBe(false);

    arrive({ Component: () => null });
    await waitFor(() => expect(routed).toBe(true));
    expect(router.state.initialized).toBe(true);
  });

  it('resolves at once for a router already on its first page', async () => {
    const router = createMemoryRouter([{ path: '/', Component: () => null }]);
    expect(router.state.initialized).toBe(true);
    await expect(whenRouted(router)).resolves.toBeUndefined();
  });
});
