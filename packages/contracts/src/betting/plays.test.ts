import { describe, expect, it } from 'vitest';
import { placeBet, setBetOddsBody } from './betting-api';
import {
  betInfoOf,
  everyOddsKey,
  expandSelection,
  isValidContent,
  numbersOfOption,
  oddsKeysOf,
  optionsOf,
  playByCode,
  playCategories,
  plays,
  type Play,
} from './plays';

const play = (code: string): Play => {
  const found = playByCode(code);
  if (!found) throw new Error(code);
  return found;
};

describe('the play table', () => {
  it('puts every play in exactly one tab, and every tab has plays', () => {
    const tabbed = playCategories.flatMap((category) => category.plays);
    expect([...tabbed].sort()).toEqual(plays.map((p) => p.code).sort());
    expect(playCategories.every((category) => category.plays.length > 0)).toBe(true);
  });

  it('has codes a bet may carry and odds keys an operator may set', () => {
    for (const p of plays) expect(placeBet.shape.playCode.safeParse(p.code).success).toBe(true);
    const odds = Object.fromEntries(everyOddsKey().map((key) => [key, 2_000]));
    expect(setBetOddsBody.safeParse({ gameId: 71, odds }).success).toBe(true);
    expect(new Set(everyOddsKey()).size).toBe(everyOddsKey().length);
  });

  it('keeps every biggest selection within one content and one slip', () => {
    for (const p of plays) {
      const keys = optionsOf(p, 2026)
        .map((option) => option.key)
        .slice(0, p.maxPick);
      const contents = expandSelection(p, keys);
      if (!Array.isArray(contents)) throw new Error(`${p.code}: ${contents.error}`);
      expect(contents.length).toBeLessThanOrEqual(200);
      for (const content of contents) {
        expect(placeBet.shape.content.safeParse(content).success).toBe(true);
        expect(isValidContent(p, content)).toBe(true);
        expect(oddsKeysOf(p, content, 2026).odds).toMatch(/./);
      }
    }
  });

  it('prices every bet by one of its own odds items, and only dual plays by two', () => {
    for (const p of plays) {
      const own = p.oddsItems.map((odds) => odds.key);
      for (const year of [2025, 2026, 2030]) {
        const contents = expandSelection(
          p,
          optionsOf(p, year)
            .map((o) => o.key)
            .slice(0, p.maxPick),
        );
        if (!Array.isArray(contents)) throw new Error(contents.error);
        for (const content of contents) {
          const { odds, odds2 } = oddsKeysOf(p, content, year);
          expect(own).toContain(odds);
          if (p.dualOdds) expect(own).toContain(odds2);
          else expect(odds2).toBeUndefined();
        }
      }
    }
  });
});

describe('options and their balls', () => {
  it('gives a zodiac its balls in the lunar year: the year’s animal has five', () => {
    expect(numbersOfOption(play('tx'), '马', 2026)).toEqual([1, 13, 25, 37, 49]);
    expect(numbersOfOption(play('tx'), '马', 2025)).toEqual([12, 24, 36, 48]);
    expect(numbersOfOption(play('hx'), '鼠', 2026)).toEqual([7, 19, 31, 43]);
    expect(
      optionsOf(play('tx'), 2026)
        .map((o) => o.label)
        .join(''),
    ).toBe('鼠牛虎兔龙蛇马羊猴鸡狗猪');
  });

  it('gives tails, heads, colours and halves their balls; 49 belongs to no two-sided option', () => {
    expect(numbersOfOption(play('ws'), '0', 2026)).toEqual([10, 20, 30, 40]);
    expect(numbersOfOption(play('ts'), '0', 2026)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(numbersOfOption(play('ts'), '4', 2026)).toEqual([
      40, 41, 42, 43, 44, 45, 46, 47, 48, 49,
    ]);
    expect(numbersOfOption(play('sb'), 'green', 2026)).toContain(49);
    expect(numbersOfOption(play('bb'), 'redBig', 2026)).toEqual([29, 30, 34, 35, 40, 45, 46]);
    expect(numbersOfOption(play('bb'), 'greenOdd', 2026)).not.toContain(49);
    for (const option of optionsOf(play('tmlm'), 2026)) {
      expect(numbersOfOption(play('tmlm'), option.key, 2026)).not.toContain(49);
    }
    expect(numbersOfOption(play('tmlm'), 'big', 2026)).toHaveLength(24);
    expect(numbersOfOption(play('tm'), '07', 2026)).toEqual([7]);
    expect(numbersOfOption(play('tm'), '7', 2026)).toEqual([]);
  });

  it('splits the twelve animals into 家禽 and 野兽 by the year’s table', () => {
    const domestic = numbersOfOption(play('jqys'), 'domestic', 2026);
    const wild = numbersOfOption(play('jqys'), 'wild', 2026);
    expect(domestic).toHaveLength(25); // 马 has five numbers in 2026
    expect(wild).toHaveLength(24);
    expect([...domestic, ...wild].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 49 }, (_, i) => i + 1),
    );
    expect(optionsOf(play('jqys'), 2026)).toEqual([
      { key: 'domestic', label: '家禽' },
      { key: 'wild', label: '野兽' },
    ]);
  });
});

