import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ledgerEntries } from '../../src/db/schema';

/** Σ ledger = balance of the main wallet, never below zero on the way; answers the balance. */
export const expectLedgerHolds = async (app: FastifyInstance, userId: number) => {
  const [sums] = await app.database.db
    .select({
      total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::bigint`.mapWith(Number),
      lowest: sql<number>`coalesce(min(${ledgerEntries.balanceAfter}), 0)::bigint`.mapWith(Number),
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.wallet, 'money')));
  const { money } = await app.services.wallet.balances(userId);
  expect(sums?.total).toBe(money);
  expect(sums?.lowest).toBeGreaterThanOrEqual(0);
  return money;
};
