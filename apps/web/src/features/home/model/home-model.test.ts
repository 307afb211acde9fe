import { describe, expect, it } from 'vitest';
import type { Notice } from '@lottery/contracts';
import { carouselSlides } from '@lottery/contracts';
import { visibleChips } from './chips';
import { gameOfTab, initialHomeTab, recommendTab } from './home-tab';
import { quickActions } from './quick-actions';
import { recommendLinks } from './recommend-links';

const games = [
  { gameId: 110, gameName: '澳门六合彩' },
  { gameId: 70, gameName: '香港六合彩' },
];

const notice = (id: number, imageUrl: string, sort: number): Notice => ({
  id,
  noticeTitle: `公告${id}`,
  noticeContent: '',
  noticeType: 0,
  redirectUrl: `/n/${id}`,
  imageUrl,
  sort,
});

describe('carouselSlides', () => {
  it('puts the company banners first, then carousel notices, each picture once, by sort', () => {
    const slides = carouselSlides(
      [
        { id: 2, imageUrl: 'b.svg', redirectUrl: '/b', sort: 2 },
        { id: 1, imageUrl: 'a.svg', redirectUrl: '/a', sort: 1 },
      ],
      [notice(7, 'c.svg', 2), notice(8, 'a.svg', 1), notice(9, '', 0)],
    );
    expect(slides.map((slide) => slide.imageUrl)).toEqual(['a.svg', 'b.svg', 'c.svg']);
    expect(slides[2]).toMatchObject({ redirectUrl: '/n/7', title: '公告7' });
  });

  it('is empty when there is nothing to show', () => {
    expect(carouselSlides([], [])).toEqual([]);
  });
});

describe('visibleChips', () => {
  const names = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`);

  it('shows every category and no toggle below 7', () => {
    expect(visibleChips(names(6), false)).toEqual({ shown: names(6), toggle: false });
  });

  it('shows 6 and the toggle at 7 or more, all when expanded', () => {
    expect(visibleChips(names(7), false)).toEqual({ shown: names(6), toggle: true });
    expect(visibleChips(names(9), true)).toEqual({ shown: names(9), toggle: true });
  });
});

describe('home tabs', () => {
  it('opens / on the first home game, /recommend on the grid, lottery routes on their game', () => {
    expect(initialHomeTab('/', games)).toBe(110);
    expect(initialHomeTab('/recommend/', games)).toBe(recommendTab);
    expect(initialHomeTab('/hong-kong-lottery', games)).toBe(70);
    expect(initialHomeTab('/macau-lottery', [])).toBe(110);
    expect(initialHomeTab('/', [])).toBe(110);
  });

  it('shows the first game’s categories under the recommend tab', () => {
    expect(gameOfTab(recommendTab, [games[1]!])).toBe(70);
    expect(gameOfTab(70, games)).toBe(70);
  });
});

describe('quickActions', () => {
  const keys = (config: Record<string, string>, encryptUrl = '') =>
    quickActions(config, encryptUrl).map((action) => `${action.key}:${action.label}`);

  it('gives five actions: 充值, 提现, 洗码, 聊天室, 客服 by default', () => {
    expect(keys({})).toEqual([
      'recharge:充值',
      'withdraw:提现',
      'washCode:洗码',
      'chat:聊天室',
      'service:客服',
    ]);
  });

  it('uses the configured labels and the data slot with an encrypted URL', () => {
    expect(
      keys({ home_recharge_label: '存款', home_withdraw_label: '取款' }, 'https://d.example/x'),
    ).toEqual(['recharge:存款', 'withdraw:取款', 'washCode:洗码', 'data:资料', 'service:客服']);
  });

  it('lets the operator choose 优惠 for the fourth slot; data without a URL falls back to chat', () => {
    expect(keys({ home_fourth_action: 'promotion' })[3]).toBe('promotion:优惠');
    expect(keys({ home_fourth_action: 'data' })[3]).toBe('chat:聊天室');
    expect(keys({ home_fourth_action: 'nonsense' }, 'https://d.example')[3]).toBe('data:资料');
  });

  it('asks for sign-in on the money actions and refuses trial accounts at recharge and withdraw', () => {
    const actions = quickActions({}, '');
    expect(actions.filter((a) => a.needsLogin).map((a) => a.key)).toEqual([
      'recharge',
      'withdraw',
      'washCode',
    ]);
    expect(actions.filter((a) => a.refusesTrial).map((a) => a.key)).toEqual([
      'recharge',
      'withdraw',
    ]);
  });
});

describe('recommendLinks', () => {
  it('links the games, the five game-centre categories and the service chat', () => {
    expect(recommendLinks(games).map((link) => link.path ?? link.label)).toEqual([
      '/game/110',
      '/game/70',
      '/game-center#fish',
      '/game-center#live',
      '/game-center#electronic',
      '/game-center#card',
      '/game-center#sport',
      '在线客服',
    ]);
  });
});
