import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  betResult,
  betStatus,
  bettingBonusOf,
  transactionType,
  type BettingBonus,
  type BettingBonusCategory,
} from '@lottery/contracts';
import { betOrders, bettingBonusRates, ledgerEntries, liveBetRecords } from '../../src/db/schema';
import { demoMember, demoMemberDeposit } from '../../src/demo/demo-accounts';
import { demoBettingBonusRate } from '../../src/demo/generate-betting-bonus';
import type { User } from '../../src/modules/auth/session.service';
import { bearer, signIn } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testDriver } from '../helpers/test-database';

const dayMs = 86_400_000;

describe(`member01's demo game rounds and 洗码 (${testDriver()})`, () => {
  let t: TestApp;
  let member: User;
  let rounds: (typeof liveBetRecords.$inferSelect)[];
  let entries: (typeof ledgerEntries.$inferSelect)[];
  beforeAll(async () => {
    t = await createTestApp();
    const found = await t.app.services.account.findByAccount(demoMember.account);
    if (!found) throw new Error('no member01 in the demo');
    member = found;
    const { db } = t.app.database;
    rounds = await db
      .select()
      .from(liveBetRecords)
      .where(eq(liveBetRecords.userId, member.id))
      .orderBy(asc(liveBetRecords.betAt));
    entries = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, member.id))
      .orderBy(asc(ledgerEntries.id));
  });
  afterAll(() => t.close());

  const entryOf = (reference: string) => entries.find((entry) => entry.reference === reference);

  it('has three weeks of settled rounds on several platforms: won, lost and one push', () => {
    expect(rounds.length).toBeGreaterThanOrEqual(10);
    expect(rounds.every((round) => round.status === 'settled')).toBe(true);
    expect(new Set(rounds.map((round) => round.liveCode)).size).toBeGreaterThanOrEqual(3);
    expect(rounds.filter((round) => round.winAmount > round.betAmount).length).toBeGreaterThan(0);
    expect(rounds.filter((round) => round.winAmount < round.betAmount).length).toBeGreaterThan(1);
    expect(rounds.filter((round) => round.winAmount === round.betAmount)).toHaveLength(1);
    const first = rounds[0]!.betAt.getTime();
    const last = rounds.at(-1)!.betAt.getTime();
    expect(last - first).toBeGreaterThanOrEqual(14 * dayMs);
    // Before the generator's moment: the live wallet was brought back to 0 then.
    const restore = entryOf(`demo:live-restore:${member.account}`);
    expect(restore).toMatchObject({
      wallet: 'live',
      transactionType: transactionType.manualDeduction,
    });
    expect(restore!.createdAt.getTime() - last).toBeGreaterThan(dayMs);
    for (const round of rounds) {
      expect(round.settledAt!.getTime()).toBeGreaterThanOrEqual(round.betAt.getTime());
      expect(round.bonusClaimId).toBeNull();
    }
  });

  it('played each round through the live wallet’s ledger, at the round’s time', () => {
    for (const round of rounds) {
      const reference = `live:${round.liveCode}:${round.roundId}`;
      expect(entryOf(`${reference}:bet`)).toMatchObject({
        wallet: 'live',
        amount: -round.betAmount,
        transactionType: transactionType.liveBet,
        createdAt: round.betAt,
      });
      const win = entryOf(`${reference}:win`);
      if (round.winAmount > 0) {
        expect(win).toMatchObject({
          wallet: 'live',
          amount: round.winAmount,
          transactionType: transactionType.livePayout,
          createdAt: round.settledAt,
        });
      } else {
        expect(win).toBeUndefined();
      }
    }
  });

  it('leaves member01’s balances as the README says and its main wallet alone', async () => {
    expect(await t.app.services.wallet.balances(member.id)).toEqual({
      money: demoMemberDeposit,
      liveMoney: 0,
    });
    for (const kind of ['money', 'live'] as const) {
      const sum = entries
        .filter((entry) => entry.wallet === kind)
        .reduce((total, entry) => total + entry.amount, 0);
      expect(sum).toBe(kind === 'money' ? demoMemberDeposit : 0);
    }
    expect(new Set(entries.map((entry) => entry.reference)).size).toBe(entries.length);
    // The rounds were funded in the live wallet: no transfer, deposit or turnover in the main one.
    const games = entries.filter((entry) => /^(demo:live-|live:)/.test(entry.reference));
    expect(games.length).toBeGreaterThan(rounds.length);
    expect(games.every((entry) => entry.wallet === 'live')).toBe(true);
    expect(entries.some((entry) => entry.transactionType === transactionType.liveTransfer)).toBe(
      false,
    );
  });

  it('sets the 洗码 rates of every VIP level', async () => {
    const rates = await t.app.database.db
      .select()
      .from(bettingBonusRates)
      .orderBy(asc(bettingBonusRates.vipLevel), asc(bettingBonusRates.category));
    expect(rates).toHaveLength(20);
    for (const row of rates) {
      expect(row.rate).toBe(
        demoBettingBonusRate(row.category as BettingBonusCategory, row.vipLevel),
      );
    }
    expect(demoBettingBonusRate('lottery', 1)).toBe(35);
    expect(demoBettingBonusRate('live', 9)).toBe(140);
  });

  it('gives member01 a bonus to claim on its lottery bets and rounds, paid by 领取', async () => {
    const { db } = t.app.database;
    const [lottery] = await db
      .select({
        validBet: sql<number>`coalesce(sum(${betOrders.amount}), 0)::bigint`.mapWith(Number),
        betCount: sql<number>`count(*)::int`.mapWith(Number),
      })
      .from(betOrders)
      .where(
        and(
          eq(betOrders.userId, member.id),
          eq(betOrders.status, betStatus.settled),
          sql`${betOrders.result} in (${betResult.lost}, ${betResult.won})`,
        ),
      );
    const valid = rounds.filter((round) => round.winAmount !== round.betAmount);
    const live = {
      validBet: valid.reduce((sum, round) => sum + round.betAmount, 0),
      betCount: valid.length,
    };
    expect(lottery!.betCount).toBeGreaterThan(5);

    const token = await signIn(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/app-api/api/user/betting-bonus',
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json().data as BettingBonus;
    const rows = [
      { category: 'lottery', name: '彩票', ...lottery!, rate: 35 },
      { category: 'live', name: '娱乐场', ...live, rate: 60 },
    ].map((row) => ({ ...row, amount: bettingBonusOf(row.validBet, row.rate) }));
    expect(summary).toEqual({
      list: rows,
      total: rows[0]!.amount + rows[1]!.amount,
      vipLevel: 1,
      lastClaimAt: null,
      claimedTotal: 0,
    });
    expect(rows.every((row) => row.amount > 0)).toBe(true);

    const claim = await t.app.inject({
      method: 'POST',
      url: '/app-api/api/user/betting-bonus/claim',
      headers: bearer(token),
      payload: { idempotencyKey: 'demo-claim-test-1' },
    });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json().data).toMatchObject({
      amount: summary.total,
      money: demoMemberDeposit + summary.total,
    });
  });
});
