import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { transactionType } from '@lottery/contracts';
import { AppError } from '../../../src/http/app-error';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('the ledger', () => {
  let t: TestApp;
  let userId: number;
  const wallet = () => t.app.services.wallet;

  beforeEach(async () => {
    t = await createTestApp({ seed: false });
    userId = (await t.app.services.account.createMember({ account: 'ledger01', password: null }))
      .id;
  });
  afterEach(() => t.close());

  const deposit = (amount: number, reference: string) =>
    wallet().post({
      userId,
      wallet: 'money',
      amount,
      type: transactionType.manualDeposit,
      reference,
    });

  it('writes an entry with the balance after, in thousandths of a yuan', async () => {
    const entry = await deposit(12_345, 'dep-1');
    expect(entry).toMatchObject({
      amount: 12_345,
      balanceAfter: 12_345,
      transactionType: 10,
      wallet: 'money',
    });
    await deposit(5, 'dep-2');
    expect(await wallet().balances(userId)).toEqual({ money: 12_350, liveMoney: 0 });
  });

  it('never pays twice for one reference', async () => {
    const first = await deposit(1_000, 'dep-once');
    const retry = await deposit(1_000, 'dep-once');
    expect(retry.id).toBe(first.id);
    expect(await wallet().balances(userId)).toEqual({ money: 1_000, liveMoney: 0 });
    expect(await wallet().entries(userId)).toHaveLength(1);
  });

  it('refuses to take a balance below zero and changes nothing', async () => {
    await deposit(500, 'dep-3');
    const attempt = wallet().post({
      userId,
      wallet: 'money',
      amount: -501,
      type: transactionType.lotteryBet,
      reference: 'bet-1',
    });
    await expect(attempt).rejects.toMatchObject({
      code: 'WALLET/INSUFFICIENT_BALANCE',
      statusCode: 400,
    });
    expect(await wallet().balances(userId)).toEqual({ money: 500, liveMoney: 0 });
    expect(await wallet().entries(userId)).toHaveLength(1);
  });

  it('lets exactly as many concurrent debits through as the balance covers', async () => {
    await deposit(500, 'dep-4');
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        wallet().post({
          userId,
          wallet: 'money',
          amount: -100,
          type: transactionType.lotteryBet,
          reference: `bet-c${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(AppError);
    expect(await wallet().balances(userId)).toEqual({ money: 0, liveMoney: 0 });
  });

  it('rejects zero and fractional amounts', async () => {
    await expect(deposit(0, 'zero')).rejects.toMatchObject({ code: 'SYS/VALIDATION' });
    await expect(deposit(1.5, 'frac')).rejects.toMatchObject({ code: 'SYS/VALIDATION' });
  });
});
