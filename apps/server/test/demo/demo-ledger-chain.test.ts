import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testDriver } from '../helpers/test-database';

/**
 * 资金明细 lists a wallet's movements newest first by their time, each with the balance after
 * it: the demo's back-dated history must read as a chain in that order too, every row's balance
 * the one before it plus its amount.
 */
describe(`the demo ledger in time order (${testDriver()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('chains every wallet of every demo account by created_at', async () => {
    const result = await t.app.database.db.execute(sql`
      select user_id, wallet, id, amount, balance_after,
        lag(balance_after) over w as previous
      from ledger_entries
      window w as (partition by user_id, wallet order by created_at, id)`);
    const rows = z
      .object({
        rows: z.array(
          z.object({
            user_id: z.coerce.number(),
            wallet: z.string(),
            id: z.coerce.number(),
            amount: z.coerce.number(),
            balance_after: z.coerce.number(),
            previous: z.coerce.number().nullable(),
          }),
        ),
      })
      .parse(result).rows;
    expect(rows.length).toBeGreaterThan(50);
    const broken = rows.filter((row) => row.balance_after !== (row.previous ?? 0) + row.amount);
    expect(broken).toEqual([]);
  });
});