describe('expandSelection', () => {
  it('makes one bet per key of a single play, in the options’ order', () => {
    expect(expandSelection(play('tm'), ['22', '07'])).toEqual(['07', '22']);
    expect(expandSelection(play('tx'), ['马', '鼠'])).toEqual(['鼠', '马']);
  });

  it('makes every combination of a combination play, keys sorted', () => {
    expect(expandSelection(play('lm2qz'), ['15', '03', '22'])).toEqual(['03,15', '03,22', '15,22']);
    expect(expandSelection(play('lw2'), ['7', '0'])).toEqual(['0,7']);
  });

  it('makes one bet of a group', () => {
    expect(expandSelection(play('hx'), ['猪', '鼠', '马'])).toEqual(['鼠,马,猪']);
  });

  it('refuses too few, too many, duplicate, unknown and empty selections', () => {
    expect(expandSelection(play('lm3qz'), ['01', '02'])).toEqual({ error: '三全中至少选择3个' });
    const eleven = Array.from({ length: 11 }, (_, i) => String(i + 1).padStart(2, '0'));
    expect(expandSelection(play('lm3qz'), eleven)).toEqual({ error: '三全中最多选择10个' });
    expect(expandSelection(play('lm3qz'), eleven.slice(0, 10))).toHaveLength(120);
    expect(expandSelection(play('hx'), ['鼠'])).toEqual({ error: '合肖至少选择2个' });
    expect(expandSelection(play('hx'), [...'鼠牛虎兔龙蛇马羊猴鸡狗猪'])).toEqual({
      error: '合肖最多选择11个',
    });
    expect(expandSelection(play('tm'), ['07', '07'])).toEqual({ error: '投注内容重复' });
    expect(expandSelection(play('tm'), ['7'])).toEqual({ error: '投注内容无效' });
    expect(expandSelection(play('tm'), ['50'])).toEqual({ error: '投注内容无效' });
    expect(expandSelection(play('tx'), ['cat'])).toEqual({ error: '投注内容无效' });
    expect(expandSelection(play('tm'), [])).toEqual({ error: '请选择投注内容' });
  });
});

describe('isValidContent', () => {
  it.each([
    ['tm', '07', true],
    ['tm', '49', true],
    ['tm', '7', false],
    ['tm', '50', false],
    ['tm', '00', false],
    ['tm', '07,08', false],
    ['tm', '', false],
    ['tmlm', 'big', true],
    ['tmlm', 'Big', false],
    ['lm2qz', '03,15', true],
    ['lm2qz', '15,03', false],
    ['lm2qz', '03,03', false],
    ['lm2qz', '03', false],
    ['lm2qz', '03,15,22', false],
    ['lm2qz', '03, 15', false],
    ['hx', '鼠,牛', true],
    ['hx', '牛,鼠', false],
    ['hx', '鼠', false],
    ['hx', '鼠,牛,虎,兔,龙,蛇,马,羊,猴,鸡,狗', true],
    ['hx', '鼠,牛,虎,兔,龙,蛇,马,羊,猴,鸡,狗,猪', false],
    ['lx2', '鼠,马', true],
    ['lw3', '0,5,9', true],
    ['lw3', '0,5,10', false],
    ['bz5', '01,02,03,04,05', true],
    ['bz5', '01,02,03,04', false],
    ['wx', '金', true],
    ['ts', '5', false],
  ])('%s %j → %s', (code, content, valid) => {
    expect(isValidContent(play(code), content)).toBe(valid);
  });

  it('knows no content of an unknown play', () => {
    const ghost: Play = { ...play('tm'), code: 'ghost' };
    expect(isValidContent(ghost, '07')).toBe(false);
  });
});

