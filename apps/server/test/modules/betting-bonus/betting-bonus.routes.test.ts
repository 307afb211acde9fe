import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  betResult,
  betStatus,
  bettingBonusClaim,
  bettingBonusOf,
  systemConfigKey,
  transactionType,
  type BettingBonus,
} from '@lottery/contracts';
import { betOrders, liveBetRecords } from '../../../src/db/schema';
import type { User } from '../../../src/modules/auth/session.service';
import { addDrawnTurn, addTestGame, placeTestSlip, type TestBet } from '../../helpers/bets';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';
import { ManualClock } from '../draws/draw-test-kit';
import {
  addLiveRound,
  bonusState,
  expectError,
  expectLedgerHolds,
  getSummary,
  newBonusMember,
  newKey,
  operatorToken,
  postClaim,
  rebateEntries,
  setRate,
  yuan,
} from './betting-bonus-kit';

const gameId = 71;
/** Special ball 49: 特码两面 ties (和局); 特码 07 loses. */
const numbers = [3, 14, 25, 36, 47, 8, 49];
const bets = {
  specialWins: { playCode: 'tm', content: '49', amount: yuan(10), odds: 48_800 },
  specialLoses: { playCode: 'tm', content: '07', amount: yuan(5), odds: 48_800 },
  twoSidedTies: { playCode: 'tmlm', content: 'big', amount: yuan(20), odds: 1_980 },
  normalWins: { playCode: 'zm', content: '14', amount: yuan(2), odds: 8_000 },
} satisfies Record<string, TestBet>;
const loses = (amount: number): TestBet => ({ ...bets.specialLoses, amount });

/** The rates the tests set: VIP 3 both categories, VIP 5 lottery only, VIP 8 none. */
const rates = { 3: { lottery: 45, live: 80 }, 5: { lottery: 55 } } as const;

