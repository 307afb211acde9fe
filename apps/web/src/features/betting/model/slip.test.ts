import type { BetPlayOdds } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { oddsAnswer } from '../testing/betting-fixtures';
import { betsOf, parseAmount, placeBody, slipLines, slipProblem, slipTotal } from './slip';

const oddsOf = (patch: Parameters<typeof oddsAnswer>[1] = {}) =>
  new Map<string, BetPlayOdds>(oddsAnswer(110, patch).plays.map((p) => [p.playCode, p]));

const chaseOff = { on: false, turns: 2, stopOnWin: true };

describe('the bet slip', () => {
  it('makes one bet per option of a single play, and every combination of a 连码', () => {
    const lines = slipLines({ tm: ['12', '07'], lm3z2: ['03', '15', '22', '30'] }, oddsOf(), 2026);
    expect(lines.map((line) => line.play.code)).toEqual(['tm', 'lm3z2']);
    const bets = betsOf(lines);
    expect(bets.map((bet) => bet.betInfo)).toEqual([
      '特码 07',
      '特码 12',
      '三中二 03,15,22',
      '三中二 03,15,30',
      '三中二 03,22,30',
      '三中二 15,22,30',
    ]);
    expect(bets[0]).toMatchObject({ odds: 48_800, odds2: undefined });
    expect(bets[2]).toMatchObject({ odds: 100_000, odds2: 20_000 });
  });

  it('makes one bet of a 合肖 group, priced by its size', () => {
    const [line] = slipLines({ hx: ['鼠', '牛', '虎'] }, oddsOf(), 2026);
    expect(line?.bets).toEqual([
      expect.objectContaining({ content: '鼠,牛,虎', betInfo: '合肖 鼠,牛,虎', odds: 1_980 }),
    ]);
  });

  it('says what an incomplete pick lacks', () => {
    const lines = slipLines({ lm3z2: ['03', '15'] }, oddsOf(), 2026);
    expect(lines[0]?.error).toBe('三中二至少选择3个');
    expect(slipProblem(lines, '10')).toBe('三中二至少选择3个');
  });

  it('checks the amount: whole yuan, above 0, within the play’s limits', () => {
    const lines = slipLines({ tm: ['07'] }, oddsOf({ tm: { minAmount: 2, maxAmount: 100 } }), 2026);
    expect(slipProblem([], '10')).toBe('请选择投注内容');
    expect(slipProblem(lines, '')).toBe('请输入投注金额');
    expect(slipProblem(lines, '0')).toBe('投注金额必须大于0');
    expect(slipProblem(lines, '1.5')).toBe('投注金额必须是整数');
    expect(slipProblem(lines, 'abc')).toBe('投注金额必须是整数');
    expect(slipProblem(lines, '1')).toBe('单注金额须在2至100元之间');
    expect(slipProblem(lines, '101')).toBe('单注金额须在2至100元之间');
    expect(slipProblem(lines, '100')).toBeNull();
    expect(parseAmount(' 25 ')).toEqual({ amount: 25 });
  });

  it('keeps a play’s stake on the slip within its turn limit', () => {
    const lines = slipLines({ tm: ['07', '08', '09'] }, oddsOf({ tm: { turnMax: 250 } }), 2026);
    expect(slipProblem(lines, '90')).toBe('超出本期该玩法的投注限额：特码每期最多250元');
    expect(slipProblem(lines, '80')).toBeNull();
  });

  it('refuses a closed play as the server would', () => {
    const lines = slipLines({ tm: ['07'] }, oddsOf({ tm: { enabled: false } }), 2026);
    expect(slipProblem(lines, '10')).toBe('该玩法暂停投注');
  });

  it('totals bets × amount × chased turns, and writes the place body', () => {
    const lines = slipLines({ tm: ['07', '12'] }, oddsOf(), 2026);
    const chase = { on: true, turns: 5, stopOnWin: false };
    expect(slipTotal(2, 10, chaseOff)).toBe(20);
    expect(slipTotal(2, 10, chase)).toBe(100);
    expect(placeBody(110, '2026100', 'key12345', lines, 10, chase)).toEqual({
      gameId: 110,
      turnNum: '2026100',
      idempotencyKey: 'key12345',
      bets: [
        { playCode: 'tm', content: '07', amount: 10 },
        { playCode: 'tm', content: '12', amount: 10 },
      ],
      chase: { turns: 5, stopOnWin: false },
    });
    expect(placeBody(110, '2026100', 'key12345', lines, 10, chaseOff)).not.toHaveProperty('chase');
  });
});
