import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  betStatus,
  placeSlipAnswer,
  transactionType,
  type PlaceSlipBody,
} from '@lottery/contracts';
import { betOrders, ledgerEntries } from '../../../src/db/schema';
import { testDriver } from '../../helpers/test-database';
import {
  cancel,
  createBettingApp,
  expectLedgerHolds,
  expectRefused,
  moneyState,
  newMember,
  place,
  slip,
  type BettingApp,
} from './betting-kit';

const yuan = 1000;

describe(`POST /app-api/api/bet/cancel (${testDriver()})`, () => {
  let b: BettingApp;
  beforeAll(async () => {
    b = await createBettingApp();
  });
  afterAll(() => b.close());

  const placeOrders = async (token: string, bets: PlaceSlipBody['bets']) => {
    const res = await place(b, token, slip(b, bets));
    expect(res.statusCode, res.body).toBe(200);
    return placeSlipAnswer.parse(res.json().data).orders.map((order) => order.orderNo);
  };
  const statusOf = async (orderNos: string[]) =>
    (
      await b.t.app.database.db
        .select({ status: betOrders.status })
        .from(betOrders)
        .where(inArray(betOrders.orderNo, orderNos))
        .orderBy(asc(betOrders.id))
    ).map((row) => row.status);
  const bets = (...contents: string[]) =>
    contents.map((content) => ({ playCode: 'tm', content, amount: 10 }));

  it('cancels the member’s pending orders and refunds each stake', async () => {
    const { user, token } = await newMember(b, 100 * yuan);
    const [first, second, kept] = await placeOrders(token, bets('01', '02', '03'));
    const res = await cancel(b, token, `${first},${second}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      code: 0,
      msg: 'success',
      data: { cancelled: [first, second], money: 90 * yuan },
    });
    expect(await statusOf([first!, second!, kept!])).toEqual([
      betStatus.cancelled,
      betStatus.cancelled,
      betStatus.pending,
    ]);
    const refunds = await b.t.app.database.db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.userId, user.id),
          eq(ledgerEntries.transactionType, transactionType.cancelledBetRefund),
        ),
      )
      .orderBy(asc(ledgerEntries.id));
    expect(refunds).toMatchObject([
      { amount: 10 * yuan, reference: `bet:cancel:${first}`, balanceAfter: 80 * yuan },
      { amount: 10 * yuan, reference: `bet:cancel:${second}`, balanceAfter: 90 * yuan },
    ]);
    expect(await expectLedgerHolds(b, user.id)).toBe(90 * yuan);
  });

  it('refuses an order cancelled before, refunding nothing twice', async () => {
    const { user, token } = await newMember(b, 100 * yuan);
    const [order] = await placeOrders(token, bets('01'));
    expect((await cancel(b, token, order!)).statusCode).toBe(200);
    const before = await moneyState(b, user.id);
    expectRefused(await cancel(b, token, order!), 400, 'BET/CANNOT_CANCEL', '该记录不能撤销！');
    expect(await moneyState(b, user.id)).toEqual(before);
  });

  it('cancels nothing when one of the orders is another member’s or unknown', async () => {
    const me = await newMember(b, 100 * yuan);
    const them = await newMember(b, 100 * yuan);
    const [mine] = await placeOrders(me.token, bets('01'));
    const [theirs] = await placeOrders(them.token, bets('02'));
    const before = [await moneyState(b, me.user.id), await moneyState(b, them.user.id)];
    for (const list of [`${mine},${theirs}`, theirs!, `${mine},20990101000000000`]) {
      expectRefused(await cancel(b, me.token, list), 400, 'BET/CANNOT_CANCEL', '该记录不能撤销！');
    }
    expect(await statusOf([mine!, theirs!])).toEqual([betStatus.pending, betStatus.pending]);
    expect([await moneyState(b, me.user.id), await moneyState(b, them.user.id)]).toEqual(before);
  });

  it('refuses once the turn has closed by the server’s clock', async () => {
    const { user, token } = await newMember(b, 100 * yuan);
    const [order] = await placeOrders(token, bets('01'));
    const before = await moneyState(b, user.id);
    const open = b.clock.t;
    try {
      b.clock.set(b.turn.closeTime);
      expectRefused(await cancel(b, token, order!), 400, 'BET/CANNOT_CANCEL');
    } finally {
      b.clock.set(open);
    }
    expect(await statusOf([order!])).toEqual([betStatus.pending]);
    expect(await moneyState(b, user.id)).toEqual(before);
  });

  it('refuses a settled order', async () => {
    const { user, token } = await newMember(b, 100 * yuan);
    const [order] = await placeOrders(token, bets('01'));
    await b.t.app.database.db
      .update(betOrders)
      .set({ status: betStatus.settled, result: 0 })
      .where(eq(betOrders.orderNo, order!));
    const before = await moneyState(b, user.id);
    expectRefused(await cancel(b, token, order!), 400, 'BET/CANNOT_CANCEL');
    expect(await moneyState(b, user.id)).toEqual(before);
  });

  it('refuses every cancel while system config hy_is_cancel is not 1', async () => {
    const { user, token } = await newMember(b, 100 * yuan);
    const [order] = await placeOrders(token, bets('01'));
    const before = await moneyState(b, user.id);
    const { settings } = b.t.app.services;
    await settings.setSystemConfig({ configKey: 'hy_is_cancel', configValue: '0' });
    try {
      expectRefused(
        await cancel(b, token, order!),
        400,
        'BET/CANCEL_DISABLED',
        '注单状态不能撤单，请刷新页面！',
      );
    } finally {
      await settings.setSystemConfig({ configKey: 'hy_is_cancel', configValue: '1' });
    }
    expect(await moneyState(b, user.id)).toEqual(before);
    expect((await cancel(b, token, order!)).statusCode).toBe(200);
  });

  it('refuses guests and malformed order numbers', async () => {
    const { token } = await newMember(b, 0);
    expectRefused(await cancel(b, undefined, '20260101000000000'), 401, 'UC/NOT_LOGGED_IN');
    for (const list of ['', 'a', '2026,', '2026010100000,,x', '注单号12345']) {
      expectRefused(await cancel(b, token, list), 400, 'SYS/VALIDATION');
    }
  });

  it('frees the stake of a cancelled order for the play’s turn limit', async () => {
    const { token } = await newMember(b, 20_000 * yuan);
    const big = (content: string, amount: number) => [{ playCode: 'tm', content, amount }];
    const [first] = await placeOrders(token, [...big('01', 5000), ...big('02', 5000)]);
    expectRefused(await place(b, token, slip(b, big('03', 10))), 400, 'BET/TURN_LIMIT');
    expect((await cancel(b, token, first!)).statusCode).toBe(200);
    expect((await place(b, token, slip(b, big('03', 5000)))).statusCode).toBe(200);
  });

  it('refunds once when a cancel races the settlement of the same order', async () => {
    const { db } = b.t.app.database;
    const { wallet } = b.t.app.services;
    for (let round = 0; round < 5; round += 1) {
      const { user, token } = await newMember(b, 100 * yuan);
      const [order] = await placeOrders(token, bets('01'));
      // The settler's transition: pending → settled (won) with its payout, in one transaction.
      const settle = db.transaction(async (tx) => {
        const [row] = await tx
          .update(betOrders)
          .set({ status: betStatus.settled, result: 1, reward: 488 * yuan })
          .where(and(eq(betOrders.orderNo, order!), eq(betOrders.status, betStatus.pending)))
          .returning();
        if (!row) return false;
        await wallet.post(
          {
            userId: user.id,
            wallet: 'money',
            amount: 488 * yuan,
            type: transactionType.payout,
            reference: `test:payout:${order}`,
          },
          tx,
        );
        return true;
      });
      const [settled, res] = await Promise.all([settle, cancel(b, token, order!)]);
      const cancelled = res.statusCode === 200;
      expect(
        settled !== cancelled,
        `round ${round}: settled ${settled}, cancelled ${cancelled}`,
      ).toBe(true);
      const money = await expectLedgerHolds(b, user.id);
      expect(money).toBe(settled ? (90 + 488) * yuan : 100 * yuan);
      expect(await statusOf([order!])).toEqual([settled ? betStatus.settled : betStatus.cancelled]);
    }
  });
});
