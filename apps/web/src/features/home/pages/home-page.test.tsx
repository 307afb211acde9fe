import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { AdTemplate, NoticeListFile, PlayCategory } from '@lottery/contracts';
import { InformationListContext } from '../../../components/information-list';
import type { InformationListProps } from '../../../components/information-list';
import { useThemeStore } from '../../../themes/use-theme-store';
import { memberProfile } from '../../../test/account-fixtures';
import { companyOf } from '../../../test/company-fixtures';
import { fakeApi, file } from '../../../test/fake-api';
import type { FakeHandler } from '../../../test/fake-api';
import { signInForTest } from '../../../test/session';
import { setUpPageTests } from '../../../test/toasts';
import { homeRoutes } from '../routes';

const { lastToast } = setUpPageTests({ signedIn: false });

const categories = (names: string[]): PlayCategory[] =>
  names.map((name, i) => ({ id: i + 1, gameId: 110, name, sort: i + 1 }));

const noticeList: NoticeListFile = {
  index_notice: [],
  lottery_notice: [],
  roll_notice: ['澳门六合彩每晚 21:32 开奖', '新澳门六合彩资料已更新'],
};

const ads: AdTemplate[] = [
  {
    templateCode: 'AD12',
    status: 1,
    groups: [
      {
        id: 1,
        items: [{ id: 1, content: '', imageUrl: 'ad12.svg', redirectUrl: '/gallery', sort: 1 }],
      },
    ],
  },
  {
    templateCode: 'AD01',
    status: 0,
    groups: [
      { id: 1, items: [{ id: 2, content: '', imageUrl: 'ad01.svg', redirectUrl: '', sort: 1 }] },
    ],
  },
];

const homeApi = (extra: Record<string, FakeHandler> = {}) =>
  fakeApi({
    'GET /app-api/company/get': () =>
      companyOf({
        homeCarousels: [{ id: 1, imageUrl: 'banner-1.svg', redirectUrl: '/', sort: 1 }],
      }),
    'GET /app-api/api/notice/queryPage': () => ({ data: [], totalCount: 0 }),
    'GET /sys-upload/data/json/app_config.json': () =>
      file({
        livestream_url: 'https://live.example/macau',
        theme: 'theme4',
        home_lottery_setting: [
          { gameId: 110, gameName: '澳门六合彩' },
          { gameId: 71, gameName: '极速六合彩' },
        ],
      }),
    'GET /sys-upload/data/json/notice_list.json': () => file(noticeList),
    'GET /sys-upload/data/json/template_ads.json': () => file(ads),
    'GET /sys-upload/data/json/web_system_config.json': () => file({}),
    'GET /app-api/game-document/template/play-cate': (call) =>
      call.params.get('gameId') === '110'
        ? categories(['特码', '平特', '生肖', '波色', '尾数', '单双', '大小'])
        : categories(['特码', '平特']),
    ...extra,
  });

/** The information list the app provides (the templates feature's), as a stand-in. */
const StandInList = ({ gameId, category }: InformationListProps) => (
  <p>{`资讯 ${gameId} · ${category ?? '全部'}`}</p>
);

