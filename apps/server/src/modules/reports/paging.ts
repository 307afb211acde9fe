import { sql, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';

/** A page a list call asks for (`page` from 1). */
export interface PageAsk {
  page: number;
  rows: number;
}

/**
 * Rows a list counts past the page it answers. Its `totalCount` is exact whenever the list ends
 * within this many rows after the page, and otherwise reads as the number counted (the page's
 * end plus these): a client that loads while it has fewer than `totalCount` goes on to the next
 * page and meets the exact count near the end. Counting every row of a member with 100,000
 * orders a day on each page costs more than the page itself (docs/api.md "Reports").
 */
export const countAhead = 1_000;

/** How many rows a page's count reads at most. */
export const countLimitOf = ({ page, rows }: PageAsk) => page * rows + countAhead;

export const offsetOf = ({ page, rows }: PageAsk) => (page - 1) * rows;

/** Both drivers answer raw SQL as { rows }. */
const countRows = z.object({ rows: z.array(z.object({ total: z.coerce.number() })) });

/**
 * How many rows `ordered` (a select already ordered as the list and limited to
 * `countLimitOf(page)`, so that it walks the list's index and stops) yields.
 */
export const countOf = async (db: Db, ordered: SQLWrapper): Promise<number> => {
  const result = await db.execute(sql`select count(*)::int as total from (${ordered}) as c`);
  return countRows.parse(result).rows[0]?.total ?? 0;
};
