import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  indexLabel,
  initialFilters,
  normalInitials,
  walkInitialsOf,
} from './gallery-filters';

describe('changeFilters', () => {
  const start = initialFilters(110);

  it('starts on the default game, colour charts and 热门', () => {
    expect(initialFilters()).toEqual({ gameId: 110, groupType: 1, index: 'popular', search: '' });
  });

  it('a new game tab resets the type to colour and the letter to 热门, keeping the search', () => {
    const browsed = { ...start, groupType: 2 as const, index: 'C', search: '龙' };
    expect(changeFilters(browsed, { type: 'game', gameId: 90 })).toEqual({
      gameId: 90,
      groupType: 1,
      index: 'popular',
      search: '龙',
    });
  });

  it('the same game tab changes nothing', () => {
    const browsed = { ...start, groupType: 2 as const, index: 'C' };
    expect(changeFilters(browsed, { type: 'game', gameId: 110 })).toBe(browsed);
  });

  it('a new type keeps the letter; a new letter keeps the type', () => {
    const onC = changeFilters(start, { type: 'index', index: 'C' });
    expect(onC).toEqual({ ...start, index: 'C' });
    expect(changeFilters(onC, { type: 'groupType', groupType: 2 })).toEqual({
      ...start,
      index: 'C',
      groupType: 2,
    });
    expect(changeFilters(onC, { type: 'index', index: 'C' })).toBe(onC);
  });

  it('trims the search; a search from 热门 runs over 全部, from a letter at that letter', () => {
    const searched = changeFilters(start, { type: 'search', text: '  金牌 ' });
    expect(searched).toEqual({ ...start, search: '金牌', index: 'all' });
    const onLetter = { ...start, index: 'J' };
    expect(changeFilters(onLetter, { type: 'search', text: '金牌' }).index).toBe('J');
    // Clearing keeps the view.
    expect(changeFilters(searched, { type: 'search', text: '   ' })).toEqual({
      ...searched,
      search: '',
    });
    expect(changeFilters(searched, { type: 'search', text: '金牌 ' })).toBe(searched);
  });
});

describe('normalInitials', () => {
  it('keeps single capitals, once each, in order', () => {
    expect(normalInitials(['m', 'A', 'C', 'A', '#', '', 'AB', ' d '])).toEqual([
      'A',
      'C',
      'D',
      'M',
    ]);
  });
});

describe('indexLabel', () => {
  it('names 全部 and 热门, and shows a letter as it is', () => {
    expect(['all', 'popular', 'K'].map(indexLabel)).toEqual(['全部', '热门', 'K']);
  });
});

describe('walkInitialsOf', () => {
  it('walks the initials with groups, or none when the search matches no name', () => {
    const answer = { groupNames: ['金牌图'], initials: ['J', 'A'] };
    expect(walkInitialsOf(answer, '金牌')).toEqual(['A', 'J']);
    expect(walkInitialsOf({ groupNames: [], initials: ['J', 'A'] }, '没有')).toEqual([]);
    // Without a search the names do not matter.
    expect(walkInitialsOf({ groupNames: [], initials: ['J'] }, '')).toEqual(['J']);
  });
});