const renderHome = (path = '/') => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/auth/login', element: <h1>登录页</h1> },
      { path: '/auth/register', element: <h1>注册页</h1> },
      {
        path: '/',
        element: <Outlet />,
        children: [...homeRoutes, { path: '*', element: <h1>别处</h1> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <InformationListContext.Provider value={StandInList}>
        <RouterProvider router={router} />
      </InformationListContext.Provider>
    </QueryClientProvider>,
  );
  return router;
};

describe('the home page', () => {
  it('shows a visitor 登录 and 注册, the banners, AD12, the quick actions and the notice strip', async () => {
    homeApi();
    const router = renderHome();

    expect(await screen.findByRole('heading', { name: '彩民之家' })).toBeDefined();
    expect(screen.getByRole('button', { name: '登录' })).toBeDefined();
    expect(await screen.findByAltText('轮播图 1')).toBeDefined();
    // AD12 is active, AD01 is switched off.
    expect(await screen.findByAltText('广告')).toBeDefined();
    expect(document.querySelector('[data-ad="AD01"]')).toBeNull();
    const actions = within(screen.getByRole('navigation', { name: '快捷入口' }));
    expect(actions.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '充值',
      '提现',
      '洗码',
      '聊天室',
      '客服',
    ]);
    expect(
      await screen.findByText('澳门六合彩每晚 21:32 开奖 | 新澳门六合彩资料已更新'),
    ).toBeDefined();

    await act(async () => {
      fireEvent.click(actions.getByRole('button', { name: '充值' }));
    });
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('holds the places of AD12, the notice strip and the grid while they load', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const after = (answer: () => Response) => async () => {
      await held;
      return answer();
    };
    homeApi({
      'GET /sys-upload/data/json/app_config.json': after(() =>
        file({ livestream_url: '', theme: 'theme4', home_lottery_setting: [] }),
      ),
      'GET /sys-upload/data/json/template_ads.json': after(() => file(ads)),
    });
    renderHome('/recommend');

    expect((await screen.findByTestId('recommend-placeholder')).children).toHaveLength(12);
    expect(document.querySelector('[data-ad="AD12"]')).toBeNull();
    expect(
      Array.from(document.querySelectorAll('[data-ad-placeholder]'), (slot) =>
        slot.getAttribute('data-ad-placeholder'),
      ),
    ).toEqual(['AD12', 'AD01', 'AD02']);

    release();
    await screen.findByRole('list', { name: '推荐' });
    expect(document.querySelector('[data-ad-placeholder]')).toBeNull();
    expect(screen.queryByTestId('recommend-placeholder')).toBeNull();
  });

  it('removes the server-drawn first view once its own first banner has loaded', async () => {
    const bootShell = document.createElement('div');
    bootShell.id = 'boot-shell';
    document.body.append(bootShell);
    homeApi();
    renderHome();

    const banner = await screen.findByAltText('轮播图 1');
    expect(document.getElementById('boot-shell')).not.toBeNull();
    fireEvent.load(banner);
    expect(document.getElementById('boot-shell')).toBeNull();
  });

  it('shows a member the balance and refreshes it', async () => {
    signInForTest();
    const api = homeApi({
      'GET /app-api/api/user/info': () => memberProfile(),
      'GET /app-api/api/user/money/check': () => ({ money: 2_000_000, liveMoney: 500 }),
    });
    renderHome();

    await waitFor(() => expect(screen.getByTestId('home-balance').textContent).not.toBe('--'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '刷新余额' }));
    });
    await waitFor(() => expect(screen.getByTestId('home-balance').textContent).toBe('2,000.50'));
    expect(api.callsTo('GET /app-api/api/user/money/check')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull();
  });

  it('refuses a trial account at 充值 with the trial toast', async () => {
    signInForTest();
    homeApi({ 'GET /app-api/api/user/info': () => memberProfile({ userInfo: { type: 'TEST' } }) });
    const router = renderHome();

    await waitFor(() => expect(screen.getByTestId('home-balance').textContent).not.toBe('--'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '充值' }));
    });
    expect(lastToast()).toBe('试玩账户无法进行该操作，请注册正式账户!');
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows 全部 and 6 chips with 更多 at 7 categories; 收起 folds them again', async () => {
    homeApi();
    renderHome();

    const chips = within(await screen.findByRole('group', { name: '玩法分类' }));
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '全部',
      '特码',
      '平特',
      '生肖',
      '波色',
      '尾数',
      '单双',
      '更多',
    ]);
    fireEvent.click(chips.getByRole('button', { name: '更多' }));
    expect(chips.getByRole('button', { name: '大小' })).toBeDefined();
    fireEvent.click(chips.getByRole('button', { name: '收起' }));
    expect(chips.queryByRole('button', { name: '大小' })).toBeNull();

    fireEvent.click(chips.getByRole('button', { name: '生肖' }));
    expect(chips.getByRole('button', { name: '生肖' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('资讯 110 · 生肖')).toBeDefined();
  });

  it('switching game resets the category to 全部 and loads that game’s categories', async () => {
    homeApi();
    renderHome();

    const chips = within(await screen.findByRole('group', { name: '玩法分类' }));
    fireEvent.click(chips.getByRole('button', { name: '平特' }));
    // The special Macau game's tab carries its live time; its panel is the result card.
    expect(screen.getByRole('tab', { name: '澳门六合彩 20:30' })).toBeDefined();
    expect(screen.getByRole('region', { name: '澳门六合彩开奖' })).toBeDefined();
    fireEvent.click(screen.getByRole('tab', { name: '极速六合彩' }));
    expect(await screen.findByRole('region', { name: '极速六合彩开奖' })).toBeDefined();
    const fastChips = within(await screen.findByRole('group', { name: '玩法分类' }));
    await waitFor(() => expect(fastChips.queryByRole('button', { name: '更多' })).toBeNull());
    expect(fastChips.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '全部',
      '特码',
      '平特',
    ]);
    expect(fastChips.getByRole('button', { name: '全部' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByText('资讯 71 · 全部')).toBeDefined();
  });

  it('opens /recommend on the icon grid, whose entries lead to the games and categories', async () => {
    homeApi();
    const router = renderHome('/recommend');

    const grid = within(await screen.findByRole('list', { name: '推荐' }));
    await act(async () => {
      fireEvent.click(grid.getByRole('button', { name: '捕鱼' }));
    });
    expect(router.state.location.pathname + router.state.location.hash).toBe('/game-center#fish');
  });

  it('has no quick actions or notice strip outside theme4', async () => {
    useThemeStore.getState().setTheme('theme1');
    try {
      homeApi();
      renderHome();
      expect(await screen.findByRole('group', { name: '玩法分类' })).toBeDefined();
      expect(screen.queryByRole('navigation', { name: '快捷入口' })).toBeNull();
    } finally {
      useThemeStore.getState().setTheme('theme4');
    }
  });
});
