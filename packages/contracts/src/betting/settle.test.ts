import { describe, expect, it } from 'vitest';
import { lunarYearAt } from '../lunar';
import { betCount, expandSelection, oddsKeysOf, playByCode, type Play } from './plays';
import { settle, type SettleDraw, type SettleOutcome } from './settle';

/*
 * Zodiacs of the balls, written out by hand:
 *   2026 马年: 马 01 13 25 37 49 · 蛇 02 14 26 38 · 龙 03 15 27 39 · 兔 04 16 28 40 · 虎 05 17 29 41 ·
 *              牛 06 18 30 42 · 鼠 07 19 31 43 · 猪 08 20 32 44 · 狗 09 21 33 45 · 鸡 10 22 34 46 ·
 *              猴 11 23 35 47 · 羊 12 24 36 48
 *   2025 蛇年: 蛇 01 13 25 37 49 · 龙 02 … · 鼠 06 … · 猪 07 19 31 43 · 马 12 24 36 48
 * 五行 of 2026 (丙午), 金: 06 07 14 15 28 29 36 37 44 45.
 */

/** Normal 03 15 22 27 38 44, special 07 (red, small, odd, 鼠 in 2026, tail 7, head 0). */
const draw: SettleDraw = { numbers: [3, 15, 22, 27, 38, 44, 7], lunarYear: 2026 };
/** The special is 49: green, 马 in 2026, and a tie for the two-sided plays. */
const draw49: SettleDraw = { numbers: [1, 2, 3, 4, 5, 6, 49], lunarYear: 2026 };

const won = (reward: number): SettleOutcome => ({ result: 1, reward });
const lost: SettleOutcome = { result: 0, reward: 0 };
const tie = (reward: number): SettleOutcome => ({ result: 2, reward });

/** A 10-yuan bet. */
const bet = (playCode: string, content: string, odds: number, odds2: number | null = null) => ({
  playCode,
  content,
  amount: 10_000,
  odds,
  odds2,
});

const play = (code: string): Play => {
  const found = playByCode(code);
  if (!found) throw new Error(code);
  return found;
};

