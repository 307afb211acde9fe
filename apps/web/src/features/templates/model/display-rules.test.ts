import { describe, expect, it } from 'vitest';
import {
  canFold,
  contentParts,
  displayOf,
  pickParts,
  plainText,
  resultText,
  shownItems,
  themeColours,
} from './display-rules';
import { digitSize, foldedSymbText, initialSortTab, itemPath } from './layout-rules';

const ten = Array.from({ length: 12 }, (_, index) => index + 1);

describe('collapsed and expanded counts per layout (spec part 2 §2.1, §9)', () => {
  it('MB01 folds to 2, MB03–MB07 to 5, both show every item open', () => {
    expect(shownItems(ten, 'MB01', false)).toEqual([1, 2]);
    expect(shownItems(ten, 'MB01', true)).toHaveLength(12);
    for (const code of ['MB03', 'MB04', 'MB05', 'MB06', 'MB07']) {
      expect(shownItems(ten, code, false)).toHaveLength(5);
      expect(shownItems(ten, code, true)).toHaveLength(12);
    }
  });

  it('MB16 shows 5 folded and 10 open; SYMB 1 and all; SYMB2 1 and 2', () => {
    expect(shownItems(ten, 'MB16', false)).toHaveLength(5);
    expect(shownItems(ten, 'MB16', true)).toHaveLength(10);
    expect(shownItems(ten, 'SYMB', false)).toHaveLength(1);
    expect(shownItems(ten, 'SYMB', true)).toHaveLength(12);
    expect(shownItems(ten, 'SYMB2', false)).toHaveLength(1);
    expect(shownItems(ten, 'SYMB2', true)).toHaveLength(2);
  });

  it('JhtGshou shows at most 15; any other layout folds to 2', () => {
    const twenty = Array.from({ length: 20 }, (_, index) => index);
    expect(shownItems(twenty, 'JhtGshou', true)).toHaveLength(15);
    expect(shownItems(twenty, 'JhtGshou', false)).toHaveLength(15);
    expect(displayOf('MB23')).toEqual({ collapsed: 2, expanded: null });
  });

  it('lower-case codes fold as their upper-case twins', () => {
    expect(shownItems(ten, 'mb03', false)).toHaveLength(5);
    expect(shownItems(ten, 'mb16', true)).toHaveLength(10);
  });

  it('offers 展开/收起 only when folding hides something', () => {
    expect(canFold(2, 'MB01')).toBe(false);
    expect(canFold(3, 'MB01')).toBe(true);
    expect(canFold(5, 'MB03')).toBe(false);
    expect(canFold(15, 'JhtGshou')).toBe(false);
    expect(canFold(2, 'SYMB2')).toBe(true);
  });
});

describe('card display helpers', () => {
  it('reads colorTheme as two colours, the brand for missing or odd ones', () => {
    expect(themeColours('#1456d6,#eef4ff')).toEqual({ primary: '#1456d6', secondary: '#eef4ff' });
    expect(themeColours('')).toEqual({ primary: '#c8161d', secondary: '#fff1f0' });
    expect(themeColours('red;background:url(x),#fff')).toEqual({
      primary: '#c8161d',
      secondary: '#fff',
    });
  });

  it('splits contents into parts and strips tags', () => {
    expect(contentParts('<b>鼠,牛</b> 虎|龙、蛇')).toEqual(['鼠', '牛', '虎', '龙', '蛇']);
    expect(plainText('<p>第&nbsp;1</p>')).toBe('第 1');
    expect(foldedSymbText('1 2 3 4 5 6 7 8')).toBe('1 2 3 4 5 6');
    expect(resultText('羊36 准')).toBe('羊36');
    expect(resultText('牛06')).toBe('牛06');
    expect(pickParts('牛虎狗')).toEqual(['牛', '虎', '狗']);
    expect(pickParts('03 15 琴书')).toEqual(['03', '15', '琴书']);
  });

  it('MB12 digits shrink as they grow in number', () => {
    expect(digitSize(1)).toBeGreaterThan(digitSize(12));
    expect(digitSize(0)).toBe(digitSize(1));
    expect(digitSize(40)).toBe(digitSize(12));
  });

  it('MB42 starts on the highest sort; other sort bars on the first', () => {
    const items = [{ sort: 1 }, { sort: 9 }, { sort: 3 }];
    expect(initialSortTab(items, true)).toBe(1);
    expect(initialSortTab(items, false)).toBe(0);
  });

  it('links an item to the detail page focused on it', () => {
    expect(itemPath({ gameId: 110, id: 7 }, { id: 42 })).toBe('/template/110/7?templateId=42');
  });
});
