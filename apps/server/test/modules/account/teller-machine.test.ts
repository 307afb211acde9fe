import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { transactionType } from '@lottery/contracts';
import { ledgerEntries } from '../../../src/db/schema';
import { bearer, form, signIn } from '../../helpers/accounts';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('POST /api/v2/user/tellerMachine (一键回收)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const collect = (token: string) => {
    const body = form({});
    return t.app.inject({
      method: 'POST',
      url: '/app-api/api/v2/user/tellerMachine',
      ...body,
      headers: { ...body.headers, ...bearer(token) },
    });
  };

  it('answers 50 taps at once alike: the live balance moves back once, the ledger adds up', async () => {
    const user = await t.app.services.account.createMember({
      account: 'teller01',
      password: 'Passw0rdA',
    });
    const post = (wallet: 'money' | 'live', amount: number, reference: string) =>
      t.app.services.wallet.post({
        userId: user.id,
        wallet,
        amount,
        type: transactionType.manualDeposit,
        reference,
      });
    await post('money', 30_000, 'test:teller01:money');
    await post('live', 123_000, 'test:teller01:live');
    const token = await signIn(t.app, 'teller01', 'Passw0rdA');

    const answers = await Promise.all(Array.from({ length: 50 }, () => collect(token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    for (const answer of answers) {
      expect(answer.json()).toEqual({
        code: 0,
        msg: 'success',
        data: { money: 153_000, liveMoney: 0 },
      });
    }

    const moves = await t.app.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, user.id), eq(ledgerEntries.remark, '一键回收')));
    expect(moves.map((entry) => [entry.wallet, entry.amount]).sort()).toEqual([
      ['live', -123_000],
      ['money', 123_000],
    ]);
    // Every wallet's balance is the sum of its ledger rows.
    const entries = await t.app.services.wallet.entries(user.id);
    const sum = (wallet: string) =>
      entries.filter((entry) => entry.wallet === wallet).reduce((a, e) => a + e.amount, 0);
    expect({ money: sum('money'), liveMoney: sum('live') }).toEqual(
      await t.app.services.wallet.balances(user.id),
    );
  });

  it('moves nothing when the live balance is empty', async () => {
    await t.app.services.account.createMember({ account: 'teller02', password: 'Passw0rdA' });
    const token = await signIn(t.app, 'teller02', 'Passw0rdA');
    const answer = await collect(token);
    expect(answer.json().data).toEqual({ money: 0, liveMoney: 0 });
  });
});
