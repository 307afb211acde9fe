import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bridge } from '../../../lib/bridge';
import { memberProfile } from '../../../test/account-fixtures';
import { renderAccountRoute, signInForTest } from '../../../test/account-area';
import { apiError } from '../../../test/fake-api';
import { setUpInfiniteScrollTests } from '../../../test/infinite-scroll';
import { setUpPageTests } from '../../../test/toasts';
import { gameCenterServer, gameOf, sampleGames } from '../testing/game-center-fixtures';

const { lastToast } = setUpPageTests({ signedIn: false });
setUpInfiniteScrollTests();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const tap = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

const categoryNav = () => screen.getByRole('navigation', { name: '游戏分类' });
const activeTab = () =>
  categoryNav().querySelector('.adm-side-bar-item-active, .adm-tabs-tab-active')?.textContent;
const tabNamed = (name: string) =>
  within(categoryNav()).getByText(name, { selector: '.adm-side-bar-item-title, .adm-tabs-tab' });
const gridNames = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('button', { name: /^[^关]/ })
    .map((button) => button.getAttribute('aria-label'));
const topSearch = () => screen.getAllByPlaceholderText('请输入游戏名称')[0]!;
const subSearch = () => screen.getAllByPlaceholderText('请输入游戏名称')[1]!;

