import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionType } from '@lottery/contracts';
import type { Posting } from '../../../src/modules/wallet/wallet.service';
import { addTestMembers, ledgerMismatches } from '../../helpers/bets';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';

describe(`the ledger's batch posting (${testDriver()})`, () => {
  let t: TestApp;
  let a: number;
  let b: number;
  const wallet = () => t.app.services.wallet;
  const money = async (userId: number) => (await wallet().balances(userId)).money;
  const posting = (userId: number, amount: number, reference: string): Posting => ({
    userId,
    wallet: 'money',
    amount,
    type: transactionType.payout,
    reference,
  });

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    [a = 0, b = 0] = await addTestMembers(t.app, 'batch', 2, 1_000);
  });
  afterAll(() => t.close());

  it('moves every wallet once by its sum; each entry shows its running balance in order', async () => {
    const balances = await wallet().postBatch([
      posting(a, 500, 'batch:1'),
      posting(b, 20, 'batch:2'),
      posting(a, -300, 'batch:3'),
      posting(a, 7, 'batch:4'),
    ]);
    expect(balances.map(({ userId, balance }) => [userId, balance]).sort()).toEqual(
      [
        [a, 1_207],
        [b, 1_020],
      ].sort(),
    );
    expect((await wallet().entries(a)).slice(1)).toMatchObject([
      { amount: 500, reference: 'batch:1', balanceAfter: 1_500, transactionType: 4 },
      { amount: -300, reference: 'batch:3', balanceAfter: 1_200 },
      { amount: 7, reference: 'batch:4', balanceAfter: 1_207 },
    ]);
    expect((await wallet().entries(b)).slice(1)).toMatchObject([
      { amount: 20, reference: 'batch:2', balanceAfter: 1_020 },
    ]);
    expect(await ledgerMismatches(t.app.database.db)).toEqual([]);
  });

  it('refuses a reference posted before, changing nothing', async () => {
    const attempt = wallet().postBatch([posting(a, 1, 'batch:new'), posting(b, 1, 'batch:2')]);
    await expect(attempt).rejects.toThrow();
    expect([await money(a), await money(b)]).toEqual([1_207, 1_020]);
    expect(await wallet().entries(a)).toHaveLength(4);
  });

  it('refuses to show any balance below zero, even one a later credit would cover', async () => {
    await expect(
      wallet().postBatch([posting(b, -2_000, 'batch:5'), posting(b, 5_000, 'batch:6')]),
    ).rejects.toMatchObject({ code: 'WALLET/INSUFFICIENT_BALANCE' });
    await expect(wallet().postBatch([posting(b, -2_000, 'batch:7')])).rejects.toMatchObject({
      code: 'WALLET/INSUFFICIENT_BALANCE',
    });
    expect(await money(b)).toBe(1_020);
    expect(await wallet().entries(b)).toHaveLength(2);
  });

  it('refuses a wallet that does not exist and a zero amount', async () => {
    await expect(wallet().postBatch([posting(999_999, 1, 'batch:8')])).rejects.toMatchObject({
      code: 'SYS/NOT_FOUND',
    });
    await expect(wallet().postBatch([posting(a, 0, 'batch:9')])).rejects.toMatchObject({
      code: 'SYS/VALIDATION',
    });
    expect(await wallet().postBatch([])).toEqual([]);
  });
});
