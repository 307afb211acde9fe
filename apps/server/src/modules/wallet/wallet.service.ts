import {
  walletKinds,
  type Balances,
  type TransactionType,
  type WalletKind,
} from '@lottery/contracts';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { memberCacheOn } from '../../lib/member-cache';
import { isCheckViolation } from '../../lib/pg-errors';
import * as repo from './wallet.repository';

export interface Posting {
  userId: number;
  wallet: WalletKind;
  /** Thousandths of a yuan; negative takes money out. */
  amount: number;
  type: TransactionType;
  /** Unique per change: a retry with the same reference returns the first result. */
  reference: string;
  remark?: string;
}

export type LedgerEntry = NonNullable<Awaited<ReturnType<typeof repo.findEntryByReference>>>;
export type WalletService = ReturnType<typeof createWalletService>;

/** Raised inside the transaction when the reference was already posted, to roll it back. */
class AlreadyPosted extends Error {}

/** The ledger: the only way a balance changes. */
export const createWalletService = ({ db, now, changes }: Pick<Deps, 'db' | 'now' | 'changes'>) => {
  const post = async (posting: Posting, outer?: Db): Promise<LedgerEntry> => {
    if (!Number.isSafeInteger(posting.amount) || posting.amount === 0) {
      throw new AppError('SYS/VALIDATION', '金额无效');
    }
    const run = (tx: Db) =>
      tx.transaction(async (inner) => {
        const balance = await repo.addToBalance(
          inner,
          posting.userId,
          posting.wallet,
          posting.amount,
        );
        if (balance === undefined) throw new AppError('SYS/NOT_FOUND', '钱包不存在');
        const entry = await repo.insertEntry(inner, {
          userId: posting.userId,
          wallet: posting.wallet,
          amount: posting.amount,
          transactionType: posting.type,
          reference: posting.reference,
          balanceAfter: balance,
          remark: posting.remark ?? '',
        });
        if (!entry) throw new AlreadyPosted();
        return entry;
      });
    try {
      return await run(outer ?? db);
    } catch (error) {
      // A retry of a posted change returns it, even when posting it again would overdraw.
      if (error instanceof AlreadyPosted || isCheckViolation(error)) {
        const existing = await repo.findEntryByReference(outer ?? db, posting.reference);
        if (existing) return existing;
      }
      if (isCheckViolation(error)) throw new AppError('WALLET/INSUFFICIENT_BALANCE');
      throw error;
    }
  };

  /**
   * Writes a record (`insertRecord`: INSERT … ON CONFLICT DO NOTHING RETURNING id) and its
   * posting in one statement inside the caller's transaction, the entry's reference being
   * `referencePrefix` and the record's id. For callers whose whole transaction rolls back on
   * any error (no savepoint): a balance that would go below zero is
   * WALLET/INSUFFICIENT_BALANCE. Answers the record's id and the new balance, or undefined
   * when the record was written before (nothing posted).
   */
  const postWithRecord = async (
    tx: Db,
    insertRecord: SQL,
    posting: Omit<Posting, 'reference'> & { referencePrefix: string },
  ): Promise<{ recordId: number; balanceAfter: number } | undefined> => {
    if (!Number.isSafeInteger(posting.amount) || posting.amount === 0) {
      throw new AppError('SYS/VALIDATION', '金额无效');
    }
    try {
      const written = await repo.insertWithEntry(tx, insertRecord, {
        userId: posting.userId,
        wallet: posting.wallet,
        amount: posting.amount,
        transactionType: posting.type,
        referencePrefix: posting.referencePrefix,
        remark: posting.remark ?? '',
      });
      if (!written) return undefined;
      if (!written.entry) throw new AppError('SYS/NOT_FOUND', '钱包不存在');
      return { recordId: written.recordId, balanceAfter: written.entry.balanceAfter };
    } catch (error) {
      if (isCheckViolation(error)) throw new AppError('WALLET/INSUFFICIENT_BALANCE');
      throw error;
    }
  };

  /**
   * Many postings in one set-based step (a settlement page): one UPDATE of every wallet touched
   * by its sum, one INSERT of every entry, each entry's `balance_after` the running balance of its
   * wallet in the order given. Unlike `post`, a reference posted before is an error that rolls
   * the whole batch back: the caller's guarded state change makes every reference new.
   * Answers the wallets' new balances.
   */
  const postBatch = async (postings: readonly Posting[], outer?: Db) => {
    if (postings.length === 0) return [];
    const sums = new Map<string, { userId: number; kind: WalletKind; amount: number }>();
    for (const posting of postings) {
      if (!Number.isSafeInteger(posting.amount) || posting.amount === 0) {
        throw new AppError('SYS/VALIDATION', '金额无效');
      }
      const key = `${posting.userId}:${posting.wallet}`;
      const sum = sums.get(key) ?? { userId: posting.userId, kind: posting.wallet, amount: 0 };
      sum.amount += posting.amount;
      sums.set(key, sum);
    }
    const run = async (tx: Db) => {
      const balances = await repo.addToBalances(tx, [...sums.values()]);
      if (balances.length !== sums.size) throw new AppError('SYS/NOT_FOUND', '钱包不存在');
      // Walk each wallet's entries back from its new balance: the last one ends on it.
      const after = new Map(balances.map((row) => [`${row.userId}:${row.kind}`, row.balance]));
      const entries = postings
        .toReversed()
        .map((posting) => {
          const key = `${posting.userId}:${posting.wallet}`;
          const balance = after.get(key) ?? 0;
          // The CHECK sees only the end of the batch: no entry may show a balance below zero.
          if (balance < 0) throw new AppError('WALLET/INSUFFICIENT_BALANCE');
          after.set(key, balance - posting.amount);
          return {
            userId: posting.userId,
            wallet: posting.wallet,
            amount: posting.amount,
            transactionType: posting.type,
            reference: posting.reference,
            balanceAfter: balance,
            remark: posting.remark ?? '',
          };
        })
        .toReversed();
      await repo.insertEntries(tx, entries);
      return balances;
    };
    try {
      return await (outer ? run(outer) : db.transaction(run));
    } catch (error) {
      if (isCheckViolation(error)) throw new AppError('WALLET/INSUFFICIENT_BALANCE');
      throw error;
    }
  };

  /** The database's balances: what decisions that move money read. */
  const balances = async (userId: number): Promise<Balances> => {
    const rows = await repo.findBalances(db, userId);
    const of = (kind: WalletKind) => rows.find((row) => row.kind === kind)?.balance ?? 0;
    return { money: of('money'), liveMoney: of('live') };
  };

  // Kept per process for the member's own screens, dropped on every process when a wallet row
  // of the member commits a change (the change feed; lib/member-cache.ts).
  const cache = memberCacheOn<number, Balances>(changes, ['wallet'], now);

  /** The balances a member's screens show: current with every committed change, from memory. */
  const shownBalances = async (userId: number): Promise<Balances> =>
    (await cache.get(
      userId,
      userId,
      () => balances(userId),
      () => userId,
    )) ?? balances(userId);

  /** Opens the member's money and live wallets at zero. */
  const open = async (userId: number, outer?: Db) => {
    await repo.createWallets(outer ?? db, userId, walletKinds);
  };

  return {
    open,
    post,
    postWithRecord,
    postBatch,
    balances,
    shownBalances,
    entries: (userId: number) => repo.listEntries(db, userId),
  };
};
