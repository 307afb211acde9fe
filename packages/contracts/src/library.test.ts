import { describe, expect, it } from 'vitest';
import {
  libraryArticlesQuery,
  libraryBoardName,
  libraryChipsOf,
  libraryPageSize,
  saveLibraryArticleBody,
} from './library';

describe('libraryChipsOf', () => {
  const categories = (count: number) => Array.from({ length: count }, (_, i) => `c${i + 1}`);

  it('shows up to 7 categories as chips', () => {
    expect(libraryChipsOf(categories(0))).toEqual({ chips: [], more: [] });
    expect(libraryChipsOf(categories(7))).toEqual({ chips: categories(7), more: [] });
  });

  it('puts all but the first 6 in the popover from 8 on', () => {
    expect(libraryChipsOf(categories(8))).toEqual({
      chips: categories(6),
      more: ['c7', 'c8'],
    });
    expect(libraryChipsOf(categories(12)).more).toHaveLength(6);
  });
});

describe('the library’s schemas', () => {
  it('pages 100 by default, a category by its trimmed code', () => {
    expect(libraryPageSize).toBe(100);
    expect(libraryArticlesQuery.parse({ categoryCode: ' water-forum ' })).toEqual({
      categoryCode: 'water-forum',
      page: 1,
      rows: 100,
    });
    for (const categoryCode of ['', 'Water', '1abc', 'a_b', 'a'.repeat(41)]) {
      expect(libraryArticlesQuery.safeParse({ categoryCode }).success, categoryCode).toBe(false);
    }
  });

  it('takes site paths and http(s) covers only', () => {
    const body = { categoryCode: 'x', title: 't', content: '<p>c</p>' };
    for (const coverUrl of ['', '/sys-upload/images/a.svg', 'https://cdn.example/a.png']) {
      expect(saveLibraryArticleBody.safeParse({ ...body, coverUrl }).success, coverUrl).toBe(true);
    }
    for (const coverUrl of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'a b']) {
      expect(saveLibraryArticleBody.safeParse({ ...body, coverUrl }).success, coverUrl).toBe(false);
    }
  });

  it('names the boards as the home does', () => {
    expect(libraryBoardName('water-forum')).toBe('水坛论坛');
    expect(libraryBoardName('game-structures')).toBe('玩法规则');
  });
});
