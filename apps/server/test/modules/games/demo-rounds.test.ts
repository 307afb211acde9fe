import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { transactionType } from '@lottery/contracts';
import { ledgerEntries, liveBetRecords, users } from '../../../src/db/schema';
import {
  baccaratPayout,
  dragonTigerPayout,
  slotPayout,
  type BaccaratDeal,
  type DragonTigerDeal,
  type SlotSpin,
} from '../../../src/modules/games/providers/demo/demo-engines';
import { bearer } from '../../helpers/accounts';
import { signIn } from '../../helpers/accounts';
import { createTestApp, type TestApp } from '../../helpers/test-app';

interface RoundAnswer {
  roundId: string;
  status: string;
  bets: Record<string, number>;
  betAmount: number;
  winAmount: number;
  deal: (DragonTigerDeal & BaccaratDeal) | null;
  spin: SlotSpin | null;
  balance: number;
}

describe('the demo provider’s rounds', () => {
  let t: TestApp;
  let userId: number;
  let memberToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    const user = await t.app.services.account.createMember({
      account: 'player01',
      password: 'Passw0rdA',
    });
    userId = user.id;
    await t.app.services.wallet.post({
      userId,
      wallet: 'money',
      amount: 500_000,
      type: transactionType.manualDeposit,
      reference: 'test:deposit:player01',
    });
    memberToken = await signIn(t.app, 'player01', 'Passw0rdA');
  });
  afterAll(() => t.close());

  /** Launches a game and answers its session token (as the page would read it). */
  const sessionFor = async (liveCode: string, gameCode: string, token = memberToken) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/app-api/live/play?liveCode=${liveCode}&gameType=${gameCode}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return new URL(response.json().data as string).searchParams.get('token') ?? '';
  };
  const call = (session: string, path: string, payload?: unknown) =>
    t.app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url: `/demo-casino/api/${path}`,
      headers: { 'x-live-token': session },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const round = async (session: string, path: string, payload: unknown): Promise<RoundAnswer> => {
    const response = await call(session, path, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as RoundAnswer;
  };
  const liveMoney = async () => (await t.app.services.wallet.balances(userId)).liveMoney;
  const ledgerOf = (roundId: string) =>
    t.app.database.db
      .select()
      .from(ledgerEntries)
      .where(like(ledgerEntries.reference, `live:%:${roundId}:%`));
  const recordOf = async (roundId: string) => {
    const [row] = await t.app.database.db
      .select()
      .from(liveBetRecords)
      .where(eq(liveBetRecords.roundId, roundId));
    return row;
  };

  it('shows the game, the chips and the live balance', async () => {
    const session = await sessionFor('QXQP', 'card-dragon-tiger');
    const response = await call(session, 'state');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      gameName: '龙虎斗',
      engine: 'dragon-tiger',
      labels: { dragon: '龙', tiger: '虎', tie: '和' },
      chips: [1000, 10000, 50000, 100000],
      balance: await liveMoney(),
      openRound: null,
    });
    const sport = await call(await sessionFor('TXTY', 'sport-football-duel'), 'state');
    expect(sport.json().data.labels).toEqual({ dragon: '主队', tiger: '客队', tie: '平局' });
  });

  it.each([
    ['QXQP', 'card-dragon-tiger', { dragon: 10_000, tiger: 0, tie: 1_000 }],
    ['QXQP', 'card-baccarat', { player: 0, banker: 20_000, tie: 1_000 }],
  ])(
    'a %s %s round changes liveMoney through the ledger once, however often it is retried',
    async (liveCode, gameCode, bets) => {
      const session = await sessionFor(liveCode, gameCode);
      const before = await liveMoney();
      const stake = Object.values(bets).reduce((a, b) => a + b, 0);
      const roundId = `round-${gameCode}`;

      // The bet, sent three times at once and once more: one stake taken, the cards hidden.
      const bets4 = await Promise.all(
        [1, 2, 3].map(() => round(session, 'bet', { roundId, bets })),
      );
      const open = await round(session, 'bet', { roundId, bets });
      for (const answer of [...bets4, open]) {
        expect(answer).toMatchObject({
          roundId,
          status: 'open',
          betAmount: stake,
          winAmount: 0,
          deal: null,
        });
      }
      expect(await liveMoney()).toBe(before - stake);
      expect((await recordOf(roundId))?.status).toBe('open');

      // The deal, sent three times at once and once more: one payout.
      const settled = await Promise.all([1, 2, 3].map(() => round(session, 'settle', { roundId })));
      const again = await round(session, 'settle', { roundId });
      for (const answer of [...settled, again]) expect(answer.deal).toEqual(settled[0]!.deal);
      const deal = again.deal!;
      const expected =
        gameCode === 'card-baccarat'
          ? baccaratPayout(
              { player: 0, banker: 0, tie: 0, ...(bets as Record<string, number>) },
              deal,
            )
          : dragonTigerPayout(
              { dragon: 0, tiger: 0, tie: 0, ...(bets as Record<string, number>) },
              deal,
            );
      expect(again.winAmount).toBe(expected);
      expect(again.balance).toBe(before - stake + expected);
      expect(await liveMoney()).toBe(before - stake + expected);

      const entries = await ledgerOf(roundId);
      expect(
        entries.filter((e) => e.amount < 0).map((e) => [e.wallet, e.amount, e.transactionType]),
      ).toEqual([['live', -stake, transactionType.liveBet]]);
      expect(
        entries.filter((e) => e.amount > 0).map((e) => [e.wallet, e.amount, e.transactionType]),
      ).toEqual(expected > 0 ? [['live', expected, transactionType.livePayout]] : []);
      expect(await recordOf(roundId)).toMatchObject({
        liveCode,
        gameCode,
        userId,
        betAmount: stake,
        winAmount: expected,
        status: 'settled',
      });
    },
  );

  it('a slot spin changes liveMoney through the ledger once, however often it is retried', async () => {
    const session = await sessionFor('HLDZ', 'slot-lucky-777');
    const before = await liveMoney();
    const roundId = 'spin-0001';
    const answers = await Promise.all(
      [1, 2, 3].map(() => round(session, 'spin', { roundId, bet: 10_000 })),
    );
    const again = await round(session, 'spin', { roundId, bet: 10_000 });
    for (const answer of [...answers, again]) expect(answer.spin).toEqual(again.spin);
    const won = slotPayout({ bet: 10_000 }, again.spin!);
    expect(again).toMatchObject({ status: 'settled', betAmount: 10_000, winAmount: won });
    expect(await liveMoney()).toBe(before - 10_000 + won);
    const entries = await ledgerOf(roundId);
    expect(entries).toHaveLength(won > 0 ? 2 : 1);
    expect(await recordOf(roundId)).toMatchObject({
      gameName: '幸运777',
      betAmount: 10_000,
      winAmount: won,
    });
  });

  it('plays many spins from the server’s randomness, each once', async () => {
    const session = await sessionFor('HLDZ', 'slot-fruit-party');
    const before = await liveMoney();
    let net = 0;
    const reels = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      const answer = await round(session, 'spin', { roundId: `many-spins-${i}`, bet: 1_000 });
      net += answer.winAmount - answer.betAmount;
      reels.add(answer.spin!.reels.join(''));
    }
    expect(await liveMoney()).toBe(before + net);
    expect(reels.size).toBeGreaterThan(1);
  });

  it('refuses a new round or a launch while a round is open (KY/0), until it is dealt', async () => {
    const session = await sessionFor('QXQP', 'card-dragon-tiger');
    await round(session, 'bet', {
      roundId: 'open-round-1',
      bets: { dragon: 1_000, tiger: 0, tie: 0 },
    });
    const second = await call(session, 'bet', {
      roundId: 'open-round-2',
      bets: { dragon: 1_000, tiger: 0, tie: 0 },
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ code: 'KY/0', msg: '您正在牌局中，请稍后再试！' });
    const launch = await t.app.inject({
      method: 'GET',
      url: '/app-api/live/play?liveCode=HLDZ&gameType=slot-lucky-777',
      headers: bearer(memberToken),
    });
    expect(launch.statusCode).toBe(400);
    expect(launch.json()).toMatchObject({ code: 'KY/0', msg: '您正在牌局中，请稍后再试！' });
    // The page opened again shows the open round; dealing it frees the member.
    expect((await call(session, 'state')).json().data.openRound).toMatchObject({
      roundId: 'open-round-1',
    });
    await round(session, 'settle', { roundId: 'open-round-1' });
    expect(await recordOf('open-round-2')).toBeUndefined();
    await sessionFor('HLDZ', 'slot-lucky-777');
  });

  it('deals a round left open for a minute when the member comes back', async () => {
    const session = await sessionFor('QXQP', 'card-dragon-tiger');
    const before = await liveMoney();
    await round(session, 'bet', {
      roundId: 'left-open-1',
      bets: { dragon: 0, tiger: 1_000, tie: 0 },
    });
    await t.app.database.db
      .update(liveBetRecords)
      .set({ betAt: new Date(Date.now() - 61_000) })
      .where(eq(liveBetRecords.roundId, 'left-open-1'));
    await sessionFor('HLDZ', 'slot-lucky-777');
    const record = await recordOf('left-open-1');
    expect(record?.status).toBe('settled');
    expect(await liveMoney()).toBe(before - 1_000 + record!.winAmount);
  });

  it('refuses bad bets and changes nothing', async () => {
    const table = await sessionFor('QXQP', 'card-dragon-tiger');
    const slot = await sessionFor('HLDZ', 'slot-lucky-777');
    const before = await liveMoney();
    const cases: [string, string, unknown, number, string][] = [
      [
        table,
        'bet',
        { roundId: 'bad-case-1', bets: { dragon: 0, tiger: 0, tie: 0 } },
        400,
        'LIVE/BET_INVALID',
      ],
      [
        table,
        'bet',
        { roundId: 'bad-case-2', bets: { dragon: 1_500, tiger: 0, tie: 0 } },
        400,
        'LIVE/BET_INVALID',
      ],
      [
        table,
        'bet',
        { roundId: 'bad-case-3', bets: { dragon: -1_000, tiger: 2_000, tie: 0 } },
        400,
        'LIVE/BET_INVALID',
      ],
      [table, 'bet', { roundId: 'bad-case-4', bets: { banker: 1_000 } }, 400, 'LIVE/BET_INVALID'],
      [
        table,
        'bet',
        { roundId: 'bad-case-5', bets: { dragon: 20_000_000, tiger: 0, tie: 0 } },
        400,
        'LIVE/BET_INVALID',
      ],
      // Each spot within 10,000 yuan, the round's total above it.
      [
        table,
        'bet',
        { roundId: 'bad-case-13', bets: { dragon: 10_000_000, tiger: 1_000, tie: 0 } },
        400,
        'LIVE/BET_INVALID',
      ],
      [
        table,
        'bet',
        { roundId: 'x', bets: { dragon: 1_000, tiger: 0, tie: 0 } },
        400,
        'SYS/VALIDATION',
      ],
      [table, 'bet', { roundId: 'bad-case-6' }, 400, 'SYS/VALIDATION'],
      [table, 'spin', { roundId: 'bad-case-7', bet: 1_000 }, 400, 'LIVE/BET_INVALID'],
      [slot, 'bet', { roundId: 'bad-case-8', bets: { dragon: 1_000 } }, 400, 'LIVE/BET_INVALID'],
      [slot, 'spin', { roundId: 'bad-case-9', bet: 0 }, 400, 'LIVE/BET_INVALID'],
      [slot, 'spin', { roundId: 'bad-case-10', bet: 1.5 }, 400, 'LIVE/BET_INVALID'],
      [slot, 'spin', { roundId: 'bad-case-11', bet: 1_000, extra: 1 }, 400, 'SYS/VALIDATION'],
      [table, 'settle', { roundId: 'no-such-round' }, 404, 'LIVE/ROUND_NOT_FOUND'],
      ['', 'spin', { roundId: 'bad-case-12', bet: 1_000 }, 401, 'LIVE/SESSION_INVALID'],
      ['made-up', 'state', undefined, 401, 'LIVE/SESSION_INVALID'],
    ];
    for (const [session, path, payload, status, code] of cases) {
      const response = await call(session, path, payload);
      expect(response.statusCode, `${path} ${JSON.stringify(payload)}: ${response.body}`).toBe(
        status,
      );
      expect(response.json().code, `${path} ${JSON.stringify(payload)}`).toBe(code);
    }
    expect(await liveMoney()).toBe(before);
    const bad = await t.app.database.db
      .select()
      .from(liveBetRecords)
      .where(like(liveBetRecords.roundId, 'bad-case-%'));
    expect(bad).toEqual([]);
  });

  it('refuses a stake above the live balance, and another member’s round id', async () => {
    const session = await sessionFor('HLDZ', 'slot-lucky-777');
    const balance = await liveMoney();
    const tooMuch = Math.min(10_000_000, Math.ceil((balance + 1_000) / 1_000) * 1_000);
    const response = await call(session, 'spin', { roundId: 'too-much-1', bet: tooMuch });
    expect(response.json()).toMatchObject({ code: 'WALLET/INSUFFICIENT_BALANCE' });
    expect(await recordOf('too-much-1')).toBeUndefined();
    expect(await liveMoney()).toBe(balance);

    const other = await t.app.services.account.createMember({
      account: 'player02',
      password: 'Passw0rdA',
    });
    await t.app.services.wallet.post({
      userId: other.id,
      wallet: 'money',
      amount: 10_000,
      type: transactionType.manualDeposit,
      reference: 'test:deposit:player02',
    });
    const otherToken = await signIn(t.app, 'player02', 'Passw0rdA');
    const otherSession = await sessionFor('HLDZ', 'slot-lucky-777', otherToken);
    const stolen = await call(otherSession, 'spin', { roundId: 'spin-0001', bet: 1_000 });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().code).toBe('LIVE/ROUND_CONFLICT');
    const settleOther = await call(otherSession, 'settle', { roundId: 'left-open-1' });
    expect(settleOther.statusCode).toBe(404);
    const [row] = await t.app.database.db
      .select()
      .from(users)
      .where(and(eq(users.id, other.id)));
    expect((await t.app.services.wallet.balances(row!.id)).liveMoney).toBe(10_000);
  });
});
