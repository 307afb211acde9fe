import { expect } from 'vitest';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PlaceSlipBody, SetBetLimitsBody } from '@lottery/contracts';
import type { Config } from '../../../src/config';
import {
  betOdds,
  betOrders,
  betPlayLimits,
  drawTurns,
  ledgerEntries,
} from '../../../src/db/schema';
import { bearer, form, newSignedInMember } from '../../helpers/accounts';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** The daily game the betting tests play (澳门六合彩, demo schedule 21:32 Asia/Shanghai). */
export const gameId = 110;
export const timeZone = 'Asia/Shanghai';

/** The limits and odds the tests set on the game, whatever the demo's are. */
export const testLimits: Omit<SetBetLimitsBody, 'gameId'>[] = [
  { playCode: 'tm', enabled: true, minAmount: 1, maxAmount: 5000, turnMax: 10_000 },
  { playCode: 'tx', enabled: true, minAmount: 2, maxAmount: 5000, turnMax: 20_000 },
  { playCode: 'lm3z2', enabled: true, minAmount: 2, maxAmount: 1000, turnMax: 5000 },
  { playCode: 'zm', enabled: false, minAmount: 2, maxAmount: 5000, turnMax: 10_000 },
];
export const testOdds: Record<string, number> = {
  tm: 48_800,
  'tx.year': 9_800,
  'tx.other': 11_800,
  'lm3z2.3': 100_000,
  'lm3z2.2': 20_000,
  zm: 8_000,
};

/** A clock the test moves; the app reads it for every decision (`overrides.now`). */
export class TestClock {
  constructor(public t: number = Date.now()) {}
  now = () => new Date(this.t);
  set(to: number | Date) {
    this.t = +to;
  }
}

export interface BettingApp {
  t: TestApp;
  clock: TestClock;
  /** The game's open turn in the demo data; the clock starts 10 minutes before it closes. */
  turn: typeof drawTurns.$inferSelect;
  close(): Promise<void>;
}

export const createBettingApp = async (config: Partial<Config> = {}): Promise<BettingApp> => {
  const clock = new TestClock();
  const t = await createTestApp({ config, overrides: { now: clock.now } });
  const { db } = t.app.database;
  const [turn] = await db
    .select()
    .from(drawTurns)
    .where(and(eq(drawTurns.gameId, gameId), eq(drawTurns.status, 'open')));
  if (!turn) throw new Error(`no open turn of game ${gameId} in the demo data`);
  clock.set(turn.closeTime.getTime() - 600_000);
  // The game offers only the tests' plays, at the tests' odds.
  await db.delete(betPlayLimits).where(eq(betPlayLimits.gameId, gameId));
  await db.delete(betOdds).where(eq(betOdds.gameId, gameId));
  await t.app.services.betting.setOdds({ gameId, odds: testOdds });
  for (const limits of testLimits) await t.app.services.betting.setLimits({ gameId, ...limits });
  return { t, clock, turn, close: () => t.close() };
};

/** A fresh member with `money` thousandths in the main wallet and a session (no password). */
export const newMember = ({ t }: BettingApp, money: number, type: 'HY' | 'TEST' = 'HY') =>
  newSignedInMember(t.app, 'bet', money, type);

let keys = 0;
export const newKey = () => {
  keys += 1;
  return `key-${process.pid}-${keys}`;
};

export const slip = (
  { turn }: BettingApp,
  bets: PlaceSlipBody['bets'],
  extra: Partial<PlaceSlipBody> = {},
): PlaceSlipBody => ({
  gameId,
  turnNum: turn.turnNum,
  idempotencyKey: newKey(),
  bets,
  ...extra,
});

export const place = (b: BettingApp, token: string | undefined, body: unknown) =>
  b.t.app.inject({
    method: 'POST',
    url: '/app-api/api/bet/place',
    headers: token ? bearer(token) : {},
    payload: body as object,
  });

export const cancel = (b: BettingApp, token: string | undefined, orderNo: string) => {
  const body = form({ orderNo });
  return b.t.app.inject({
    method: 'POST',
    url: '/app-api/api/bet/cancel',
    ...body,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
};

export const turnOrders = (b: BettingApp, token: string, turnNum: string) =>
  b.t.app.inject({
    method: 'GET',
    url: `/app-api/api/bet/turn-orders?gameId=${gameId}&turnNum=${turnNum}`,
    headers: bearer(token),
  });

/** The member's balance, ledger and orders, to show that a refusal changed nothing. */
export const moneyState = async ({ t }: BettingApp, userId: number) => {
  const { db } = t.app.database;
  const [{ money }, entries, [orders]] = await Promise.all([
    t.app.services.wallet.balances(userId),
    db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, userId))
      .orderBy(asc(ledgerEntries.id)),
    db.select({ value: count() }).from(betOrders).where(eq(betOrders.userId, userId)),
  ]);
  return { money, entries: entries.length, orders: orders?.value ?? 0 };
};

/** Σ ledger = balance, and no entry ever left it below zero. */
export const expectLedgerHolds = async ({ t }: BettingApp, userId: number) => {
  const { db } = t.app.database;
  const [sums] = await db
    .select({
      total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::bigint`.mapWith(Number),
      lowest: sql<number>`coalesce(min(${ledgerEntries.balanceAfter}), 0)::bigint`.mapWith(Number),
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.wallet, 'money')));
  const { money } = await t.app.services.wallet.balances(userId);
  expect(sums?.total).toBe(money);
  expect(sums?.lowest).toBeGreaterThanOrEqual(0);
  return money;
};

export const expectRefused = (
  res: { statusCode: number; body: string; json(): unknown },
  status: number,
  code: string,
  msg?: string,
) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject(msg === undefined ? { code } : { code, msg });
};
