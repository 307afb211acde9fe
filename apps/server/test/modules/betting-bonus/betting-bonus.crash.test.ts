import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { addDrawnTurn, addTestGame, placeTestSlip, type TestBet } from '../../helpers/bets';
import { killMidWay } from '../../helpers/kill-mid-way';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { ManualClock } from '../draws/draw-test-kit';
import {
  addLiveRound,
  bonusState,
  expectLedgerHolds,
  newBonusMember,
  newKey,
  operatorToken,
  postClaim,
  rebateEntries,
  setRate,
  yuan,
} from './betting-bonus-kit';

const gameId = 71;
const turnNum = '20260301-0001';
const numbers = [3, 14, 25, 36, 47, 8, 49];
/** 特码 07: lost on these numbers. */
const lost = (amount: number): TestBet => ({ playCode: 'tm', content: '07', amount, odds: 48_800 });
const childName = 'claim_child';

/**
 * PostgreSQL only (a second process on one database): a process claiming 洗码 is killed with
 * SIGKILL inside the claim's transaction, its bets marked and the credit not yet written. Nothing
 * of it stays (no claim, no mark, no ledger entry), and the member's next claim pays the bonus
 * once. (PGlite's counterpart: the refusals of betting-bonus.routes.test.ts roll back whole.)
 */
describe('a 洗码 claim killed mid-transaction (postgres)', () => {
  let t: TestApp;
  let client: pg.Client;

  beforeAll(async () => {
    const clock = new ManualClock('2026-03-01T12:05:00Z');
    t = await createTestApp({
      seed: false,
      config: { OPERATOR_TOKEN: operatorToken },
      overrides: { now: clock.now, timers: clock },
    });
    client = new pg.Client({ connectionString: t.testDatabase.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await t.close();
  });

  it('leaves nothing of the killed claim, and the next claim pays once', async () => {
    const app = t.app;
    await addTestGame(app.database.db, gameId, '澳门六合彩');
    await app.services.settlement.whenIdle();
    for (const [category, rate] of Object.entries({ lottery: 45, live: 80 })) {
      expect((await setRate(app, { vipLevel: 2, category, rate })).statusCode).toBe(200);
    }
    // VIP 2 with 100 yuan valid on each side: 450 + 800 to claim.
    const m = await newBonusMember(app, { vipLevel: 2, money: yuan(1000) });
    const at = new Date('2026-03-01T00:01:00Z');
    await placeTestSlip(app, {
      userId: m.user.id,
      gameId,
      turns: [{ turnNum, betEndTime: new Date(at.getTime() - 30_000) }],
      bets: [lost(yuan(60)), lost(yuan(40))],
    });
    await addDrawnTurn(app.database.db, { gameId, turnNum, numbers, planTime: at });
    await app.services.settlement.settleTurn(gameId, turnNum);
    await addLiveRound(app, m.user.id, yuan(100), 0, new Date('2026-03-01T10:00:00Z'));
    const before = await bonusState(app, m.user.id);
    const balance = await expectLedgerHolds(app, m.user.id);

    await killMidWay({
      databaseUrl: t.testDatabase.url,
      childName,
      script: 'test/modules/betting-bonus/claim-in-child.ts',
      args: [String(m.user.id), newKey()],
      marker: 'mid-claim',
      client,
    });

    expect(await bonusState(app, m.user.id)).toEqual(before);
    expect(await expectLedgerHolds(app, m.user.id)).toBe(balance);

    const claimed = await postClaim(app, m.token, { idempotencyKey: newKey() });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ data: { amount: 1250, money: balance + 1250 } });
    expect((await rebateEntries(app, m.user.id)).map((entry) => entry.amount)).toEqual([1250]);
    expect(await expectLedgerHolds(app, m.user.id)).toBe(balance + 1250);
  }, 120_000);
});
