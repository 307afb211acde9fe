import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { betResult, betStatus, transactionType, withdrawPaths } from '@lottery/contracts';
import { betOrders, liveBetRecords, paymentChannels, rechargeOrders } from '../../../src/db/schema';
import { addTestGame, placeTestSlip } from '../../helpers/bets';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';
import { credit, memberGet, newMember, yuan } from './withdraw-kit';

const gameId = 9_019;

/**
 * validWithdraw/queryAll from the member's real records: deposits (successful recharges and
 * manual deposits) since the last paid withdrawal, and the stakes that were at risk since then.
 */
describe(`the turnover read (${testDriver()})`, () => {
  let t: TestApp;
  const app = () => t.app;

  beforeAll(async () => {
    t = await createTestApp();
    await addTestGame(app().database.db, gameId);
  });
  afterAll(() => t.close());

  const read = async (token: string) => {
    const res = await memberGet(app(), token, withdrawPaths.validWithdraw);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: Record<string, unknown> & { rows: Record<string, unknown>[] } })
      .data;
  };

  it('counts recharges and manual deposits against settled stakes, ties and open rounds left out', async () => {
    const { db } = app().database;
    const m = await newMember(app(), 0);
    await credit(app(), m.user.id, yuan(300), transactionType.manualDeposit, `t:dep:${m.account}`);
    // Money from elsewhere (a gift) asks no turnover.
    await credit(
      app(),
      m.user.id,
      yuan(50),
      transactionType.registrationBonus,
      `t:gift:${m.account}`,
    );
    const [channel] = await db
      .insert(paymentChannels)
      .values({ type: 2, name: '测试通道', minAmount: 1000, maxAmount: yuan(50_000), details: {} })
      .returning();
    const recharge = (orderNo: string, status: number, amount: number) => ({
      orderNo,
      userId: m.user.id,
      channelId: channel!.id,
      channelType: 2,
      channelName: '测试通道',
      amount,
      status,
      reference: orderNo,
      payTo: {},
      idempotencyKey: orderNo,
      expiresAt: new Date(Date.now() + 3_600_000),
      finishedAt: new Date(),
    });
    await db
      .insert(rechargeOrders)
      .values([
        recharge(`R${m.user.id}OK`, 2, yuan(200)),
        recharge(`R${m.user.id}FAIL`, 3, yuan(999)),
      ]);
    const turn = { turnNum: '20990101-0001', betEndTime: new Date(Date.now() + 3_600_000) };
    const placed = await placeTestSlip(app(), {
      userId: m.user.id,
      gameId,
      turns: [turn],
      bets: [50, 30, 20, 10].map((y) => ({
        playCode: 'tm',
        content: '01',
        amount: yuan(y),
        odds: 48_800,
      })),
    });
    const results = [betResult.won, betResult.lost, betResult.tie];
    for (const [i, result] of results.entries()) {
      await db
        .update(betOrders)
        .set({ status: betStatus.settled, result })
        .where(eq(betOrders.id, placed[i]!.id));
    }
    const round = (roundId: string, bet: number, win: number, status: string) => ({
      liveCode: 'demo',
      roundId: `${m.user.id}-${roundId}`,
      userId: m.user.id,
      gameCode: 'baccarat',
      gameName: '百家乐',
      betAmount: yuan(bet),
      winAmount: yuan(win),
      status,
      detail: {},
      betAt: new Date(),
      settledAt: status === 'settled' ? new Date() : null,
    });
    await db
      .insert(liveBetRecords)
      .values([
        round('a', 40, 0, 'settled'),
        round('b', 25, 25, 'settled'),
        round('c', 7, 0, 'open'),
      ]);

    const turnover = await read(m.token);
    // Valid: won 50 + lost 30 + the live round lost 40; the tie, the pending bet, the push and the
    // open round are not.
    expect(turnover).toMatchObject({
      relaxQuota: 0,
      requireDML: yuan(500),
      sumAllDml: yuan(120),
      sumAllDeduct: yuan(380),
      yetWithdraw: false,
    });
    expect(turnover.rows.map((row) => [row.rechargeMoney, row.validDml, row.deduct])).toEqual(
      expect.arrayContaining([
        [yuan(300), expect.any(Number), expect.any(Number)],
        [yuan(200), expect.any(Number), expect.any(Number)],
      ]),
    );
    expect(turnover.rows).toHaveLength(2);
  });

  it('starts again after a paid withdrawal', async () => {
    const m = await newMember(app(), 0);
    await credit(app(), m.user.id, yuan(500), transactionType.manualDeposit, `t:dep1:${m.account}`);
    expect(await read(m.token)).toMatchObject({ requireDML: yuan(500), yetWithdraw: false });
    const order = await app().services.withdraw.record(
      m.user.id,
      { amount: yuan(100), idempotencyKey: `paid-${m.account}`, to: { bankId: m.bankId } },
      { bankId: m.bankId, type: 2, bankName: '中国银行', bankAccount: '6217', accountName: '李明' },
    );
    // Under review it still counts the old deposit; once paid, only what came after.
    expect(await read(m.token)).toMatchObject({ requireDML: yuan(500) });
    await app().services.withdrawDecisions.pay(order.id, '');
    expect(await read(m.token)).toMatchObject({ requireDML: 0, rows: [], yetWithdraw: true });
    await credit(app(), m.user.id, yuan(80), transactionType.manualDeposit, `t:dep2:${m.account}`);
    const after = await read(m.token);
    expect(after).toMatchObject({ requireDML: yuan(80), sumAllDeduct: yuan(80) });
    expect(after.rows[0]).toMatchObject({
      orderNo: `t:dep2:${m.account}`,
      rechargeMoney: yuan(80),
      finished: false,
    });
  });
});
