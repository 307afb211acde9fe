import { act, screen, waitFor, within } from '@testing-library/react';
import { bettingPaths, lotteryPaths } from '@lottery/contracts';
import type { HistoryPage } from '@lottery/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAccountRoute } from '../../test/account-area';
import { apiError } from '../../test/fake-api';
import { setUpPageTests } from '../../test/toasts';
import { lotteryInfoAt } from './testing/betting-fixtures';
import { api, bettingServer } from './testing/betting-server';
import { useSlipStore } from './model/use-slip-store';

vi.mock('../../lib/draws/socket/use-draw-socket', () => ({ useDrawPushes: () => undefined }));

setUpPageTests();

afterEach(() => {
  useSlipStore.setState({ slips: {} });
});

const oddsCalls = (server: ReturnType<typeof bettingServer>) =>
  server.callsTo(`GET ${api(bettingPaths.odds)}`).map((call) => call.params.get('gameId'));

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the game routes', () => {
  it('opens the fast lottery at /game/71', async () => {
    const server = bettingServer({
      gameId: 71,
      info: lotteryInfoAt(Date.now(), { gameId: 71, gameName: '极速六合彩' }),
    });
    renderAccountRoute('/game/71');

    expect(await heading('极速六合彩')).toBeDefined();
    expect(await screen.findByRole('group', { name: '特码选项' })).toBeDefined();
    expect(oddsCalls(server)).toEqual(['71']);
  });

  it.each(['/game/95', '/game/95/joy-ming'])('shows game 95’s betting page at %s', async (path) => {
    const server = bettingServer({
      gameId: 95,
      info: lotteryInfoAt(Date.now(), { gameId: 95, gameName: '六合彩' }),
    });
    renderAccountRoute(path);

    expect(await heading('六合彩')).toBeDefined();
    expect(await screen.findByRole('group', { name: '特码选项' })).toBeDefined();
    expect(screen.getByRole('tab', { name: '投注' }).getAttribute('aria-selected')).toBe('true');
    expect(oddsCalls(server)).toEqual(['95']);
  });

  it('keeps the lucky-niu-niu skin’s own title and tabs', async () => {
    bettingServer({ gameId: 95, info: lotteryInfoAt(Date.now(), { gameId: 95 }) });
    const { router } = renderAccountRoute('/game/95/lucky-niu-niu');

    expect(await heading('幸运牛牛')).toBeDefined();
    await act(async () => screen.getByRole('tab', { name: '冷热分析' }).click());

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/game/95/lucky-niu-niu/heat-map'),
    );
  });
});

describe('a game without plays', () => {
  it('says what the server says', async () => {
    const server = bettingServer({ gameId: 999 });
    server.route(`GET ${api(bettingPaths.odds)}`, () =>
      apiError(404, 'GAME/NOT_FOUND', '游戏不存在'),
    );
    renderAccountRoute('/game/999');

    expect(await screen.findByText('游戏不存在')).toBeDefined();
    expect(screen.queryByRole('group', { name: '特码选项' })).toBeNull();
  });
});

describe('game 200', () => {
  it('shows the page blurred with a spinner while it launches, not the skeleton', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = bettingServer({
      gameId: 200,
      info: lotteryInfoAt(Date.now(), { gameId: 200, gameName: '200号彩' }),
    });
    const answer = server.state.odds;
    server.route(`GET ${api(bettingPaths.odds)}`, async () => {
      await held;
      return { ...answer, gameId: 200 };
    });
    renderAccountRoute('/game/200');

    expect(await screen.findByRole('progressbar', { name: '游戏加载中' })).toBeDefined();
    expect(screen.getByTestId('game-body').className).toMatch(/blurred/);
    expect(screen.queryByTestId('plays-skeleton')).toBeNull();

    await act(async () => release());

    expect(await screen.findByRole('group', { name: '特码选项' })).toBeDefined();
    expect(screen.queryByRole('progressbar', { name: '游戏加载中' })).toBeNull();
    expect(screen.getByTestId('game-body').className).not.toMatch(/blurred/);
  });

  it('any other game shows the skeleton while its plays load', async () => {
    const server = bettingServer();
    server.route(`GET ${api(bettingPaths.odds)}`, () => new Promise(() => undefined));
    renderAccountRoute('/game/110');

    expect(await screen.findByTestId('plays-skeleton')).toBeDefined();
    expect(screen.getByTestId('game-body').className).not.toMatch(/blurred/);
  });
});

/** Newest first: 07 the special twice, 01 in every draw. */
const history: HistoryPage = {
  totalCount: 3,
  data: [
    { turnNum: '2026003', openNum: '01,02,03,04,05,06,07' },
    { turnNum: '2026002', openNum: '08,09,10,11,12,01,07' },
    { turnNum: '2026001', openNum: '01,13,14,15,16,17,18' },
  ].map((row) => ({ ...row, gameId: 95, openTime: 0, source: 'generator' as const })),
};

describe('/game/95/heat-map', () => {
  it('counts each number over the last 100 draws, as the special and as any ball', async () => {
    const server = bettingServer({ gameId: 95 });
    server.route(`GET /app-api${lotteryPaths.history}`, () => history);
    renderAccountRoute('/game/95/heat-map');

    const grid = await screen.findByRole('list', { name: '号码冷热' });
    const call = server.callsTo(`GET /app-api${lotteryPaths.history}`)[0];
    expect([call?.params.get('gameId'), call?.params.get('rows')]).toEqual(['95', '100']);
    expect(screen.getByText('近3期 · 特码出现次数')).toBeDefined();
    expect(within(grid).getAllByRole('listitem')).toHaveLength(49);
    expect(within(grid).getByLabelText('07 2次 遗漏0')).toBeDefined();
    expect(within(grid).getByLabelText('18 1次 遗漏2')).toBeDefined();
    expect(within(grid).getByLabelText('01 0次 遗漏3')).toBeDefined();
    const hottest = screen.getByRole('list', { name: '最热号码' });
    expect(within(hottest).getAllByRole('listitem')).toHaveLength(10);
    expect(within(hottest).getAllByRole('listitem')[0]?.textContent).toBe('072次遗漏0');

    await act(async () => screen.getByRole('tab', { name: '全部号码' }).click());

    expect(screen.getByText('近3期 · 七个号码出现次数')).toBeDefined();
    expect(within(grid).getByLabelText('01 3次 遗漏0')).toBeDefined();
    expect(within(grid).getByLabelText('13 1次 遗漏2')).toBeDefined();
    expect(within(grid).getByLabelText('49 0次 遗漏3')).toBeDefined();
    const coldest = screen.getByRole('list', { name: '最冷号码' });
    expect(within(coldest).getAllByRole('listitem')[0]?.textContent).toBe('190次遗漏3');
  });

  it('says 暂无数据 without draws', async () => {
    const server = bettingServer({ gameId: 95 });
    server.route(`GET /app-api${lotteryPaths.history}`, () => ({ data: [], totalCount: 0 }));
    renderAccountRoute('/game/95/heat-map');

    expect(await screen.findByText('暂无数据')).toBeDefined();
  });
});
