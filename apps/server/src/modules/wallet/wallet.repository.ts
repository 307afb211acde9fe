import { and, eq, sql } from 'drizzle-orm';
import type { WalletKind } from '@lottery/contracts';
import type { Db } from '../../db/client';
import { ledgerEntries, wallets } from '../../db/schema';

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

export const listEntries = (db: Db, userId: number) =>
  db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId)).orderBy(ledgerEntries.id);
