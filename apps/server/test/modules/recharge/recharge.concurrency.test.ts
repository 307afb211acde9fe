import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { rechargeOperatorPaths, rechargeStatus } from '@lottery/contracts';
import { ledgerEntries } from '../../../src/db/schema';
import { testDriver } from '../../helpers/test-database';
import {
  createRechargeApp,
  expectLedgerHolds,
  madeOrder,
  moneyState,
  newMember,
  notify,
  operatorPost,
  paidNotification,
  yuan,
  type RechargeApp,
} from './recharge-kit';

/**
 * Decisions racing one another (on PostgreSQL truly at once, through the pool; on PGlite
 * interleaved on its one connection): each order is decided once and paid at most once.
 */
describe(`recharge decisions under contention (${testDriver()})`, () => {
  let r: RechargeApp;
  beforeAll(async () => {
    r = await createRechargeApp();
  });
  afterAll(() => r.close());

  it('credits once when the same notification arrives 20 times at once; every delivery answers success', async () => {
    const { token, user } = await newMember(r);
    const order = await madeOrder(r, token, r.channels.online, 100);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => notify(r, paidNotification(order))),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const entries = await r.t.app.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, user.id)));
    expect(entries.map((e) => e.amount)).toEqual([yuan(100)]);
    expect(await moneyState(r, user.id)).toMatchObject({
      money: yuan(100),
      rechargeTotal: yuan(100),
    });
    await expectLedgerHolds(r);
  });

  it('gives a confirm racing a reject exactly one outcome, ten times over', async () => {
    const { token, user } = await newMember(r);
    let credited = 0;
    for (let i = 0; i < 10; i += 1) {
      const order = await madeOrder(r, token, r.channels.bank, 100);
      const [confirm, reject] = await Promise.all([
        operatorPost(r, rechargeOperatorPaths.confirm, { orderNo: order.orderNo }),
        operatorPost(r, rechargeOperatorPaths.reject, { orderNo: order.orderNo, reason: '重复' }),
      ]);
      const codes = [confirm.statusCode, reject.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      if (confirm.statusCode === 200) credited += 1;
      const status = (confirm.statusCode === 200 ? confirm : reject).json() as {
        data: { status: number };
      };
      expect(status.data.status).toBe(
        confirm.statusCode === 200 ? rechargeStatus.success : rechargeStatus.failed,
      );
    }
    expect(await moneyState(r, user.id)).toMatchObject({
      money: credited * yuan(100),
      entries: credited,
      rechargeTotal: credited * yuan(100),
    });
    await expectLedgerHolds(r);
  });

  it('lets two sweeps at once expire each order once', async () => {
    const { token } = await newMember(r);
    const orders = await Promise.all(
      Array.from({ length: 5 }, () => madeOrder(r, token, r.channels.bank, 100)),
    );
    const start = r.clock.time;
    try {
      r.clock.set(start + 31 * 60_000);
      const expiry = r.t.app.services.recharge.expiry;
      const [a, b] = await Promise.all([expiry.sweep(), expiry.sweep()]);
      const mine = new Set(orders.map((o) => o.orderNo));
      const swept = [...a, ...b].filter((orderNo) => mine.has(orderNo));
      expect(swept.sort()).toEqual([...mine].sort());
    } finally {
      r.clock.set(start);
    }
  });
});
