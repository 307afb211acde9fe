import { themeNames } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { activeTabKey, themeTabs } from './themes';
import type { TabKey } from './themes';

const keysOf = (theme: keyof typeof themeTabs): TabKey[] => themeTabs[theme].map((tab) => tab.key);
const labelsOf = (theme: keyof typeof themeTabs): string[] =>
  themeTabs[theme].map((tab) => tab.label);

describe('theme tabs', () => {
  it('gives theme4 首页, 资料库, 彩票, 图库, 我的', () => {
    expect(labelsOf('theme4')).toEqual(['首页', '资料库', '彩票', '图库', '我的']);
    expect(themeTabs.theme4.map((tab) => tab.path)).toEqual([
      '/',
      '/databases',
      '/game-center',
      '/gallery',
      '/profile',
    ]);
  });

  it('labels the game centre 游戏大厅 outside theme4, and shows it only in theme1 and theme4', () => {
    expect(themeTabs.theme1.find((tab) => tab.key === 'gameCenter')?.label).toBe('游戏大厅');
    expect(keysOf('theme2')).not.toContain('gameCenter');
    expect(keysOf('theme3')).not.toContain('gameCenter');
  });

  it('shows home and my in every theme', () => {
    for (const theme of themeNames) {
      expect(keysOf(theme)[0]).toBe('home');
      expect(keysOf(theme)).toContain('profile');
      expect(themeTabs[theme].find((tab) => tab.key === 'profile')?.label).toBe('我的');
    }
  });

  it('hides the data library and the gallery in theme2 only', () => {
    expect(keysOf('theme2')).not.toContain('databases');
    expect(keysOf('theme2')).not.toContain('gallery');
    for (const theme of ['theme1', 'theme3', 'theme4'] as const) {
      expect(keysOf(theme)).toContain('databases');
      expect(keysOf(theme)).toContain('gallery');
    }
  });

  it('shows promotions and bets in theme2 only, bets needing login', () => {
    expect(keysOf('theme2')).toEqual(['home', 'promotional', 'betList', 'profile']);
    expect(themeTabs.theme2.find((tab) => tab.key === 'promotional')?.label).toBe('优惠');
    const bets = themeTabs.theme2.find((tab) => tab.key === 'betList');
    expect(bets).toMatchObject({ path: '/report/bet-list', requiresLogin: true });
    for (const theme of ['theme1', 'theme3', 'theme4'] as const) {
      expect(keysOf(theme)).not.toContain('promotional');
      expect(keysOf(theme)).not.toContain('betList');
    }
  });
});

describe('activeTabKey', () => {
  const tabs = themeTabs.theme4;

  it('highlights Home on /, /macau-lottery and /recommend', () => {
    expect(activeTabKey(tabs, '/')).toBe('home');
    expect(activeTabKey(tabs, '/macau-lottery')).toBe('home');
    expect(activeTabKey(tabs, '/recommend')).toBe('home');
    expect(activeTabKey(tabs, '/recommend/')).toBe('home');
  });

  it('highlights a tab on its route and below it', () => {
    expect(activeTabKey(tabs, '/gallery')).toBe('gallery');
    expect(activeTabKey(tabs, '/gallery/12')).toBe('gallery');
    expect(activeTabKey(tabs, '/game-center')).toBe('gameCenter');
    expect(activeTabKey(tabs, '/profile/')).toBe('profile');
  });

  it('highlights nothing elsewhere', () => {
    expect(activeTabKey(tabs, '/gallery-detail/110/3')).toBeNull();
    expect(activeTabKey(tabs, '/promotional')).toBeNull();
    expect(activeTabKey(tabs, '/no-such-page')).toBeNull();
    expect(activeTabKey(themeTabs.theme2, '/report/bet-list')).toBe('betList');
  });
});
