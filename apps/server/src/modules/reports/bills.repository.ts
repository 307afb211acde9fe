import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { WalletKind } from '@lottery/contracts';
import type { Db } from '../../db/client';
import { ledgerEntries } from '../../db/schema';
import { countLimitOf, countOf, offsetOf, type PageAsk } from './paging';

export interface BillFilter {
  userId: number;
  from: Date;
  to: Date;
  type?: number | undefined;
  wallet?: WalletKind | undefined;
}

/**
 * One page of the member's ledger entries in `[from, to)`, newest first (created_at desc, id
 * desc: the index ledger_entries_user_time read backwards), and their count (paging.ts).
 */
export const billsPage = async (db: Db, filter: BillFilter, ask: PageAsk) => {
  const where = and(
    eq(ledgerEntries.userId, filter.userId),
    gte(ledgerEntries.createdAt, filter.from),
    lt(ledgerEntries.createdAt, filter.to),
    filter.type === undefined ? undefined : eq(ledgerEntries.transactionType, filter.type),
    filter.wallet === undefined ? undefined : eq(ledgerEntries.wallet, filter.wallet),
  );
  const newestFirst = [desc(ledgerEntries.createdAt), desc(ledgerEntries.id)];
  const [rows, total] = await Promise.all([
    db
      .select({
        id: ledgerEntries.id,
        type: ledgerEntries.transactionType,
        wallet: ledgerEntries.wallet,
        amount: ledgerEntries.amount,
        balanceAfter: ledgerEntries.balanceAfter,
        remark: ledgerEntries.remark,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .where(where)
      .orderBy(...newestFirst)
      .limit(ask.rows)
      .offset(offsetOf(ask)),
    countOf(
      db,
      db
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(where)
        .orderBy(...newestFirst)
        .limit(countLimitOf(ask)),
    ),
  ]);
  return { rows, total };
};
