import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { bettingBonusClaim, bettingBonusOf, type BettingBonusClaim } from '@lottery/contracts';
import { betOrders, bettingBonusClaims, liveBetRecords } from '../../../src/db/schema';
import { addDrawnTurn, addTestGame, placeTestSlip, type TestBet } from '../../helpers/bets';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';
import { ManualClock } from '../draws/draw-test-kit';
import {
  addLiveRound,
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
const numbers = [3, 14, 25, 36, 47, 8, 49];
/** 特码 07: lost on these numbers. */
const lost = (amount: number): TestBet => ({
  playCode: 'tm',
  content: '07',
  amount,
  odds: 48_800,
});
const rates = { lottery: 45, live: 80 };

/**
 * Claims racing each other and the settlement. On PostgreSQL the calls run on parallel
 * connections; on PGlite they interleave on its one connection. Either way a bonus is paid once,
 * and what a claim paid is exactly the bonus of the bets it marked.
 */
describe(`我的洗码 under contention (${testDriver()})`, () => {
  let t: TestApp;
  const app = () => t.app;
  const db = () => t.app.database.db;

  beforeAll(async () => {
    const clock = new ManualClock('2026-03-01T12:05:00Z');
    t = await createTestApp({
      seed: false,
      config: { OPERATOR_TOKEN: operatorToken },
      overrides: { now: clock.now, timers: clock },
    });
    await addTestGame(db(), gameId, '澳门六合彩');
    await app().services.settlement.whenIdle();
    for (const [category, rate] of Object.entries(rates)) {
      expect((await setRate(app(), { vipLevel: 2, category, rate })).statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  let turns = 0;
  const nextTurn = () => {
    turns += 1;
    return {
      turnNum: `20260301-${String(turns).padStart(4, '0')}`,
      at: new Date(Date.parse('2026-03-01T00:00:00Z') + turns * 60_000),
    };
  };
  /** Lost bets of these stakes on a fresh turn, placed and (unless `settle` is false) settled. */
  const lostBets = async (userId: number, stakes: number[], settle = true) => {
    const turn = nextTurn();
    await placeTestSlip(app(), {
      userId,
      gameId,
      turns: [{ turnNum: turn.turnNum, betEndTime: new Date(turn.at.getTime() - 30_000) }],
      bets: stakes.map(lost),
    });
    await addDrawnTurn(db(), { gameId, turnNum: turn.turnNum, numbers, planTime: turn.at });
    const settling = app().services.settlement.settleTurn(gameId, turn.turnNum);
    if (settle) await settling;
    return settling;
  };
  /** A member of VIP 2 with 100 yuan valid on each side: 450 + 800 to claim. */
  const memberWithBonus = async () => {
    const m = await newBonusMember(app(), { vipLevel: 2, money: yuan(1000) });
    await lostBets(m.user.id, [yuan(60), yuan(40)]);
    await addLiveRound(app(), m.user.id, yuan(100), 0, new Date('2026-03-01T10:00:00Z'));
    return m;
  };
  const codeOf = (res: { statusCode: number; json(): unknown }) =>
    res.statusCode === 200 ? 'ok' : (res.json() as { code: string }).code;

  it('20 parallel claims with different keys pay once', async () => {
    const m = await memberWithBonus();
    const before = await expectLedgerHolds(app(), m.user.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postClaim(app(), m.token, { idempotencyKey: newKey() })),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
    expect(codes.filter((code) => code !== 'ok')).toEqual(
      Array.from({ length: 19 }, () => 'BONUS/NOTHING_TO_CLAIM'),
    );
    const paid = answers.find((res) => res.statusCode === 200);
    expect(paid?.json()).toMatchObject({ data: { amount: 1250, money: before + 1250 } });
    expect((await rebateEntries(app(), m.user.id)).map((e) => e.amount)).toEqual([1250]);
    expect(
      await db().select().from(bettingBonusClaims).where(eq(bettingBonusClaims.userId, m.user.id)),
    ).toHaveLength(1);
    expect(await expectLedgerHolds(app(), m.user.id)).toBe(before + 1250);
  });

  it('20 parallel retries of one key pay once and all answer the same claim', async () => {
    const m = await memberWithBonus();
    const before = await expectLedgerHolds(app(), m.user.id);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postClaim(app(), m.token, { idempotencyKey: key })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const claims = answers.map((res) => bettingBonusClaim.parse(res.json().data));
    expect(new Set(claims.map((claim) => JSON.stringify(claim))).size).toBe(1);
    expect(claims[0]).toMatchObject({ amount: 1250, money: before + 1250 });
    expect((await rebateEntries(app(), m.user.id)).map((e) => e.amount)).toEqual([1250]);
    expect(await expectLedgerHolds(app(), m.user.id)).toBe(before + 1250);
  });

  it('one key retried among other keys: one payment, every success the same claim', async () => {
    const m = await memberWithBonus();
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postClaim(app(), m.token, { idempotencyKey: i % 2 === 0 ? key : newKey() }),
      ),
    );
    const ok = answers.filter((res) => res.statusCode === 200);
    expect(new Set(ok.map((res) => bettingBonusClaim.parse(res.json().data).claimId)).size).toBe(1);
    expect(
      answers.map(codeOf).filter((code) => code !== 'ok' && code !== 'BONUS/NOTHING_TO_CLAIM'),
    ).toEqual([]);
    expect((await rebateEntries(app(), m.user.id)).map((e) => e.amount)).toEqual([1250]);
    await expectLedgerHolds(app(), m.user.id);
  });

  it('claims racing the settlement pay exactly the bonus of the bets each marked', async () => {
    const m = await newBonusMember(app(), { vipLevel: 2, money: yuan(100_000) });
    const stakes = Array.from({ length: 40 }, (_, i) => yuan(1 + (i % 7)));
    await lostBets(m.user.id, stakes.slice(0, 10));
    const results = await Promise.allSettled([
      lostBets(m.user.id, stakes.slice(10, 25)),
      ...Array.from({ length: 5 }, () => postClaim(app(), m.token, { idempotencyKey: newKey() })),
      lostBets(m.user.id, stakes.slice(25)),
      ...Array.from({ length: 5 }, () => postClaim(app(), m.token, { idempotencyKey: newKey() })),
    ]);
    expect(results.every((result) => result.status === 'fulfilled')).toBe(true);
    // Whatever was left unclaimed is claimed now (or nothing was left).
    const last = await postClaim(app(), m.token, { idempotencyKey: newKey() });
    expect([200, 400]).toContain(last.statusCode);

    const claims = await db()
      .select()
      .from(bettingBonusClaims)
      .where(eq(bettingBonusClaims.userId, m.user.id));
    expect(claims.length).toBeGreaterThanOrEqual(1);
    for (const claim of claims) {
      const [marked] = await db()
        .select({
          validBet: sql<number>`coalesce(sum(${betOrders.amount}), 0)::bigint`.mapWith(Number),
          betCount: sql<number>`count(*)::int`.mapWith(Number),
        })
        .from(betOrders)
        .where(eq(betOrders.bonusClaimId, claim.id));
      const lottery = claim.detail.find((row) => row.category === 'lottery');
      expect(lottery).toEqual({
        category: 'lottery',
        ...marked,
        rate: rates.lottery,
        amount: bettingBonusOf(marked?.validBet ?? 0, rates.lottery),
      });
      expect(claim.amount).toBe(lottery?.amount);
    }
    // Every bet was claimed once, and the claims together paid the bonus of each part.
    const unclaimed = await db()
      .select()
      .from(betOrders)
      .where(and(eq(betOrders.userId, m.user.id), isNull(betOrders.bonusClaimId)));
    expect(unclaimed).toEqual([]);
    expect(claims.reduce((sum, claim) => sum + claim.amount, 0)).toBe(
      (await rebateEntries(app(), m.user.id)).reduce((sum, entry) => sum + entry.amount, 0),
    );
    expect(claims.reduce((sum, claim) => sum + (claim.detail[0]?.validBet ?? 0), 0)).toBe(
      stakes.reduce((sum, stake) => sum + stake, 0),
    );
    await expectLedgerHolds(app(), m.user.id);
  });

  it('a claim racing new live rounds pays the rounds it marked', async () => {
    const m = await newBonusMember(app(), { vipLevel: 2, money: yuan(10) });
    const at = new Date('2026-03-01T11:00:00Z');
    await addLiveRound(app(), m.user.id, yuan(10), 0, at);
    const [first, , second] = await Promise.all([
      postClaim(app(), m.token, { idempotencyKey: newKey() }),
      addLiveRound(app(), m.user.id, yuan(20), 0, at),
      postClaim(app(), m.token, { idempotencyKey: newKey() }),
      addLiveRound(app(), m.user.id, yuan(30), yuan(90), at),
    ]);
    const last = await postClaim(app(), m.token, { idempotencyKey: newKey() });
    const claims: BettingBonusClaim[] = [first, second, last]
      .filter((res) => res.statusCode === 200)
      .map((res) => bettingBonusClaim.parse(res.json().data));
    expect(claims.length).toBeGreaterThanOrEqual(1);
    const rounds = await db()
      .select()
      .from(liveBetRecords)
      .where(eq(liveBetRecords.userId, m.user.id));
    expect(rounds.every((round) => round.bonusClaimId !== null)).toBe(true);
    const paid = (await rebateEntries(app(), m.user.id)).reduce((sum, e) => sum + e.amount, 0);
    const stored = await db()
      .select()
      .from(bettingBonusClaims)
      .where(eq(bettingBonusClaims.userId, m.user.id));
    for (const claim of stored) {
      const mine = rounds.filter((round) => round.bonusClaimId === claim.id);
      const validBet = mine.reduce((sum, round) => sum + round.betAmount, 0);
      expect(claim.amount).toBe(bettingBonusOf(validBet, rates.live));
    }
    expect(paid).toBe(stored.reduce((sum, claim) => sum + claim.amount, 0));
    expect(paid).toBe(
      bettingBonusOf(yuan(10), 80) + bettingBonusOf(yuan(20), 80) + bettingBonusOf(yuan(30), 80),
    );
  });
});
