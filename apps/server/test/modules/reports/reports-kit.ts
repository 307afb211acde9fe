import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { betStatus } from '@lottery/contracts';
import { betOrders, betSlips, ledgerEntries, liveBetRecords } from '../../../src/db/schema';
import { bearer } from '../../helpers/accounts';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TestClock } from '../betting/betting-kit';

/** The day every reports test lives on (UTC+8). */
export const today = '2026-03-10';

/** The instant of `date` at `time` on the UTC+8 wall clock. */
export const chinaTime = (date: string, time = '00:00:00.000') =>
  new Date(Date.parse(`${date}T${time}Z`) - 8 * 3_600_000);

/**
 * The reports' app with its clock pinned at noon of `today` in UTC+8 (04:00 UTC), far from the
 * midnight at 16:00 UTC: no answer depends on the wall clock or the minute a test runs in.
 */
export const createReportsApp = async (): Promise<{ t: TestApp; clock: TestClock }> => {
  const clock = new TestClock(chinaTime(today, '12:00:00.000').getTime());
  const t = await createTestApp({ overrides: { now: clock.now } });
  return { t, clock };
};

type QueryValue = string | number | undefined;

/** GET a report call under /app-api with the member's token (none: a guest). */
export const getReport = (
  app: FastifyInstance,
  token: string | undefined,
  path: string,
  query: Record<string, QueryValue> = {},
) => {
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  ).toString();
  return app.inject({
    method: 'GET',
    url: `/app-api${path}${search ? `?${search}` : ''}`,
    headers: token ? bearer(token) : {},
  });
};

/** The `data` of a successful answer (its status checked). */
export const dataOf = <T>(res: { statusCode: number; body: string; json(): unknown }): T => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: T }).data;
};

export interface SeedOrder {
  /** The test's name for the order (the answer maps it to its order number). */
  key: string;
  gameId: number;
  at: Date;
  /** Thousandths of a yuan. */
  amount: number;
  status?: number;
  result?: number | null;
  reward?: number;
  model?: number;
  /** 特码 number, `01`–`49`. */
  content?: string;
}

let orderSequence = 0;
const orderPrefix = randomBytes(2).toString('hex').toUpperCase();

/**
 * Orders written straight into the tables in the given order (ids ascending), all of one slip,
 * each placed at its `at` and in its state (settled ones with the draw 01…07). Answers each key's
 * order number.
 */
export const seedOrders = async (
  app: FastifyInstance,
  userId: number,
  orders: readonly SeedOrder[],
): Promise<Record<string, string>> => {
  const { db } = app.database;
  const [slip] = await db
    .insert(betSlips)
    .values({
      userId,
      idempotencyKey: randomBytes(8).toString('hex'),
      bodyHash: 'test',
      gameId: orders[0]?.gameId ?? 0,
      total: orders.reduce((sum, order) => sum + order.amount, 0),
    })
    .returning({ id: betSlips.id });
  if (!slip) throw new Error('no slip');
  const numbers: Record<string, string> = {};
  const rows = orders.map((order) => {
    orderSequence += 1;
    const orderNo = `R${orderPrefix}${String(orderSequence).padStart(10, '0')}`;
    numbers[order.key] = orderNo;
    const status = order.status ?? betStatus.pending;
    return {
      orderNo,
      slipId: slip.id,
      userId,
      gameId: order.gameId,
      turnNum: '2026001',
      betEndTime: new Date(order.at.getTime() + 3_600_000),
      playCode: 'tm',
      content: order.content ?? '07',
      amount: order.amount,
      odds: 48_800,
      model: order.model ?? 1,
      status,
      result: order.result ?? null,
      reward: order.reward ?? 0,
      openNum: status === betStatus.settled ? '01,02,03,04,05,06,07' : '',
      createdAt: order.at,
      settledAt: status === betStatus.pending ? null : order.at,
    };
  });
  await db.insert(betOrders).values(rows);
  return numbers;
};

export interface SeedRound {
  liveCode: string;
  gameName: string;
  at: Date;
  betAmount: number;
  /** What the round paid (settled ones). */
  payout?: number;
  open?: boolean;
}

let roundSequence = 0;

/** Live-casino rounds of a member written straight into live_bet_records; answers their round ids. */
export const seedRounds = async (
  app: FastifyInstance,
  userId: number,
  rounds: readonly SeedRound[],
): Promise<string[]> => {
  const rows = rounds.map((round) => {
    roundSequence += 1;
    return {
      liveCode: round.liveCode,
      roundId: `rpt-${orderPrefix}-${roundSequence}`,
      userId,
      gameCode: `${round.liveCode.toLowerCase()}-g1`,
      gameName: round.gameName,
      betAmount: round.betAmount,
      winAmount: round.open ? 0 : (round.payout ?? 0),
      status: round.open ? 'open' : 'settled',
      detail: {},
      betAt: round.at,
      settledAt: round.open ? null : new Date(round.at.getTime() + 60_000),
    };
  });
  await app.database.db.insert(liveBetRecords).values(rows);
  return rows.map((row) => row.roundId);
};

/** How many orders, ledger entries and rounds the member has: a read changes none of them. */
export const rowCounts = async (app: FastifyInstance, userId: number) => {
  const { db } = app.database;
  const [[orders], [entries], [rounds]] = await Promise.all([
    db.select({ value: count() }).from(betOrders).where(eq(betOrders.userId, userId)),
    db.select({ value: count() }).from(ledgerEntries).where(eq(ledgerEntries.userId, userId)),
    db.select({ value: count() }).from(liveBetRecords).where(eq(liveBetRecords.userId, userId)),
  ]);
  return { orders: orders?.value, entries: entries?.value, rounds: rounds?.value };
};
