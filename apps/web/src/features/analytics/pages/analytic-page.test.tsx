import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LotteryInfo } from '@lottery/contracts';
import { renderAccountRoute } from '../../../test/account-area';
import { fakeApi } from '../../../test/fake-api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const openInfo = 'GET /app-api/lottery/openInfo';
const info = (pre: Partial<LotteryInfo['pre']> = {}): LotteryInfo => ({
  gameId: 110,
  gameName: '澳门六合彩',
  serverTime: Date.UTC(2026, 2, 7, 4),
  cur: { turnNum: '2026066', closeTime: null, liveUrl: '', commitment: null },
  pre: {
    turnNum: '2026065',
    openNum: '01,02,03,04,05,06,49',
    isStreaming: 0,
    openTime: Date.UTC(2026, 2, 6, 13, 32),
    liveUrl: '',
    revealTimes: [],
    ...pre,
  },
  plan: { turnNum: '2026066', planTime: Date.UTC(2026, 2, 7, 13, 32) },
});

describe('/game/{id}/analytic', () => {
  it('names the game, shows its latest draw and links to each analysis', async () => {
    const api = fakeApi({ [openInfo]: () => info() });
    const { router } = renderAccountRoute('/game/110/analytic');

    expect(await screen.findByRole('heading', { level: 1, name: '数据分析' })).toBeDefined();
    expect(await screen.findByRole('heading', { level: 2, name: '澳门六合彩' })).toBeDefined();
    const latest = screen.getByRole('region', { name: '最新开奖' });
    expect(within(latest).getByText('第2026065期')).toBeDefined();
    expect(
      within(within(latest).getByRole('list', { name: '开奖号码' }))
        .getAllByRole('listitem')
        .map((ball) => ball.textContent),
    ).toEqual(['01马', '02蛇', '03龙', '04兔', '05虎', '06牛', '49马']);
    expect(api.callsTo(openInfo)[0]?.params.get('gameId')).toBe('110');

    const entries = within(screen.getByRole('navigation', { name: '数据分析入口' })).getAllByRole(
      'link',
    );
    expect(
      entries.map((link) => [
        link.querySelector('span > span')?.textContent,
        link.getAttribute('href'),
      ]),
    ).toEqual([
      ['特码分析', '/game/110/analytic/special'],
      ['生肖分析', '/game/110/analytic/zodiac'],
      ['彩票助手', '/game/110/analytic/lottery-helper'],
      ['玩法说明', '/game/110/tutorial'],
      ['历史开奖', '/lottery-history/110'],
    ]);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '返回' }));
    });
    // Opened directly: back goes to the game.
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/110'));
  });

  it('shows no balls while the latest draw is under way', async () => {
    fakeApi({ [openInfo]: () => info({ isStreaming: 1, openNum: '01,02' }) });
    renderAccountRoute('/game/110/analytic');

    expect(await screen.findByText('第2026065期 开奖中')).toBeDefined();
    expect(screen.queryByRole('list', { name: '开奖号码' })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(5);
  });

  it('says 暂无数据 for an id that is not a game', async () => {
    const api = fakeApi({});
    renderAccountRoute('/game/0/analytic');

    expect(await screen.findByText('暂无数据')).toBeDefined();
    expect(screen.queryByRole('navigation', { name: '数据分析入口' })).toBeNull();
    expect(api.callsTo(openInfo)).toHaveLength(0);
  });
});