describe('settling a bet', () => {
  it('特码 pays stake × odds on the special only: 10 yuan at 48.8 is 488 yuan', () => {
    expect(settle(bet('tm', '07', 48_800), draw)).toEqual(won(488_000));
    expect(settle(bet('tm', '03', 48_800), draw)).toEqual(lost);
    expect(settle({ ...bet('tm', '07', 48_800), amount: 3_000 }, draw)).toEqual(won(146_400));
  });

  it('特码两面 reads the special 07: small, odd, 合单, 小单, 尾大', () => {
    expect(settle(bet('tmlm', 'small', 1_980), draw)).toEqual(won(19_800));
    expect(settle(bet('tmlm', 'odd', 1_980), draw)).toEqual(won(19_800));
    expect(settle(bet('tmlm', 'sumOdd', 1_980), draw)).toEqual(won(19_800));
    expect(settle(bet('tmlm', 'smallOdd', 3_760), draw)).toEqual(won(37_600));
    expect(settle(bet('tmlm', 'tailBig', 1_980), draw)).toEqual(won(19_800));
    for (const key of ['big', 'even', 'sumEven', 'bigOdd', 'smallEven', 'tailSmall']) {
      expect(settle(bet('tmlm', key, 1_980), draw)).toEqual(lost);
    }
  });

  it('特码两面: 合 is the sum of the digits and 48 is big and even', () => {
    const special = (n: number): SettleDraw => ({
      numbers: [1, 2, 3, 4, 5, 6, n],
      lunarYear: 2026,
    });
    expect(settle(bet('tmlm', 'sumOdd', 1_980), special(29))).toEqual(won(19_800)); // 2 + 9 = 11
    expect(settle(bet('tmlm', 'sumEven', 1_980), special(28))).toEqual(won(19_800)); // 10
    expect(settle(bet('tmlm', 'bigEven', 3_760), special(48))).toEqual(won(37_600));
    expect(settle(bet('tmlm', 'smallEven', 3_760), special(24))).toEqual(won(37_600));
    expect(settle(bet('tmlm', 'tailSmall', 1_980), special(40))).toEqual(won(19_800));
    expect(settle(bet('tmlm', 'big', 1_980), special(25))).toEqual(won(19_800));
  });

  it('a special 49 refunds every 特码两面, 半波, 合肖 and 家禽野兽 bet, but 波色 and 特码 pay', () => {
    for (const key of ['big', 'small', 'odd', 'even', 'sumOdd', 'sumEven', 'bigOdd', 'tailBig']) {
      expect(settle(bet('tmlm', key, 1_980), draw49)).toEqual(tie(10_000));
    }
    expect(settle(bet('bb', 'greenOdd', 5_600), draw49)).toEqual(tie(10_000));
    expect(settle(bet('bb', 'redBig', 6_500), draw49)).toEqual(tie(10_000));
    expect(settle(bet('hx', '马,羊', 5_400), draw49)).toEqual(tie(10_000));
    expect(settle(bet('hx', '鼠,牛', 5_400), draw49)).toEqual(tie(10_000));
    expect(settle(bet('jqys', 'domestic', 1_980), draw49)).toEqual(tie(10_000));
    expect(settle(bet('sb', 'green', 2_900), draw49)).toEqual(won(29_000));
    expect(settle(bet('sb', 'red', 2_800), draw49)).toEqual(lost);
    expect(settle(bet('tm', '49', 48_800), draw49)).toEqual(won(488_000));
    expect(settle(bet('tx', '马', 9_500), draw49)).toEqual(won(95_000));
    expect(settle(bet('ts', '4', 4_600), draw49)).toEqual(won(46_000));
    expect(settle(bet('ws', '9', 9_200), draw49)).toEqual(won(92_000));
  });

  it('波色 and 半波 by the special 07 (red, small, odd)', () => {
    expect(settle(bet('sb', 'red', 2_800), draw)).toEqual(won(28_000));
    expect(settle(bet('sb', 'blue', 2_900), draw)).toEqual(lost);
    expect(settle(bet('bb', 'redSmall', 4_600), draw)).toEqual(won(46_000));
    expect(settle(bet('bb', 'redOdd', 5_600), draw)).toEqual(won(56_000));
    expect(settle(bet('bb', 'redBig', 6_500), draw)).toEqual(lost);
    expect(settle(bet('bb', 'greenSmall', 6_500), draw)).toEqual(lost);
  });

  it('特肖 follows the lunar year of the draw date: ball 07 is 猪 on 2026-02-16, 鼠 on 2026-02-17', () => {
    const before = lunarYearAt(new Date('2026-02-16T21:30:00+08:00'));
    const after = lunarYearAt(new Date('2026-02-17T21:30:00+08:00'));
    expect([before, after]).toEqual([2025, 2026]);
    const numbers = [3, 15, 22, 27, 38, 44, 7];
    expect(settle(bet('tx', '猪', 11_800), { numbers, lunarYear: before })).toEqual(won(118_000));
    expect(settle(bet('tx', '鼠', 11_800), { numbers, lunarYear: before })).toEqual(lost);
    expect(settle(bet('tx', '鼠', 11_800), { numbers, lunarYear: after })).toEqual(won(118_000));
    expect(settle(bet('tx', '猪', 11_800), { numbers, lunarYear: after })).toEqual(lost);
    // Ball 01 is the year's own animal: 蛇 before, 马 after, priced by tx.year.
    expect(oddsKeysOf(play('tx'), '蛇', before)).toEqual({ odds: 'tx.year' });
    expect(oddsKeysOf(play('tx'), '蛇', after)).toEqual({ odds: 'tx.other' });
    expect(oddsKeysOf(play('tx'), '马', after)).toEqual({ odds: 'tx.year' });
  });

  it('平特 pays once however many balls match', () => {
    // 龙 is 03, 15 and 27; tail 7 is 27 and 07.
    expect(settle(bet('ptyx', '龙', 2_050), draw)).toEqual(won(20_500));
    expect(settle(bet('ptyx', '鼠', 2_050), draw)).toEqual(won(20_500)); // the special counts
    expect(settle(bet('ptyx', '马', 1_800), draw)).toEqual(lost);
    expect(settle(bet('ptws', '7', 1_800), draw)).toEqual(won(18_000));
    expect(settle(bet('ptws', '0', 2_100), draw)).toEqual(lost);
    expect(settle(bet('ptws', '9', 1_800), draw)).toEqual(lost);
  });

  it('正码 counts the six normal balls only; 正码特 its own position', () => {
    expect(settle(bet('zm', '22', 7_800), draw)).toEqual(won(78_000));
    expect(settle(bet('zm', '07', 7_800), draw)).toEqual(lost);
    expect(settle(bet('zmt1', '03', 48_800), draw)).toEqual(won(488_000));
    expect(settle(bet('zmt3', '22', 48_800), draw)).toEqual(won(488_000));
    expect(settle(bet('zmt2', '22', 48_800), draw)).toEqual(lost);
    expect(settle(bet('zmt6', '07', 48_800), draw)).toEqual(lost);
  });

  it('连码 on the normal balls 03 15 22 27 38 44 and the special 07', () => {
    expect(settle(bet('lm3qz', '03,15,22', 650_000), draw)).toEqual(won(6_500_000));
    expect(settle(bet('lm3qz', '03,07,15', 650_000), draw)).toEqual(lost);
    expect(settle(bet('lm2qz', '03,15', 62_000), draw)).toEqual(won(620_000));
    expect(settle(bet('lm2qz', '03,07', 62_000), draw)).toEqual(lost);
    expect(settle(bet('lmtc', '03,07', 150_000), draw)).toEqual(won(1_500_000));
    expect(settle(bet('lmtc', '03,15', 150_000), draw)).toEqual(lost);
    expect(settle(bet('lmtc', '07,49', 150_000), draw)).toEqual(lost);
    expect(settle(bet('lm4qz', '03,15,22,27', 9_000_000), draw)).toEqual(won(90_000_000));
    expect(settle(bet('lm4qz', '03,07,15,22', 9_000_000), draw)).toEqual(lost);
  });

  it('三中二 pays the first odds for three hits and the second for two', () => {
    const odds = [100_000, 20_000] as const;
    expect(settle(bet('lm3z2', '03,15,22', ...odds), draw)).toEqual(won(1_000_000));
    expect(settle(bet('lm3z2', '03,15,49', ...odds), draw)).toEqual(won(200_000));
    expect(settle(bet('lm3z2', '03,07,49', ...odds), draw)).toEqual(lost); // the special is no hit
    expect(settle(bet('lm3z2', '03,48,49', ...odds), draw)).toEqual(lost);
  });

  it('二中特 pays 中二 for both among the normal, 中特 for one and the special', () => {
    const odds = [50_000, 31_000] as const;
    expect(settle(bet('lm2zt', '03,15', ...odds), draw)).toEqual(won(500_000));
    expect(settle(bet('lm2zt', '03,07', ...odds), draw)).toEqual(won(310_000));
    expect(settle(bet('lm2zt', '07,49', ...odds), draw)).toEqual(lost);
    expect(settle(bet('lm2zt', '03,49', ...odds), draw)).toEqual(lost);
  });

  it('连码 selections expand into C(n, k) bets', () => {
    const five = ['01', '05', '13', '22', '49'];
    expect(expandSelection(play('lm3qz'), five)).toHaveLength(10);
    expect(betCount(play('lm3qz'), 5)).toBe(10);
    expect(betCount(play('lm2qz'), 10)).toBe(45);
    expect(betCount(play('lm4qz'), 9)).toBe(126);
    expect(betCount(play('lm3qz'), 2)).toBe(0);
    expect(betCount(play('bz5'), 7)).toBe(21);
    expect(betCount(play('tm'), 7)).toBe(7);
    expect(betCount(play('hx'), 3)).toBe(1);
    expect(betCount(play('hx'), 1)).toBe(0);
  });

  it('合肖 wins when the special’s animal is in the group, priced by the group size', () => {
    expect(settle(bet('hx', '鼠,牛,虎', 3_700), draw)).toEqual(won(37_000));
    expect(settle(bet('hx', '牛,虎', 5_400), draw)).toEqual(lost);
    expect(oddsKeysOf(play('hx'), '鼠,牛,虎', 2026)).toEqual({ odds: 'hx.3' });
  });

  it('连肖 and 连尾 need every animal or tail among the seven balls', () => {
    // 2026 animals drawn: 龙 龙 鸡 龙 蛇 猪 鼠; tails 3 5 2 7 8 4 7.
    expect(settle(bet('lx2', '鼠,龙', 4_500), draw)).toEqual(won(45_000));
    expect(settle(bet('lx2', '鼠,马', 3_800), draw)).toEqual(lost);
    expect(settle(bet('lx3', '龙,蛇,鸡', 11_500), draw)).toEqual(won(115_000));
    expect(settle(bet('lx4', '鼠,龙,鸡,猪', 33_000), draw)).toEqual(won(330_000));
    expect(settle(bet('lx4', '鼠,牛,龙,鸡', 33_000), draw)).toEqual(lost);
    expect(settle(bet('lw2', '2,3', 3_200), draw)).toEqual(won(32_000));
    expect(settle(bet('lw2', '0,3', 3_800), draw)).toEqual(lost);
    expect(settle(bet('lw3', '2,3,4', 6_800), draw)).toEqual(won(68_000));
    expect(settle(bet('lw4', '2,3,4,5', 16_000), draw)).toEqual(won(160_000));
    expect(settle(bet('lw4', '1,2,3,4', 16_000), draw)).toEqual(lost);
  });

  it('不中 wins when none of the numbers is drawn, the special included', () => {
    expect(settle(bet('bz5', '01,02,04,05,06', 2_100), draw)).toEqual(won(21_000));
    expect(settle(bet('bz5', '01,02,04,05,07', 2_100), draw)).toEqual(lost);
    expect(settle(bet('bz5', '01,02,03,04,05', 2_100), draw)).toEqual(lost);
    const ten = '01,02,04,05,06,08,09,10,11,12';
    expect(settle(bet('bz10', ten, 4_800), draw)).toEqual(won(48_000));
  });

  it('五行, 家禽野兽 and 头尾数 by the special 07 of 2026 (金, 鼠 a wild animal, head 0, tail 7)', () => {
    expect(settle(bet('wx', '金', 4_600), draw)).toEqual(won(46_000));
    expect(settle(bet('wx', '木', 4_600), draw)).toEqual(lost);
    expect(oddsKeysOf(play('wx'), '金', 2026)).toEqual({ odds: 'wx.10' });
    expect(settle(bet('jqys', 'wild', 1_980), draw)).toEqual(won(19_800));
    expect(settle(bet('jqys', 'domestic', 1_980), draw)).toEqual(lost);
    expect(settle(bet('ts', '0', 5_100), draw)).toEqual(won(51_000));
    expect(settle(bet('ts', '1', 4_600), draw)).toEqual(lost);
    expect(settle(bet('ws', '7', 9_200), draw)).toEqual(won(92_000));
    expect(settle(bet('ws', '0', 11_500), draw)).toEqual(lost);
  });

  it('refuses what it cannot settle without guessing', () => {
    const bad =
      (changes: object, on: SettleDraw = draw) =>
      () =>
        settle({ ...bet('tm', '07', 48_800), ...changes }, on);
    expect(bad({ playCode: 'nope' })).toThrow(RangeError);
    expect(bad({ content: '7' })).toThrow(RangeError);
    expect(bad({ content: '50' })).toThrow(RangeError);
    expect(bad({ playCode: 'lm2qz', content: '15,03' })).toThrow(RangeError);
    expect(bad({ amount: 1_500 })).toThrow(RangeError);
    expect(bad({ amount: 0 })).toThrow(RangeError);
    expect(bad({ odds: 0 })).toThrow(RangeError);
    expect(bad({ odds: 48.8 })).toThrow(RangeError);
    expect(bad({ playCode: 'lm3z2', content: '03,15,22', odds2: null })).toThrow(RangeError);
    expect(bad({}, { numbers: [1, 2, 3, 4, 5, 6], lunarYear: 2026 })).toThrow(RangeError);
    expect(bad({}, { numbers: [1, 2, 3, 4, 5, 6, 6], lunarYear: 2026 })).toThrow(RangeError);
    expect(bad({}, { numbers: [1, 2, 3, 4, 5, 6, 50], lunarYear: 2026 })).toThrow(RangeError);
    expect(bad({}, { numbers: [1, 2, 3, 4, 5, 6, 7], lunarYear: 2026.5 })).toThrow(RangeError);
  });
});
