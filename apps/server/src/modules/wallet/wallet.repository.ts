import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { WalletKind } from '@lottery/contracts';
import type { Db } from '../../db/client';
import { ledgerEntries, wallets } from '../../db/schema';
import { pgArray } from '../../lib/pg-array';

export const createWallets = (db: Db, userId: number, kinds: readonly WalletKind[]) =>
  db
    .insert(wallets)
    .values(kinds.map((kind) => ({ userId, kind })))
    .onConflictDoNothing();

export const findBalances = (db: Db, userId: number) =>
  db
    .select({ kind: wallets.kind, balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.userId, userId));

/** Adds `amount` (may be negative) and returns the new balance; locks the row until commit. */
export const addToBalance = async (db: Db, userId: number, kind: WalletKind, amount: number) => {
  const [row] = await db
    .update(wallets)
    .set({ balance: sql`${wallets.balance} + ${amount}`, updatedAt: new Date() })
    .where(and(eq(wallets.userId, userId), eq(wallets.kind, kind)))
    .returning({ balance: wallets.balance });
  return row?.balance;
};

export const findEntryByReference = async (db: Db, reference: string) => {
  const [row] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, reference));
  return row;
};

export const insertEntry = async (db: Db, entry: typeof ledgerEntries.$inferInsert) => {
  const [row] = await db.insert(ledgerEntries).values(entry).onConflictDoNothing().returning();
  return row;
};

/**
 * Writes a record and posts for it in one statement: `insertRecord` is an INSERT … ON CONFLICT
 * DO NOTHING RETURNING id; the wallet changes by `amount` and the entry's reference is
 * `referencePrefix` and the record's id. Answers { recordId, entry } (entry undefined when the
 * wallet does not exist), or undefined when the record was written before (nothing posted).
 */
export const insertWithEntry = async (
  db: Db,
  insertRecord: SQL,
  entry: Omit<typeof ledgerEntries.$inferInsert, 'balanceAfter' | 'reference'> & {
    referencePrefix: string;
  },
) => {
  const result = await db.execute(sql`
    with r as (${insertRecord}),
    w as (
      update ${wallets} set balance = balance + ${entry.amount}::bigint, updated_at = now()
      where user_id = ${entry.userId}::bigint and kind = ${entry.wallet}::text
        and exists (select 1 from r)
      returning balance
    ),
    e as (
      insert into ${ledgerEntries} (user_id, wallet, amount, transaction_type, reference,
        balance_after, remark)
      select ${entry.userId}::bigint, ${entry.wallet}::text, ${entry.amount}::bigint,
        ${entry.transactionType}::smallint, ${entry.referencePrefix}::text || r.id, w.balance,
        ${entry.remark ?? ''}::text
      from r, w
      returning id, balance_after
    )
    select r.id as record_id, e.id as entry_id, e.balance_after from r left join e on true`);
  const [row] = (
    result as unknown as {
      rows: {
        record_id: number | string;
        entry_id: number | string | null;
        balance_after: number | string | null;
      }[];
    }
  ).rows;
  if (!row) return undefined;
  return {
    recordId: Number(row.record_id),
    entry:
      row.entry_id === null
        ? undefined
        : { id: Number(row.entry_id), balanceAfter: Number(row.balance_after) },
  };
};

export const listEntries = (db: Db, userId: number) =>
  db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId)).orderBy(ledgerEntries.id);

/**
 * Adds each delta to its wallet and answers the new balances, for many wallets in two statements:
 * the rows are locked first in key order (two batches over the same members wait, never
 * deadlock), then changed by one UPDATE … FROM unnest. Keys must be distinct.
 */
export const addToBalances = async (
  db: Db,
  deltas: readonly { userId: number; kind: WalletKind; amount: number }[],
) => {
  const keys = sql`unnest(
    ${pgArray(deltas.map((d) => d.userId))}::bigint[],
    ${pgArray(deltas.map((d) => d.kind))}::text[],
    ${pgArray(deltas.map((d) => d.amount))}::bigint[]
  ) as v(user_id, kind, amount)`;
  await db
    .select({ userId: wallets.userId })
    .from(wallets)
    .where(
      sql`${wallets.userId} = any(${pgArray(deltas.map((d) => d.userId))}::bigint[])
        and (${wallets.userId}, ${wallets.kind}) in (select v.user_id, v.kind from ${keys})`,
    )
    .orderBy(wallets.userId, wallets.kind)
    .for('update');
  return (
    db
      .update(wallets)
      .set({ balance: sql`${wallets.balance} + v.amount`, updatedAt: new Date() })
      .from(keys)
      // `user_id = any(…)` as well: the planner then reads the pkey instead of hashing every wallet.
      .where(
        sql`${wallets.userId} = v.user_id and ${wallets.kind} = v.kind
        and ${wallets.userId} = any(${pgArray(deltas.map((d) => d.userId))}::bigint[])`,
      )
      .returning({ userId: wallets.userId, kind: wallets.kind, balance: wallets.balance })
  );
};

/**
 * Many ledger entries in one statement (each column one array parameter). A reference posted
 * before fails the statement (unique violation): batch callers guarantee each is new.
 */
export const insertEntries = async (
  db: Db,
  entries: readonly (typeof ledgerEntries.$inferInsert)[],
) => {
  const column = <T extends string | number | null>(
    pick: (entry: typeof ledgerEntries.$inferInsert) => T,
  ) => pgArray(entries.map(pick));
  await db.execute(sql`
    insert into ${ledgerEntries} (user_id, wallet, amount, transaction_type, reference,
      balance_after, remark)
    select * from unnest(
      ${column((e) => e.userId)}::bigint[],
      ${column((e) => e.wallet)}::text[],
      ${column((e) => e.amount)}::bigint[],
      ${column((e) => e.transactionType)}::smallint[],
      ${column((e) => e.reference)}::text[],
      ${column((e) => e.balanceAfter)}::bigint[],
      ${column((e) => e.remark ?? '')}::text[]
    )`);
};
