import { describe, expect, it } from 'vitest';
import { turnoverOf, type Deposit } from '../../../src/modules/withdraw/turnover';

const deposit = (id: number, day: number, yuan: number): Deposit => ({
  id,
  orderNo: `R${id}`,
  at: new Date(Date.UTC(2026, 0, day)),
  amount: yuan * 1000,
});

describe('the turnover a withdrawal asks (打码量)', () => {
  it('asks nothing without deposits', () => {
    expect(turnoverOf([], 5_000, { multiple: 1, relaxQuota: 0 })).toEqual({
      relaxQuota: 0,
      requireDML: 0,
      rows: [],
      sumAllDeduct: 0,
      sumAllDml: 5_000,
      yetWithdraw: true,
    });
  });

  it('gives the bets to the oldest deposits first', () => {
    // 100 and 200 yuan at ×1.5 ask 150 and 300; 200 of bets: 150 to the first, 50 to the second.
    const result = turnoverOf([deposit(2, 5, 200), deposit(1, 3, 100)], 200_000, {
      multiple: 1.5,
      relaxQuota: 0,
    });
    expect(result.rows).toEqual([
      {
        id: 1,
        orderNo: 'R1',
        rechargeTime: Date.UTC(2026, 0, 3),
        rechargeMoney: 100_000,
        requireDml: 150_000,
        validDml: 150_000,
        deduct: 0,
        finished: true,
      },
      {
        id: 2,
        orderNo: 'R2',
        rechargeTime: Date.UTC(2026, 0, 5),
        rechargeMoney: 200_000,
        requireDml: 300_000,
        validDml: 50_000,
        deduct: 250_000,
        finished: false,
      },
    ]);
    expect(result).toMatchObject({
      requireDML: 450_000,
      sumAllDml: 200_000,
      sumAllDeduct: 250_000,
      yetWithdraw: false,
    });
  });

  it('forgives the relax quota after the bets, oldest shortfall first', () => {
    // Ask 100 + 100 + 100; bets 120 → 100, 20, 0; quota 150 → 80 to the second, 70 to the third.
    const result = turnoverOf(
      [deposit(1, 1, 100), deposit(2, 2, 100), deposit(3, 3, 100)],
      120_000,
      { multiple: 1, relaxQuota: 150_000 },
    );
    expect(result.rows.map((row) => [row.validDml, row.deduct, row.finished])).toEqual([
      [100_000, 0, true],
      [20_000, 0, true],
      [0, 30_000, false],
    ]);
    expect(result).toMatchObject({ sumAllDeduct: 30_000, yetWithdraw: false, relaxQuota: 150_000 });
  });

  it('is met when the quota covers the whole shortfall', () => {
    const result = turnoverOf([deposit(1, 1, 100)], 60_000, { multiple: 1, relaxQuota: 40_000 });
    expect(result).toMatchObject({ sumAllDeduct: 0, yetWithdraw: true });
    expect(result.rows[0]).toMatchObject({ validDml: 60_000, deduct: 0, finished: true });
  });

  it('counts more bets than asked in the sum, not in the rows', () => {
    const result = turnoverOf([deposit(1, 1, 100)], 1_000_000, { multiple: 1, relaxQuota: 0 });
    expect(result.rows[0]).toMatchObject({ requireDml: 100_000, validDml: 100_000 });
    expect(result).toMatchObject({ sumAllDml: 1_000_000, yetWithdraw: true });
  });

  it('asks nothing at multiple 0, and keeps deposits of one instant in id order', () => {
    const same = turnoverOf([deposit(9, 1, 100), deposit(4, 1, 100)], 0, {
      multiple: 0,
      relaxQuota: 0,
    });
    expect(same.rows.map((row) => row.id)).toEqual([4, 9]);
    expect(same).toMatchObject({ requireDML: 0, sumAllDeduct: 0, yetWithdraw: true });
  });
});