describe(`我的洗码 (${testDriver()})`, () => {
  let t: TestApp;
  let clock: ManualClock;
  const app = () => t.app;
  const db = () => t.app.database.db;

  beforeAll(async () => {
    clock = new ManualClock('2026-03-01T12:05:00Z');
    t = await createTestApp({
      seed: false,
      config: { OPERATOR_TOKEN: operatorToken },
      overrides: { now: clock.now, timers: clock },
    });
    await addTestGame(db(), gameId, '澳门六合彩');
    await app().services.settlement.whenIdle();
    await app().services.settings.setSystemConfig({
      configKey: systemConfigKey.hyIsCancel,
      configValue: '1',
    });
    for (const [vipLevel, byCategory] of Object.entries(rates)) {
      for (const [category, rate] of Object.entries(byCategory)) {
        const res = await setRate(app(), { vipLevel: Number(vipLevel), category, rate });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
  });
  afterAll(() => t.close());

  // Turns a minute apart: drawn ones before the clock, open ones (still cancellable) the next day.
  let turns = 0;
  const nextTurn = (open = false) => {
    turns += 1;
    const at = new Date(
      Date.parse(open ? '2026-03-02T00:00:00Z' : '2026-03-01T00:00:00Z') + turns * 60_000,
    );
    return { turnNum: `20260301-${String(turns).padStart(4, '0')}`, at };
  };
  type Turn = ReturnType<typeof nextTurn>;
  const slipOn = (userId: number, turn: Turn, slipBets: TestBet[]) =>
    placeTestSlip(app(), {
      userId,
      gameId,
      turns: [{ turnNum: turn.turnNum, betEndTime: new Date(turn.at.getTime() - 30_000) }],
      bets: slipBets,
    });
  const drawAndSettle = async (turn: Turn) => {
    await addDrawnTurn(db(), { gameId, turnNum: turn.turnNum, numbers, planTime: turn.at });
    await app().services.settlement.settleTurn(gameId, turn.turnNum);
  };

  /**
   * The member's bets in every state: a settled slip (won, lost, tie, won: 17 yuan valid in 3
   * bets), a cancelled bet on a drawn turn, a pending one; live rounds won and lost (130 yuan
   * valid in 2), a push and an open one. Answers the turn of the pending bet.
   */
  const betEverything = async (user: User) => {
    const settled = nextTurn();
    await slipOn(user.id, settled, Object.values(bets));
    await drawAndSettle(settled);

    const cancelledTurn = nextTurn(true);
    const [cancelled] = await slipOn(user.id, cancelledTurn, [loses(yuan(100))]);
    await app().services.betting.cancel({ user, sessionId: 0 }, cancelled!.orderNo);
    await drawAndSettle(cancelledTurn);

    const pending = nextTurn(true);
    await slipOn(user.id, pending, [loses(yuan(50))]);

    const at = clock.now();
    await addLiveRound(app(), user.id, yuan(100), yuan(195), at);
    await addLiveRound(app(), user.id, yuan(30), 0, at);
    await addLiveRound(app(), user.id, yuan(50), yuan(50), at);
    await addLiveRound(app(), user.id, yuan(20), undefined, at);
    return { pending };
  };

  const summaryOf = async (token: string) => {
    const res = await getSummary(app(), token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as BettingBonus;
  };
  const claimOk = async (token: string, idempotencyKey: string) => {
    const res = await postClaim(app(), token, { idempotencyKey });
    expect(res.statusCode, res.body).toBe(200);
    return bettingBonusClaim.parse(res.json().data);
  };
  const rowsOf = (lottery: [number, number, number], live: [number, number, number]) => [
    {
      category: 'lottery',
      name: '彩票',
      validBet: lottery[0],
      betCount: lottery[1],
      rate: lottery[2],
      amount: bettingBonusOf(lottery[0], lottery[2]),
    },
    {
      category: 'live',
      name: '娱乐场',
      validBet: live[0],
      betCount: live[1],
      rate: live[2],
      amount: bettingBonusOf(live[0], live[2]),
    },
  ];

  describe(`GET /app-api/api/user/betting-bonus`, () => {
    it('sums the unclaimed valid bets per category at the rates of the member’s VIP level', async () => {
      const a = await newBonusMember(app(), { vipLevel: 3, money: yuan(1000) });
      const other = await newBonusMember(app(), { vipLevel: 3, money: yuan(5000) });
      await betEverything(a.user);
      // Another member's bets, on the same turns and others, count for them alone.
      await betEverything(other.user);
      const extra = nextTurn();
      await slipOn(other.user.id, extra, [loses(yuan(1000))]);
      await drawAndSettle(extra);
      await addLiveRound(app(), other.user.id, yuan(500), 0, clock.now());

      expect(await summaryOf(a.token)).toEqual({
        list: [
          {
            category: 'lottery',
            name: '彩票',
            validBet: 17_000,
            betCount: 3,
            rate: 45,
            amount: 76,
          },
          {
            category: 'live',
            name: '娱乐场',
            validBet: 130_000,
            betCount: 2,
            rate: 80,
            amount: 1040,
          },
        ],
        total: 1116,
        vipLevel: 3,
        lastClaimAt: null,
        claimedTotal: 0,
      });
      expect((await summaryOf(other.token)).list.map((row) => row.validBet)).toEqual([
        yuan(1017),
        yuan(630),
      ]);
    });

    it('reads a missing rate as 0 (VIP 5 has no 娱乐场 rate, VIP 8 none at all)', async () => {
      const five = await newBonusMember(app(), { vipLevel: 5, money: yuan(1000) });
      const eight = await newBonusMember(app(), { vipLevel: 8, money: yuan(1000) });
      await betEverything(five.user);
      await betEverything(eight.user);
      expect(await summaryOf(five.token)).toMatchObject({
        list: rowsOf([yuan(17), 3, 55], [yuan(130), 2, 0]),
        total: 93,
        vipLevel: 5,
      });
      expect(await summaryOf(eight.token)).toMatchObject({
        list: rowsOf([yuan(17), 3, 0], [yuan(130), 2, 0]),
        total: 0,
        vipLevel: 8,
      });
    });

    it('shows a member with no bets zeros', async () => {
      const m = await newBonusMember(app(), { vipLevel: 3 });
      expect(await summaryOf(m.token)).toEqual({
        list: rowsOf([0, 0, 45], [0, 0, 80]),
        total: 0,
        vipLevel: 3,
        lastClaimAt: null,
        claimedTotal: 0,
      });
    });

    it('needs a session: 401 UC/NOT_LOGGED_IN', async () => {
      expectError(await getSummary(app()), 401, 'UC/NOT_LOGGED_IN');
    });
  });

  describe(`POST /app-api/api/user/betting-bonus/claim`, () => {
    it('pays the bonus through the ledger as 返水, marks the bets it paid, and answers retries', async () => {
      const m = await newBonusMember(app(), { vipLevel: 3, money: yuan(1000) });
      const { pending } = await betEverything(m.user);
      const before = await expectLedgerHolds(app(), m.user.id);
      const key = newKey();
      const first = await claimOk(m.token, key);
      expect(first).toEqual({
        claimId: first.claimId,
        amount: 1116,
        money: before + 1116,
        claimedAt: clock.time,
        list: rowsOf([yuan(17), 3, 45], [yuan(130), 2, 80]),
      });
      expect(await rebateEntries(app(), m.user.id)).toMatchObject([
        {
          wallet: 'money',
          amount: 1116,
          transactionType: transactionType.rebate,
          reference: `bonus:claim:${first.claimId}`,
          remark: '洗码返水',
          balanceAfter: before + 1116,
        },
      ]);
      expect(await expectLedgerHolds(app(), m.user.id)).toBe(before + 1116);

      // Exactly the valid bets carry the claim: not the tie, the cancelled, the pending, the
      // push or the open round.
      const orders = await db()
        .select()
        .from(betOrders)
        .where(eq(betOrders.userId, m.user.id))
        .orderBy(asc(betOrders.id));
      for (const order of orders) {
        const valid =
          order.status === betStatus.settled &&
          (order.result === betResult.won || order.result === betResult.lost);
        expect(order.bonusClaimId).toBe(valid ? first.claimId : null);
      }
      expect(orders.filter((order) => order.bonusClaimId !== null)).toHaveLength(3);
      const live = await db()
        .select()
        .from(liveBetRecords)
        .where(eq(liveBetRecords.userId, m.user.id))
        .orderBy(asc(liveBetRecords.id));
      expect(live.map((round) => round.bonusClaimId)).toEqual([
        first.claimId,
        first.claimId,
        null,
        null,
      ]);

      expect(await summaryOf(m.token)).toEqual({
        list: rowsOf([0, 0, 45], [0, 0, 80]),
        total: 0,
        vipLevel: 3,
        lastClaimAt: clock.time,
        claimedTotal: 1116,
      });

      // Nothing left: a new claim is refused and changes nothing; the same key answers again.
      const state = await bonusState(app(), m.user.id);
      expectError(
        await postClaim(app(), m.token, { idempotencyKey: newKey() }),
        400,
        'BONUS/NOTHING_TO_CLAIM',
      );
      expect((await postClaim(app(), m.token, { idempotencyKey: newKey() })).json()).toMatchObject({
        msg: '暂无可领取的洗码',
      });
      expect(await claimOk(m.token, key)).toEqual(first);
      expect(await bonusState(app(), m.user.id)).toEqual(state);

      // New valid bets accrue again: the pending bet settles (lost), a round is played.
      await clock.advanceTo(clock.time + 3_600_000, () => app().services.settlement.whenIdle());
      await drawAndSettle(pending);
      await addLiveRound(app(), m.user.id, yuan(10), 0, clock.now());
      expect(await summaryOf(m.token)).toMatchObject({
        list: rowsOf([yuan(50), 1, 45], [yuan(10), 1, 80]),
        total: 225 + 80,
        lastClaimAt: clock.time - 3_600_000,
        claimedTotal: 1116,
      });
      const second = await claimOk(m.token, newKey());
      expect(second).toMatchObject({
        amount: 305,
        money: before + 1116 + 305,
        claimedAt: clock.time,
      });
      expect(second.claimId).not.toBe(first.claimId);
      expect(await summaryOf(m.token)).toMatchObject({
        total: 0,
        lastClaimAt: clock.time,
        claimedTotal: 1421,
      });
      expect((await rebateEntries(app(), m.user.id)).map((e) => e.amount)).toEqual([1116, 305]);
      await expectLedgerHolds(app(), m.user.id);
    });

    it('leaves the bets of a category without a rate unclaimed, for a rate set later', async () => {
      const m = await newBonusMember(app(), { vipLevel: 5, money: yuan(100) });
      await betEverything(m.user);
      const first = await claimOk(m.token, newKey());
      expect(first).toMatchObject({
        amount: 93,
        list: rowsOf([yuan(17), 3, 55], [0, 0, 0]),
      });
      expect(await summaryOf(m.token)).toMatchObject({
        list: rowsOf([0, 0, 55], [yuan(130), 2, 0]),
        total: 0,
      });
      expectError(
        await postClaim(app(), m.token, { idempotencyKey: newKey() }),
        400,
        'BONUS/NOTHING_TO_CLAIM',
      );
      expect((await setRate(app(), { vipLevel: 5, category: 'live', rate: 60 })).statusCode).toBe(
        200,
      );
      const second = await claimOk(m.token, newKey());
      expect(second).toMatchObject({ amount: 780, list: rowsOf([0, 0, 55], [yuan(130), 2, 60]) });
      expect((await rebateEntries(app(), m.user.id)).map((e) => e.amount)).toEqual([93, 780]);
      await expectLedgerHolds(app(), m.user.id);
    });

    it('refuses a member with nothing to claim', async () => {
      const m = await newBonusMember(app(), { vipLevel: 3, money: yuan(10) });
      const state = await bonusState(app(), m.user.id);
      expectError(
        await postClaim(app(), m.token, { idempotencyKey: newKey() }),
        400,
        'BONUS/NOTHING_TO_CLAIM',
      );
      expect(await bonusState(app(), m.user.id)).toEqual(state);
    });

    it('refuses a trial account (it may look): 403 UC/TRIAL_FORBIDDEN, nothing changed', async () => {
      const m = await newBonusMember(app(), { vipLevel: 3, money: yuan(100), type: 'TEST' });
      await betEverything(m.user);
      expect((await summaryOf(m.token)).total).toBe(1116);
      const state = await bonusState(app(), m.user.id);
      const res = await postClaim(app(), m.token, { idempotencyKey: newKey() });
      expectError(res, 403, 'UC/TRIAL_FORBIDDEN');
      expect(res.json()).toMatchObject({ msg: '试玩账户无法进行该操作，请注册正式账户!' });
      expect(await bonusState(app(), m.user.id)).toEqual(state);
    });

    it('needs a session: 401 UC/NOT_LOGGED_IN', async () => {
      expectError(
        await postClaim(app(), undefined, { idempotencyKey: newKey() }),
        401,
        'UC/NOT_LOGGED_IN',
      );
    });

    it('refuses a bad body with 400 SYS/VALIDATION and changes nothing', async () => {
      const m = await newBonusMember(app(), { vipLevel: 3, money: yuan(100) });
      await betEverything(m.user);
      const state = await bonusState(app(), m.user.id);
      for (const body of [
        {},
        { idempotencyKey: '' },
        { idempotencyKey: 'short' },
        { idempotencyKey: 'x'.repeat(65) },
        { idempotencyKey: 'has space 123' },
        { idempotencyKey: 12_345_678 },
        { idempotencyKey: newKey(), extra: 1 },
      ]) {
        expectError(await postClaim(app(), m.token, body), 400, 'SYS/VALIDATION');
      }
      expect(await bonusState(app(), m.user.id)).toEqual(state);
      expect((await summaryOf(m.token)).total).toBe(1116);
    });
  });

  describe(`POST /app-api/operator/betting-bonus-rates`, () => {
    it('needs the operator token: 401 OP/UNAUTHORIZED', async () => {
      const body = { vipLevel: 9, category: 'lottery', rate: 100 };
      expectError(await setRate(app(), body, null), 401, 'OP/UNAUTHORIZED');
      expectError(await setRate(app(), body, 'wrong-token'), 401, 'OP/UNAUTHORIZED');
      const m = await newBonusMember(app(), { vipLevel: 9 });
      expect((await summaryOf(m.token)).list[0]?.rate).toBe(0);
    });

    it('refuses a bad body with 400 SYS/VALIDATION and keeps the rate', async () => {
      for (const body of [
        {},
        { vipLevel: 10, category: 'lottery', rate: 10 },
        { vipLevel: -1, category: 'lottery', rate: 10 },
        { vipLevel: 3, category: 'sport', rate: 10 },
        { vipLevel: 3, category: 'lottery', rate: 301 },
        { vipLevel: 3, category: 'lottery', rate: -1 },
        { vipLevel: 3, category: 'lottery', rate: 1.5 },
        { vipLevel: 3, category: 'lottery', rate: '10' },
        { vipLevel: 3, category: 'lottery' },
        { vipLevel: 3, category: 'lottery', rate: 10, extra: true },
      ]) {
        expectError(await setRate(app(), body), 400, 'SYS/VALIDATION');
      }
      const m = await newBonusMember(app(), { vipLevel: 3 });
      expect((await summaryOf(m.token)).list.map((row) => row.rate)).toEqual([45, 80]);
    });

    it('sets and changes one rate of one VIP level', async () => {
      const m = await newBonusMember(app(), { vipLevel: 6, money: yuan(100) });
      await betEverything(m.user);
      const set = await setRate(app(), { vipLevel: 6, category: 'lottery', rate: 100 });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toMatchObject({ data: null });
      expect(await summaryOf(m.token)).toMatchObject({
        list: rowsOf([yuan(17), 3, 100], [yuan(130), 2, 0]),
        total: 170,
      });
      expect(
        (await setRate(app(), { vipLevel: 6, category: 'lottery', rate: 300 })).statusCode,
      ).toBe(200);
      expect((await setRate(app(), { vipLevel: 6, category: 'live', rate: 0 })).statusCode).toBe(
        200,
      );
      expect(await summaryOf(m.token)).toMatchObject({
        list: rowsOf([yuan(17), 3, 300], [yuan(130), 2, 0]),
        total: 510,
      });
      // Other levels keep theirs.
      const three = await newBonusMember(app(), { vipLevel: 3 });
      expect((await summaryOf(three.token)).list.map((row) => row.rate)).toEqual([45, 80]);
    });
  });
});