describe('/game-center', () => {
  it('shows a visitor the header buttons, the tiles, the side column and the hot games', async () => {
    gameCenterServer();
    const { router } = renderAccountRoute('/game-center');

    await screen.findByRole('list', { name: '热门游戏' });
    expect(screen.getByRole('button', { name: '登录' })).toBeDefined();
    expect(screen.getByRole('button', { name: '注册' })).toBeDefined();
    expect(
      within(screen.getByRole('navigation', { name: '服务' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['充值', '提现', '洗码', '资金明细', '优惠活动']);
    // appDisplay 0: the side column, the seven tabs in their fixed order.
    expect(categoryNav().querySelector('.adm-side-bar')).not.toBeNull();
    expect(
      [...categoryNav().querySelectorAll('.adm-side-bar-item-title')].map((t) => t.textContent),
    ).toEqual(['热门', '彩票', '捕鱼', '电子', '棋牌', '真人', '体育']);
    expect(activeTab()).toBe('热门');
    expect(router.state.location.hash).toBe('#hot');
    expect(gridNames('热门游戏')).toEqual(['极速六合彩', '财神到', '百家乐', '水果拉霸']);
    expect(screen.getByText('没有更多游戏了')).toBeDefined();
  });

  it('opens the category of the hash; horizontal tabs and landscape cards for live', async () => {
    gameCenterServer({ appDisplay: 1 });
    renderAccountRoute('/game-center#live');

    const grid = await screen.findByRole('list', { name: '真人游戏' });
    expect(categoryNav().querySelector('.adm-tabs')).not.toBeNull();
    expect(activeTab()).toBe('真人');
    expect(grid.querySelector('img')?.getAttribute('src')).toMatch(/games\/wide-\d+\.svg$/);
    expect(within(grid).getByText('演示娱乐')).toBeDefined();
  });

  it('top search switches to the first category with matches; empty returns to hot', async () => {
    gameCenterServer();
    const { router } = renderAccountRoute('/game-center#hot');
    await screen.findByRole('list', { name: '热门游戏' });

    fireEvent.change(topSearch(), { target: { value: ' 捕鱼 ' } });
    // Typing alone changes nothing; the search key runs it.
    expect(gridNames('热门游戏')).toEqual(['极速六合彩', '财神到', '百家乐', '水果拉霸']);
    await act(async () => {
      fireEvent.keyDown(topSearch(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    });
    await screen.findByRole('list', { name: '捕鱼游戏' });
    expect(router.state.location.hash).toBe('#fish');
    expect(gridNames('捕鱼游戏')).toEqual(['深海捕鱼']);

    await act(async () => {
      fireEvent.change(topSearch(), { target: { value: '' } });
    });
    await screen.findByRole('list', { name: '热门游戏' });
    expect(router.state.location.hash).toBe('#hot');
  });

  it('filters within the category after a pause; a new category clears that search', async () => {
    gameCenterServer();
    renderAccountRoute('/game-center#electronic');
    await screen.findByRole('list', { name: '电子游戏' });

    fireEvent.change(subSearch(), { target: { value: '麻将' } });
    // Debounced: the grid has not changed yet.
    expect(gridNames('电子游戏')).toHaveLength(4);
    await waitFor(() => expect(gridNames('电子游戏')).toEqual(['麻将胡了']));

    await tap(tabNamed('棋牌'));
    await screen.findByRole('list', { name: '棋牌游戏' });
    expect((subSearch() as HTMLInputElement).value).toBe('');
    await tap(tabNamed('电子'));
    expect(await screen.findByRole('list', { name: '电子游戏' })).toBeDefined();
    expect(gridNames('电子游戏')).toHaveLength(4);
  });

  it('a category opened by a link also starts without the sub-search', async () => {
    gameCenterServer();
    const { router } = renderAccountRoute('/game-center#electronic');
    await screen.findByRole('list', { name: '电子游戏' });
    fireEvent.change(subSearch(), { target: { value: '麻将' } });
    await waitFor(() => expect(gridNames('电子游戏')).toEqual(['麻将胡了']));

    await act(() => router.navigate('/game-center#card'));
    expect(await screen.findByRole('list', { name: '棋牌游戏' })).toBeDefined();
    expect((subSearch() as HTMLInputElement).value).toBe('');
    expect(gridNames('棋牌游戏')).toEqual(['二十一点']);
  });

  it('provider drawer: all by default, 完成 applies, closing and 重置 restore', async () => {
    gameCenterServer();
    renderAccountRoute('/game-center#electronic');
    await screen.findByRole('list', { name: '电子游戏' });
    const drawer = () => screen.getByRole('dialog', { name: '所有供應商' });
    const pressed = () =>
      within(drawer())
        .getAllByRole('button', { pressed: true })
        .map((b) => b.textContent);

    await tap(screen.getByRole('button', { name: '所有供應商' }));
    expect(within(drawer()).getByRole('heading', { name: '所有供應商' })).toBeDefined();
    expect(pressed()).toEqual(['全部']);
    await tap(within(drawer()).getByRole('button', { name: 'PG电子' }));
    expect(pressed()).toEqual(['PG电子']);
    await tap(within(drawer()).getByRole('button', { name: '完成' }));
    await waitFor(() => expect(gridNames('电子游戏')).toEqual(['水果拉霸', '麻将胡了']));

    // A change of mind, then 重置: back to the applied choice.
    await tap(screen.getByRole('button', { name: '所有供應商' }));
    await tap(within(drawer()).getByRole('button', { name: '演示娱乐' }));
    expect(pressed()).toEqual(['演示娱乐', 'PG电子']);
    await tap(within(drawer()).getByRole('button', { name: '重置' }));
    expect(pressed()).toEqual(['PG电子']);
    // Tapping all, then closing: nothing changes either.
    await tap(within(drawer()).getByRole('button', { name: '全部' }));
    expect(pressed()).toEqual(['全部']);
    await tap(within(drawer()).getByRole('button', { name: '关闭' }));
    expect(gridNames('电子游戏')).toEqual(['水果拉霸', '麻将胡了']);

    // The lottery category has no provider picker; a new category resets the choice.
    await tap(tabNamed('彩票'));
    await screen.findByRole('list', { name: '彩票游戏' });
    expect(screen.queryByRole('button', { name: '所有供應商' })).toBeNull();
    await tap(tabNamed('电子'));
    await screen.findByRole('list', { name: '电子游戏' });
    expect(gridNames('电子游戏')).toHaveLength(4);
  });

  it('shows 维护中 and never opens a game in maintenance', async () => {
    signInForTest();
    const api = gameCenterServer();
    renderAccountRoute('/game-center#electronic');
    const grid = await screen.findByRole('list', { name: '电子游戏' });

    const tile = within(grid).getByRole('button', { name: '维护老虎机' });
    expect(within(tile).getByText('维护中')).toBeDefined();
    expect(within(grid).getAllByText('维护中')).toHaveLength(1);
    await tap(tile);
    expect(lastToast()).toBe('游戏维护中');
    expect(api.callsTo('GET /app-api/live/play')).toHaveLength(0);
  });

  it('sends a visitor to login for a third-party game, and anyone to /game/{id} for a lottery', async () => {
    gameCenterServer();
    const { router } = renderAccountRoute('/game-center#hot');
    const grid = await screen.findByRole('list', { name: '热门游戏' });

    await tap(within(grid).getByRole('button', { name: '财神到' }));
    await screen.findByRole('heading', { name: '登录页' });
    expect(router.state.location.state).toEqual({ from: '/game-center#hot' });

    await act(() => router.navigate('/game-center#LOTTERY'));
    const lottery = await screen.findByRole('list', { name: '彩票游戏' });
    await new Promise((resolve) => setTimeout(resolve, 110));
    await tap(within(lottery).getByRole('button', { name: '极速六合彩' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/71'));
  });

  it('refuses a trial account with the trial toast, without asking for a play link', async () => {
    signInForTest();
    const api = gameCenterServer({ profile: memberProfile({ userInfo: { type: 'TEST' } }) });
    renderAccountRoute('/game-center#hot');
    const grid = await screen.findByRole('list', { name: '热门游戏' });
    await screen.findByTestId('game-center-balance');
    await waitFor(() =>
      expect(api.callsTo('GET /app-api/api/user/info').length).toBeGreaterThan(0),
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

    await tap(within(grid).getByRole('button', { name: '财神到' }));
    expect(lastToast()).toBe('试玩账户无法进行该操作，请注册正式账户!');
    expect(api.callsTo('GET /app-api/live/play')).toHaveLength(0);
  });

  it('launches for a member: no second call while one runs, 立即进入游戏!, 确认 opens it', async () => {
    signInForTest();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const games = sampleGames();
    let answer: (url: string) => void = () => undefined;
    const api = gameCenterServer({
      games,
      extra: {
        'GET /app-api/live/play': () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      },
    });
    renderAccountRoute('/game-center#hot');
    const grid = await screen.findByRole('list', { name: '热门游戏' });
    await screen.findByTestId('game-center-balance');

    const tile = within(grid).getByRole('button', { name: '财神到' });
    await tap(tile);
    await waitFor(() => expect(tile.getAttribute('aria-busy')).toBe('true'));
    // The launch is running: another tap, even after the click lock, does nothing.
    await new Promise((resolve) => setTimeout(resolve, 110));
    await tap(tile);
    await act(async () => answer('https://games.example/play?t=abc'));
    expect(await screen.findByText('立即进入游戏!')).toBeDefined();
    expect(tile.getAttribute('aria-busy')).toBe('false');
    const calls = api.callsTo('GET /app-api/live/play');
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]!.params)).toMatchObject({
      liveCode: 'DEMO',
      gameType: games.find((game) => game.gameName === '财神到')!.gameCode,
      isMobile: '1',
    });

    await tap(screen.getByRole('button', { name: '确认' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('https://games.example/play?t=abc', '_blank', 'noopener');
  });

  it.each([
    ['KY/0', '其他', '您正在牌局中，请稍后再试！'],
    [
      'USER_IN_BLACKLIST',
      '您的账户已被限制进入游戏，请联系客服',
      '您的账户已被限制进入游戏，请联系客服',
    ],
    ['SYS/INTERNAL', '服务器内部错误', '操作频繁，请稍后试试'],
  ])('toasts a refused launch (%s)', async (code, msg, shown) => {
    signInForTest();
    gameCenterServer({ extra: { 'GET /app-api/live/play': () => apiError(400, code, msg) } });
    renderAccountRoute('/game-center#hot');
    const grid = await screen.findByRole('list', { name: '热门游戏' });

    await tap(within(grid).getByRole('button', { name: '财神到' }));
    await waitFor(() => expect(lastToast()).toBe(shown));
    expect(screen.queryByText('立即进入游戏!')).toBeNull();
  });

  it('on entering as a member: notices, games, the profile and the balance; again on coming back', async () => {
    signInForTest();
    const api = gameCenterServer({
      profile: memberProfile({ extInfo: { money: 1_000_000, liveMoney: 500 } }),
    });
    renderAccountRoute('/game-center');
    await screen.findByRole('list', { name: '热门游戏' });

    await waitFor(() =>
      expect(screen.getByTestId('game-center-balance').textContent).toBe('1,000.50'),
    );
    for (const call of [
      'GET /sys-upload/data/json/notice_list.json',
      'GET /sys-upload/data/json/game_center.json',
      'GET /app-api/api/user/info',
      'GET /app-api/api/user/money/check',
      'GET /app-api/game/follow-ids',
    ]) {
      expect(api.callsTo(call).length, call).toBeGreaterThan(0);
    }
    const checks = api.callsTo('GET /app-api/api/user/money/check').length;

    // Back from the game's window: the balance refreshes once more.
    await new Promise((resolve) => setTimeout(resolve, 550));
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() =>
      expect(api.callsTo('GET /app-api/api/user/money/check')).toHaveLength(checks + 1),
    );
  });

  it('opens the game inside the app shell, turned by the game, without the dialog', async () => {
    signInForTest();
    const openGame = vi.spyOn(bridge, 'openGame').mockImplementation(() => undefined);
    Object.defineProperty(bridge, 'isApp', { value: true, configurable: true });
    try {
      gameCenterServer({
        extra: { 'GET /app-api/live/play': () => 'https://games.example/live?t=1' },
      });
      renderAccountRoute('/game-center#live');
      const grid = await screen.findByRole('list', { name: '真人游戏' });

      await tap(within(grid).getByRole('button', { name: '百家乐' }));
      await waitFor(() =>
        expect(openGame).toHaveBeenCalledWith('https://games.example/live?t=1', 'landscape'),
      );
      expect(screen.queryByText('立即进入游戏!')).toBeNull();
    } finally {
      Object.defineProperty(bridge, 'isApp', { value: false, configurable: true });
    }
  });

  it('asks a visitor to log in before following', async () => {
    gameCenterServer();
    renderAccountRoute('/game-center#hot');
    const grid = await screen.findByRole('list', { name: '热门游戏' });
    await tap(within(grid).getByRole('button', { name: '关注财神到' }));
    expect(lastToast()).toBe('请先登录');
  });

  it('a member follows optimistically and takes back a refused follow', async () => {
    signInForTest();
    const games = sampleGames();
    const idOf = (name: string) => games.find((game) => game.gameName === name)!.gameId;
    let answer: unknown = { gameId: idOf('财神到'), isFollow: 1 };
    const api = gameCenterServer({
      games,
      follows: [idOf('水果拉霸')],
      extra: { 'POST /app-api/game/toggle-like': () => answer },
    });
    renderAccountRoute('/game-center#hot');
    const grid = await screen.findByRole('list', { name: '热门游戏' });
    const heart = (name: string) => within(grid).getByRole('button', { name: `关注${name}` });
    await waitFor(() => expect(heart('水果拉霸').getAttribute('aria-pressed')).toBe('true'));
    expect(heart('财神到').getAttribute('aria-pressed')).toBe('false');

    await tap(heart('财神到'));
    await waitFor(() => expect(heart('财神到').getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(api.callsTo('POST /app-api/game/toggle-like')).toHaveLength(1));
    expect(api.callsTo('POST /app-api/game/toggle-like')[0]!.json).toEqual({
      gameId: idOf('财神到'),
      like: 1,
    });

    // A refusal that takes its time: the heart shows the change, then goes back.
    let refuse: () => void = () => undefined;
    answer = new Promise((resolve) => {
      refuse = () =>
        resolve(apiError(403, 'UC/TRIAL_FORBIDDEN', '试玩账户无法进行该操作，请注册正式账户!'));
    });
    await tap(heart('水果拉霸'));
    await waitFor(() => expect(heart('水果拉霸').getAttribute('aria-pressed')).toBe('false'));
    await act(async () => refuse());
    await waitFor(() => expect(heart('水果拉霸').getAttribute('aria-pressed')).toBe('true'));
    expect(lastToast()).toBe('试玩账户无法进行该操作，请注册正式账户!');
  });

  it('says 暂无数据 when nothing matches, and shows 30 games a page', async () => {
    const many = Array.from({ length: 35 }, (_, i) => gameOf(`老虎机${i + 1}`));
    gameCenterServer({ games: many });
    renderAccountRoute('/game-center#fish');

    expect(await screen.findByText('暂无数据')).toBeDefined();
    await act(async () => {
      fireEvent.click(tabNamed('电子'));
    });
    await screen.findByText('没有更多游戏了');
    expect(gridNames('电子游戏')).toHaveLength(35);
  });
});
