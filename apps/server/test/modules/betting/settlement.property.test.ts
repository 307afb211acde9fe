import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { inArray } from 'drizzle-orm';
import { betResult, betStatus, lunarYearAt } from '@lottery/contracts';
import { betOrders, ledgerEntries } from '../../../src/db/schema';
import { DomainEvents } from '../../../src/domain-events';
import { createSettlementService } from '../../../src/modules/betting/settlement.service';
import {
  addDrawnTurn,
  addTestGame,
  addTestMembers,
  betOf,
  ledgerMismatches,
  outcomeOf,
  placeTestSlip,
  type BetChoice,
  type PlacedOrder,
} from '../../helpers/bets';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';
import { ManualClock } from '../draws/draw-test-kit';

const gameId = 71;
const balls = Array.from({ length: 49 }, (_, i) => i + 1);

const choice: fc.Arbitrary<BetChoice> = fc.record({
  play: fc.nat(1_000),
  picks: fc.array(fc.nat(1_000), { minLength: 12, maxLength: 12 }),
  yuan: fc.integer({ min: 1, max: 500 }),
  odds: fc.integer({ min: 1_001, max: 500_000 }),
  odds2: fc.integer({ min: 1_001, max: 50_000 }),
});

/** Seven distinct balls; often the special is 49 (the plays that tie on it). */
const draw = fc
  .tuple(fc.shuffledSubarray(balls, { minLength: 7, maxLength: 7 }), fc.boolean())
  .map(([picked, special49]) =>
    special49 ? [...picked.filter((ball) => ball !== 49).slice(0, 6), 49] : picked,
  );

const slip = fc.record({
  member: fc.nat(5),
  bets: fc.array(choice, { minLength: 1, maxLength: 4 }),
  /** More than one: a chase (追号) whose later turns are not drawn yet. */
  turns: fc.integer({ min: 1, max: 3 }),
  stopOnWin: fc.boolean(),
});

/**
 * Random draws and random bets of every play: what the settler pays (payouts, tie refunds and
 * the refunds of stopped chases) equals a reference built by calling contracts' `settle` on each
 * order alone, and after every run Σ ledger = balance for every wallet.
 */
describe(`settlement against a per-order reference (${testDriver()})`, () => {
  let t: TestApp;
  let members: number[] = [];
  const clock = new ManualClock('2099-01-01T00:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ seed: false, overrides: { now: clock.now, timers: clock } });
    await addTestGame(t.app.database.db, gameId);
    members = await addTestMembers(t.app, 'prop', 6, 10_000_000_000);
    await t.app.services.settlement.whenIdle();
  });
  afterAll(() => t.close());

  it('pays exactly what settle() says of each order, and the ledger sums to the balances', async () => {
    const { db } = t.app.database;
    // Small pages two at a time: page edges fall inside members' orders and chases.
    const settler = createSettlementService(
      { db, bus: t.app.bus, events: new DomainEvents(), log: t.app.log, now: clock.now },
      { wallet: t.app.services.wallet, settings: t.app.services.settings, pageSize: 7 },
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        draw,
        fc.integer({ min: Date.UTC(2001, 0, 1), max: Date.UTC(2090, 0, 1) }),
        fc.array(slip, { minLength: 1, maxLength: 8 }),
        async (numbers, planMs, slips) => {
          run += 1;
          const turnOf = (i: number) => ({
            turnNum: `20990101-${String(run * 3 + i).padStart(4, '0')}`,
            betEndTime: new Date(planMs - 30_000 + i * 60_000),
          });
          const placed: { orders: PlacedOrder[]; stopOnWin: boolean; turns: number }[] = [];
          for (const s of slips) {
            const turns = Array.from({ length: s.turns }, (_, i) => turnOf(i));
            const orders = await placeTestSlip(t.app, {
              userId: members[s.member] ?? 0,
              gameId,
              turns,
              bets: s.bets.map(betOf),
              stopOnWin: s.stopOnWin,
            });
            placed.push({ orders, stopOnWin: s.stopOnWin, turns: s.turns });
          }
          const { turnNum } = turnOf(0);
          await addDrawnTurn(db, { gameId, turnNum, numbers, planTime: new Date(planMs) });

          // The reference: each order of the drawn turn alone; a won stop-on-win chase refunds
          // its later turns' stakes.
          const lunarYear = lunarYearAt(planMs);
          const expected = new Map<
            number,
            { status: number; result: number | null; reward: number }
          >();
          let expectedPaid = 0;
          for (const { orders, stopOnWin, turns } of placed) {
            const first = orders.filter((order) => order.turnNum === turnNum);
            for (const order of first) {
              const outcome = outcomeOf(order.bet, { numbers, lunarYear });
              expected.set(order.id, { status: betStatus.settled, ...outcome });
              expectedPaid += outcome.reward;
            }
            for (const order of orders.filter((o) => o.turnNum !== turnNum)) {
              const won =
                turns > 1 &&
                stopOnWin &&
                first.some(
                  (f) =>
                    f.orderNo === order.trackOrderNo &&
                    outcomeOf(f.bet, { numbers, lunarYear }).result === betResult.won,
                );
              expected.set(order.id, {
                status: won ? betStatus.chaseStopped : betStatus.pending,
                result: null,
                reward: 0,
              });
              if (won) expectedPaid += order.bet.amount;
            }
          }

          await settler.settleTurn(gameId, turnNum);

          const ids = [...expected.keys()];
          const rows = await db.select().from(betOrders).where(inArray(betOrders.id, ids));
          for (const row of rows) {
            expect({ status: row.status, result: row.result, reward: row.reward }).toEqual(
              expected.get(row.id),
            );
          }
          const orderNos = placed.flatMap(({ orders }) => orders.map((o) => o.orderNo));
          const references = orderNos.flatMap((no) => [
            `bet:win:${no}`,
            `bet:tie:${no}`,
            `bet:stop:${no}`,
          ]);
          const paid = await db
            .select({ amount: ledgerEntries.amount })
            .from(ledgerEntries)
            .where(inArray(ledgerEntries.reference, references));
          expect(paid.reduce((sum, entry) => sum + entry.amount, 0)).toBe(expectedPaid);
          expect(await ledgerMismatches(db)).toEqual([]);
        },
      ),
      { seed: 20_260_318, numRuns: 25 },
    );
  }, 240_000);
});
