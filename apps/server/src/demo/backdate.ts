import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ledgerEntries } from '../db/schema';
import { pgArray } from '../lib/pg-array';

/**
 * Ledger entries of a demo history carry the times they happened, not the generator's. Post
 * them in that time order: 资金明细 reads a wallet newest first by time, each row with the
 * balance after it (test/demo/demo-ledger-chain.test.ts holds the chain).
 */
export const backdateLedger = async (db: Db, times: ReadonlyMap<string, Date>) => {
  if (times.size === 0) return;
  await db.execute(sql`
    update ${ledgerEntries} set created_at = v.at
    from unnest(${pgArray([...times.keys()])}::text[], ${pgArray([...times.values()])}::timestamptz[])
      as v(reference, at)
    where ${ledgerEntries.reference} = v.reference`);
};
