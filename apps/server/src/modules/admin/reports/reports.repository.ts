import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * Official members' ledger entries in [from, to), summed per UTC+8 day and transaction type
 * (trial accounts' money is play money). The day is the entry's time moved to UTC+8.
 */
export const ledgerByDayAndType = async (db: Db, { from, to }: { from: Date; to: Date }) =>
  rowsOf(
    await db.execute(sql`
      select to_char((e.created_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD') as day,
        e.transaction_type as type, coalesce(sum(e.amount), 0)::bigint as amount,
        count(*) as entries
      from ledger_entries e join users u on u.id = e.user_id
      where u.type = 'HY' and e.created_at >= ${from.toISOString()}::timestamptz
        and e.created_at < ${to.toISOString()}::timestamptz
      group by 1, 2
      order by 1, 2`),
  ).map((raw) => ({
    day: String(raw.day),
    type: Number(raw.type),
    amount: Number(raw.amount),
    entries: Number(raw.entries),
  }));
