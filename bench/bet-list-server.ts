import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { chinaDateOf, chinaMidnightOf, addDaysTo } from '@lottery/contracts';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { betSlips } from '../apps/server/src/db/schema';
import { addManyMembers, addTestGame } from '../apps/server/test/helpers/bets';

/**
 * The server of bench/bet-list.ts: the real app (DRAW_ENGINE off) where one member has
 * `BENCH_LIST_ORDERS` orders placed today (UTC+8; most settled, some pending, some cancelled)
 * and as many yesterday (settled), beside 50 other members with 2,000 orders each. Writes
 * { token, yesterday } to `BENCH_LIST_FILE`, then listens.
 */
const config = loadConfig();
const app = await buildApp(config);
const { db } = app.database;
const gameId = 9_003;
const orders = Number(process.env.BENCH_LIST_ORDERS ?? 100_000);

await addTestGame(db, gameId, '注单测试彩');
const [heavy = 0] = await addManyMembers(app, 'lister', 1, 1_000);
const others = await addManyMembers(app, 'neighbour', 50, 1_000);

const now = Date.now();
const today = chinaDateOf(now);
const yesterday = addDaysTo(today, -1);
/** `count` orders of `userId` spread evenly over [from, to) (epoch ms), by a generate_series. */
const insertOrders = async (
  userId: number,
  count: number,
  from: number,
  to: number,
  prefix: string,
  mix: 'today' | 'settled',
) => {
  const [slip] = await db
    .insert(betSlips)
    .values({ userId, idempotencyKey: prefix, bodyHash: 'bench', gameId, total: count * 10_000 })
    .returning({ id: betSlips.id });
  // today: 1 in 10 pending, 1 in 20 cancelled, the rest settled (a third of them won).
  const status =
    mix === 'today' ? sql`case when i % 10 = 0 then 0 when i % 20 = 5 then 2 else 1 end` : sql`1`;
  await db.execute(sql`
    insert into bet_orders (order_no, slip_id, user_id, game_id, turn_num, bet_end_time,
      play_code, content, amount, odds, status, result, reward, open_num, created_at, settled_at)
    select ${prefix} || lpad(i::text, 9, '0'), ${slip?.id ?? 0}::bigint, ${userId}::bigint,
      ${gameId}::int, '2099' || lpad((i % 999 + 1)::text, 3, '0'),
      to_timestamp(${to / 1000}::double precision + 3600), 'tm', lpad((i % 49 + 1)::text, 2, '0'),
      10000, 48800, s.status, case when s.status = 1 then (i % 3 = 0)::int end,
      case when s.status = 1 and i % 3 = 0 then 488000 else 0 end,
      case when s.status = 1 then '01,02,03,04,05,06,07' else '' end,
      to_timestamp((${from}::double precision + (${to - from}::double precision * i / ${count})) / 1000),
      case when s.status = 1 then to_timestamp(${to / 1000}::double precision) end
    from generate_series(1, ${count}) i, lateral (select ${status} as status) s`);
};

const midnight = chinaMidnightOf(today);
await insertOrders(heavy, orders, midnight, Math.max(now - 1_000, midnight + 1), 'T', 'today');
await insertOrders(heavy, orders, chinaMidnightOf(yesterday), midnight, 'Y', 'settled');
for (const [i, userId] of others.entries()) {
  await insertOrders(userId, 2_000, chinaMidnightOf(yesterday), now - 1_000, `N${i}x`, 'today');
}
// What autovacuum would have done by now (it is off on the benchmark machines' PostgreSQL).
await db.execute(sql`vacuum analyze`);
const { token } = await app.services.sessions.start(
  { id: heavy },
  { remember: true, ip: '127.0.0.1', userAgent: 'bench' },
);
writeFileSync(
  process.env.BENCH_LIST_FILE ?? 'bench-bet-list.json',
  JSON.stringify({ token, yesterday }),
);

const address = await app.listen({ port: config.PORT, host: config.HOST });
process.stdout.write(`bench bet list server running at ${address}\n`);
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
