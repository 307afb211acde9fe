import { describe, expect, it } from 'vitest';
import { categoryTabs, hasProviderPicker, isLandscapeCategory } from './categories';
import { categoryForSearch, gamesOfCategory, visibleGames } from './game-list';
import type { ListedGame } from './game-list';

let nextId = 1;
const game = (
  gameName: string,
  category: ListedGame['category'],
  extra: Partial<ListedGame> = {},
): ListedGame => ({
  gameId: nextId,
  gameName,
  category,
  hot: 0,
  sort: nextId++,
  liveCode: 'DEMO',
  ...extra,
});

const catalogue = [
  game('捕鱼达人', 'fish', { hot: 5 }),
  game('极速六合彩', 'LOTTERY', { hot: 9 }),
  game('水果拉霸', 'electronic', { liveCode: 'PG' }),
  game('百家乐', 'live', { hot: 5 }),
  game('财神到', 'electronic', { hot: 1 }),
  game('德州扑克', 'card'),
  game('足球', 'sport'),
];

describe('categories', () => {
  it('has the seven tabs in the fixed order, named by the catalogue where it names them', () => {
    const tabs = categoryTabs([
      { type: 'fish', name: '捕鱼游戏', imageUrl: 'games/fish.svg' },
      { type: 'hot', name: '热门', imageUrl: '' },
    ]);
    expect(tabs.map((tab) => tab.key)).toEqual([
      'hot',
      'LOTTERY',
      'fish',
      'electronic',
      'card',
      'live',
      'sport',
    ]);
    expect(tabs.map((tab) => tab.title)).toEqual([
      '热门',
      '彩票',
      '捕鱼游戏',
      '电子',
      '棋牌',
      '真人',
      '体育',
    ]);
  });

  it('shows live and sport as landscape cards and hides the provider picker for lottery', () => {
    expect(['live', 'sport', 'fish', 'hot'].map((c) => isLandscapeCategory(c as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(hasProviderPicker('LOTTERY')).toBe(false);
    expect(hasProviderPicker('card')).toBe(true);
  });
});

describe('game lists', () => {
  it('puts every game with hot above 0 in hot, hottest first, ties by sort', () => {
    expect(gamesOfCategory(catalogue, 'hot').map((g) => g.gameName)).toEqual([
      '极速六合彩',
      '捕鱼达人',
      '百家乐',
      '财神到',
    ]);
    expect(gamesOfCategory(catalogue, 'electronic').map((g) => g.gameName)).toEqual([
      '水果拉霸',
      '财神到',
    ]);
  });

  it('top search: the first category in tab order with a match; empty back to hot', () => {
    expect(categoryForSearch(catalogue, '足球', 'hot')).toBe('sport');
    expect(categoryForSearch(catalogue, '财神', 'card')).toBe('hot');
    expect(categoryForSearch(catalogue, '拉霸', 'hot')).toBe('electronic');
    expect(categoryForSearch(catalogue, '  ', 'sport')).toBe('hot');
    expect(categoryForSearch(catalogue, '没有这个游戏', 'card')).toBe('card');
  });

  it('filters the grid by both boxes and by the chosen providers', () => {
    const names = (filters: Parameters<typeof visibleGames>[1]) =>
      visibleGames(catalogue, filters).map((g) => g.gameName);
    const base = { category: 'electronic' as const, search: '', subSearch: '', providers: [] };
    expect(names(base)).toEqual(['水果拉霸', '财神到']);
    expect(names({ ...base, subSearch: '财' })).toEqual(['财神到']);
    expect(names({ ...base, search: '水果', subSearch: '财' })).toEqual([]);
    expect(names({ ...base, providers: ['PG'] })).toEqual(['水果拉霸']);
    expect(names({ ...base, providers: ['PG', 'DEMO'] })).toEqual(['水果拉霸', '财神到']);
  });
});
