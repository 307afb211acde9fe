import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { transactionType, withdrawOperatorPaths, withdrawStatus } from '@lottery/contracts';
import { ledgerEntries } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';
import {
  askWithdraw,
  expectLedgerHolds,
  expectRefused,
  moneyState,
  newMember,
  operatorPost,
  operatorToken,
  yuan,
} from './withdraw-kit';

describe(`the operator's withdrawal decisions (${testDriver()})`, () => {
  let t: TestApp;
  const app = () => t.app;

  beforeAll(async () => {
    t = await createTestApp({ config: { OPERATOR_TOKEN: operatorToken } });
  });
  afterAll(() => t.close());

  const asked = async (money = yuan(1_000), amount = '400') => {
    const m = await newMember(app(), money);
    const res = await askWithdraw(app(), m.token, { bankId: String(m.bankId), amount });
    expect(res.statusCode, res.body).toBe(200);
    return { ...m, id: (res.json() as { data: { id: number } }).data.id };
  };

  it('pays once: no money moves, a second decision is refused', async () => {
    const w = await asked();
    const before = await moneyState(app(), w.user.id);
    const res = await operatorPost(app(), 'pay', { id: w.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: { status: withdrawStatus.paid, bankAccount: '6217001234567890123' },
    });
    expect(await moneyState(app(), w.user.id)).toEqual(before);
    expectRefused(await operatorPost(app(), 'pay', { id: w.id }), 409, 'WITHDRAW/STATE');
    expectRefused(
      await operatorPost(app(), 'reject', { id: w.id, reason: '晚了' }),
      409,
      'WITHDRAW/STATE',
    );
    expect(await moneyState(app(), w.user.id)).toEqual(before);
  });

  it('rejects once with a reason and refunds the amount (type 13) once', async () => {
    const w = await asked();
    const res = await operatorPost(app(), 'reject', { id: w.id, reason: '账户信息有误' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: { status: withdrawStatus.rejected, statusText: '已拒绝', reason: '账户信息有误' },
    });
    expect((await app().services.wallet.balances(w.user.id)).money).toBe(yuan(1_000));
    const refunds = await app()
      .database.db.select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `withdraw:refund:${w.id}`));
    expect(refunds).toMatchObject([
      { amount: yuan(400), transactionType: transactionType.withdrawalRefund },
    ]);
    const before = await moneyState(app(), w.user.id);
    expectRefused(
      await operatorPost(app(), 'reject', { id: w.id, reason: '再来' }),
      409,
      'WITHDRAW/STATE',
    );
    expectRefused(await operatorPost(app(), 'pay', { id: w.id }), 409, 'WITHDRAW/STATE');
    expect(await moneyState(app(), w.user.id)).toEqual(before);
  });

  it('refuses without the token, an unknown id, a rejection without a reason', async () => {
    const w = await asked();
    const before = await moneyState(app(), w.user.id);
    expectRefused(await operatorPost(app(), 'pay', { id: w.id }, null), 401, 'OP/UNAUTHORIZED');
    expectRefused(await operatorPost(app(), 'pay', { id: w.id }, 'wrong'), 401, 'OP/UNAUTHORIZED');
    expectRefused(await operatorPost(app(), 'pay', { id: 99_999_999 }), 404, 'WITHDRAW/NOT_FOUND');
    expectRefused(await operatorPost(app(), 'reject', { id: w.id }), 400, 'SYS/VALIDATION');
    expectRefused(await operatorPost(app(), 'pay', { id: -1 }), 400, 'SYS/VALIDATION');
    expect(await moneyState(app(), w.user.id)).toEqual(before);
  });

  it('lists every member’s withdrawals by status, newest first', async () => {
    const a = await asked();
    const b = await asked();
    await operatorPost(app(), 'pay', { id: a.id });
    const list = (status: number) =>
      app().inject({
        method: 'GET',
        url: `/app-api${withdrawOperatorPaths.orders}?status=${status}&size=100`,
        headers: { 'x-operator-token': operatorToken },
      });
    const reviewing = (await list(withdrawStatus.reviewing)).json() as {
      data: { list: { id: number; status: number }[] };
    };
    expect(reviewing.data.list.map((o) => o.id)).toContain(b.id);
    expect(reviewing.data.list.map((o) => o.id)).not.toContain(a.id);
    expect(reviewing.data.list.every((o) => o.status === withdrawStatus.reviewing)).toBe(true);
    const ids = reviewing.data.list.map((o) => o.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const unauthorised = await app().inject({
      method: 'GET',
      url: `/app-api${withdrawOperatorPaths.orders}`,
    });
    expect(unauthorised.statusCode).toBe(401);
    await expectLedgerHolds(app());
  });
});
