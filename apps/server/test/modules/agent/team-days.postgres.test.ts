import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { betStatus } from '@lottery/contracts';
import {
  buildTeamDay,
  builtLotterySums,
  freshTeamDays,
} from '../../../src/modules/agent/team-days';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * A build of a day and a write to one of its orders at the same moment, on two connections of
 * PostgreSQL (vitest.config.ts postgresOnly; PGlite has one connection, nothing runs beside it):
 * the build waits for the write under way and counts it, or the write comes after and the day
 * is read from the rows again. Each step waits for a state (a lock waited on), never for time.
 */
describe('team day sums beside a late write (postgres)', () => {
  let t: TestApp;
  let other: pg.Client;
  beforeAll(async () => {
    t = await createTestApp();
    other = new pg.Client({ connectionString: t.testDatabase.url });
    await other.connect();
  }, 180_000);
  afterAll(async () => {
    await other.end();
    await t.close();
  });
  const db = () => t.app.database.db;
  let made = 0;

  /** An agent with one member and one settled order of 100 yuan placed on `day` at noon. */
  const teamWithOrder = async (day: string) => {
    made += 1;
    const agent = await t.app.services.account.createMember({
      account: `tdp${process.pid % 1000}a${made}`,
      password: null,
      isAgent: true,
    });
    const member = await t.app.services.account.createMember({
      account: `tdp${process.pid % 1000}m${made}`,
      password: null,
      parentId: agent.id,
    });
    const orderNo = `TDP${process.pid}${made}`;
    const [slip] = (
      (await db().execute(sql`
        insert into bet_slips (user_id, idempotency_key, body_hash, game_id, total)
        values (${member.id}, ${orderNo}, 'test', 110, 0) returning id`)) as unknown as {
        rows: { id: number | string }[];
      }
    ).rows;
    await db().execute(sql`
      insert into bet_orders (order_no, slip_id, user_id, game_id, turn_num, bet_end_time,
        play_code, content, amount, odds, status, result, reward, rebate_shares, created_at)
      values (${orderNo}, ${Number(slip?.id)}, ${member.id}, 110, '20260520-001',
        ${`${day}T12:00:00+08:00`}::timestamptz, 'tm', '01', 100000, 48800, ${betStatus.settled},
        0, 0, '[]'::jsonb, ${`${day}T12:00:00+08:00`}::timestamptz)`);
    return { agentId: agent.id, orderNo };
  };

  /** Resolves once some session waits for an advisory lock. */
  const someoneWaitsForAnAdvisoryLock = async () => {
    for (;;) {
      const { rows } = await other.query<{ waiting: boolean }>(
        `select exists (select 1 from pg_locks l join pg_database d on d.oid = l.database
          where d.datname = current_database() and l.locktype = 'advisory' and not l.granted)
          as waiting`,
      );
      if (rows[0]?.waiting) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  it('a build waits for a write to the day under way, and counts it', async () => {
    const day = '2026-05-20';
    const { agentId, orderNo } = await teamWithOrder(day);
    const writer = new pg.Client({ connectionString: t.testDatabase.url });
    await writer.connect();
    try {
      await writer.query('begin');
      await writer.query(`update bet_orders set reward = 300000 where order_no = $1`, [orderNo]);
      const build = buildTeamDay(db(), day, new Date());
      await someoneWaitsForAnAdvisoryLock();
      await writer.query('commit');
      expect(await build).toBe(true);
    } finally {
      await writer.end();
    }
    expect(await freshTeamDays(db(), day, day)).toEqual([day]);
    expect(await builtLotterySums(db(), agentId, [day])).toEqual({
      betting: 100000,
      win: 300000,
      rebate: 0,
    });
  });

  it('a write while a build holds the day comes after it and makes the day stale', async () => {
    const day = '2026-05-21';
    const { orderNo } = await teamWithOrder(day);
    const builder = new pg.Client({ connectionString: t.testDatabase.url });
    await builder.connect();
    try {
      // The build's lock, held here as a build under way holds it.
      await builder.query('begin');
      await builder.query(`select pg_advisory_xact_lock(2201, $1::date - date '2000-01-01')`, [
        day,
      ]);
      await builder.query(`insert into team_day_builds (day, built_at) values ($1, now())`, [day]);
      // A drizzle query runs when awaited: then() starts it now.
      const write = db()
        .execute(sql`update bet_orders set reward = 200000 where order_no = ${orderNo}`)
        .then(() => undefined);
      await someoneWaitsForAnAdvisoryLock();
      await builder.query('commit');
      await write;
    } finally {
      await builder.end();
    }
    expect(await freshTeamDays(db(), day, day)).toEqual([]);
    expect(await buildTeamDay(db(), day, new Date())).toBe(true);
    expect(await freshTeamDays(db(), day, day)).toEqual([day]);
    expect(await buildTeamDay(db(), day, new Date())).toBe(false);
  });
});