describe('oddsKeysOf', () => {
  it('prices 两面 halves and quarters apart', () => {
    expect(oddsKeysOf(play('tmlm'), 'big', 2026)).toEqual({ odds: 'tmlm.bs' });
    expect(oddsKeysOf(play('tmlm'), 'tailSmall', 2026)).toEqual({ odds: 'tmlm.bs' });
    expect(oddsKeysOf(play('tmlm'), 'bigOdd', 2026)).toEqual({ odds: 'tmlm.combo' });
  });

  it('gives the dual plays both odds', () => {
    expect(oddsKeysOf(play('lm3z2'), '01,02,03', 2026)).toEqual({
      odds: 'lm3z2.3',
      odds2: 'lm3z2.2',
    });
    expect(oddsKeysOf(play('lm2zt'), '01,02', 2026)).toEqual({ odds: 'lm2zt.2', odds2: 'lm2zt.t' });
  });

  it('prices zodiac sets by whether they hold the year’s animal, tail sets by tail 0', () => {
    expect(oddsKeysOf(play('lx2'), '鼠,马', 2026)).toEqual({ odds: 'lx2.year' });
    expect(oddsKeysOf(play('lx2'), '鼠,马', 2025)).toEqual({ odds: 'lx2.other' });
    expect(oddsKeysOf(play('ptyx'), '马', 2026)).toEqual({ odds: 'ptyx.year' });
    expect(oddsKeysOf(play('lw3'), '0,1,2', 2026)).toEqual({ odds: 'lw3.0' });
    expect(oddsKeysOf(play('lw3'), '1,2,3', 2026)).toEqual({ odds: 'lw3.other' });
    expect(oddsKeysOf(play('ptws'), '0', 2026)).toEqual({ odds: 'ptws.0' });
    expect(oddsKeysOf(play('ts'), '0', 2026)).toEqual({ odds: 'ts.0' });
    expect(oddsKeysOf(play('ws'), '3', 2026)).toEqual({ odds: 'ws.other' });
  });

  it('prices 五行 by how many balls the element has that year', () => {
    for (const year of [2024, 2025, 2026]) {
      for (const option of optionsOf(play('wx'), year)) {
        const count = numbersOfOption(play('wx'), option.key, year).length;
        expect(oddsKeysOf(play('wx'), option.key, year)).toEqual({ odds: `wx.${count}` });
      }
    }
  });

  it('refuses a malformed content', () => {
    expect(() => oddsKeysOf(play('lm2qz'), '15,03', 2026)).toThrow(RangeError);
    expect(() => betInfoOf(play('tm'), '7')).toThrow(RangeError);
  });
});

describe('betInfoOf', () => {
  it.each([
    ['tm', '07', '特码 07'],
    ['lm3z2', '03,15,22', '三中二 03,15,22'],
    ['tmlm', 'big', '特码两面 大'],
    ['tmlm', 'smallEven', '特码两面 小双'],
    ['sb', 'blue', '波色 蓝波'],
    ['bb', 'greenOdd', '半波 绿单'],
    ['zmt2', '11', '正二特 11'],
    ['hx', '鼠,马', '合肖 鼠,马'],
    ['lw2', '0,7', '二连尾 0尾,7尾'],
    ['ts', '4', '头数 4头'],
    ['jqys', 'wild', '家禽野兽 野兽'],
    ['bz5', '01,02,03,04,05', '五不中 01,02,03,04,05'],
  ])('%s %s → %s', (code, content, info) => {
    expect(betInfoOf(play(code), content)).toBe(info);
  });
});
