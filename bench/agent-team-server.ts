import { writeFileSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { betStatus, rechargeStatus, transactionType, withdrawStatus } from '@lottery/contracts';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { addTestGame } from '../apps/server/test/helpers/bets';

/**
 * The server of bench/agent-team.ts: the real app (DRAW_ENGINE off) where one agent has a team
 * of 10,000 accounts on three levels: 20 sub-agents, 100 second-level agents (5 under each
 * sub-agent) and 9,880 members, half under a sub-agent, half under a second-level agent. The
 * members placed `BENCH_TEAM_ORDERS` settled orders (default 1,000,000) spread evenly over the
 * last 60 days, four in five with their agents' rebate shares; beside them live-casino rounds,
 * recharges, withdrawals, agent rebates, discounts and other ledger entries (stakes and payouts)
 * in proportion. Everything is written by set-based statements (generate_series) with ids
 * chosen up front, so the tree's rows are arithmetic. `BENCH_TEAM_PROPOSED_INDEXES=1` adds the
 * covering index of bet_orders that docs/agent.md discusses. Writes { token, subAgentId } to
 * `BENCH_TEAM_FILE`, then listens.
 */
const config = loadConfig();
const app = await buildApp(config);
const { db } = app.database;
const gameId = 9_004;
const orders = Number(process.env.BENCH_TEAM_ORDERS ?? 1_000_000);
const subAgents = 20;
const secondAgents = 100;
const members = 9_880;
const liveRounds = orders / 20;
const recharges = orders / 20;
const withdrawals = orders / 50;
const agentRebates = orders / 30;
const discounts = orders / 50;
/** Stakes and payouts of the members in the ledger (rows the team's ledger query passes over). */
const ledgerNoise = Number(process.env.BENCH_TEAM_LEDGER_NOISE ?? orders / 2);
const days = 60;

const run = (statement: SQL) => db.execute(statement);
/** A number of ours written into the statement (no parameter whose type PostgreSQL must guess). */
const lit = (value: number) => sql.raw(String(Math.trunc(value)));
const started = Date.now();
const step = (what: string) =>
  process.stdout.write(`  ${what} (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);

await addTestGame(db, gameId, '团队测试彩');
const [{ base = 0 } = {}] = (
  (await run(sql`select coalesce(max(id), 0)::bigint + 1000 as base from users`)) as unknown as {
    rows: { base: string }[];
  }
).rows.map((row) => ({ base: Number(row.base) }));
/** Ids: the agent, then sub-agents, second-level agents, members (member m is firstMember + m). */
const agentId = base;
const firstSub = base + 1;
const firstSecond = firstSub + subAgents;
const firstMember = firstSecond + secondAgents;
const lastId = firstMember + members - 1;
const now = Date.now();
const nowAt = sql`to_timestamp(${now / 1000}::double precision)`;
const span = sql`(${lit(days)} * interval '1 day')`;
/** The i-th of `count` instants spread evenly over the last 60 days (i from 0). */
const spread = (i: SQL, count: number) =>
  sql`${nowAt} - ${span} + ${span} * (${i})::double precision / ${lit(count)}`;
/** Parent of member m: even ones under a sub-agent, odd ones under a second-level agent. */
const parentOfMember = (m: SQL) =>
  sql`case when ${m} % 2 = 0 then ${lit(firstSub)} + (${m} / 2) % ${lit(subAgents)}
    else ${lit(firstSecond)} + (${m} / 2) % ${lit(secondAgents)} end`;

// Accounts: registrations spread over the last 90 days (the team count and registrations).
await run(sql`
  insert into users (id, account, nickname, is_agent, parent_id, rebate, created_at)
  select ${lit(agentId)}, 'teamboss', 'teamboss', true, null, 8, ${nowAt} - interval '400 days'
  union all
  select ${lit(firstSub)} + k, 'teamsub' || lpad(k::text, 3, '0'), '', true, ${lit(agentId)},
    6.5, ${nowAt} - interval '300 days'
  from generate_series(0, ${lit(subAgents - 1)}) k
  union all
  select ${lit(firstSecond)} + k, 'teamlvl' || lpad(k::text, 3, '0'), '', true,
    ${lit(firstSub)} + k % ${lit(subAgents)}, 5, ${nowAt} - interval '200 days'
  from generate_series(0, ${lit(secondAgents - 1)}) k
  union all
  select ${lit(firstMember)} + m, 'teammem' || lpad(m::text, 5, '0'), '', false,
    (${parentOfMember(sql`m`)})::bigint, 3.5, ${nowAt} - (interval '90 days') * m / ${lit(members)}
  from generate_series(0, ${lit(members - 1)}) m`);
await run(sql`select setval('users_id_seq', ${lit(lastId)})`);
await run(sql`
  insert into wallets (user_id, kind, balance)
  select id, kind, case when kind = 'money' then 1000000 + (id % 97) * 10000 else 0 end
  from generate_series(${lit(agentId)}, ${lit(lastId)}) id, unnest(array['money', 'live']) kind`);
// The closure table as placeInTree writes it: self rows, then each level under its parent's rows.
await run(sql`
  insert into agent_tree (ancestor_id, descendant_id, depth)
  select id, id, 0 from generate_series(${lit(agentId)}, ${lit(lastId)}) id`);
for (const [from, to] of [
  [firstSub, firstSecond - 1],
  [firstSecond, firstMember - 1],
  [firstMember, lastId],
] as const) {
  await run(sql`
    insert into agent_tree (ancestor_id, descendant_id, depth)
    select t.ancestor_id, u.id, t.depth + 1
    from users u join agent_tree t on t.descendant_id = u.parent_id
    where u.id between ${lit(from)} and ${lit(to)}`);
}
step('10,001 accounts, wallets and agent tree');

// One slip per member; orders round-robin over the members, evenly over the 60 days.
await run(sql`
  insert into bet_slips (user_id, idempotency_key, body_hash, game_id, total)
  select ${lit(firstMember)} + m, 'teambench', 'bench', ${lit(gameId)}, 0
  from generate_series(0, ${lit(members - 1)}) m`);
const shares = (m: SQL) => sql`case
  when ${m} % 2 = 0 then jsonb_build_array(
    jsonb_build_object('userId', ${lit(firstSub)} + (${m} / 2) % ${lit(subAgents)}, 'rate', 3),
    jsonb_build_object('userId', ${lit(agentId)}, 'rate', 1.5))
  else jsonb_build_array(
    jsonb_build_object('userId', ${lit(firstSecond)} + (${m} / 2) % ${lit(secondAgents)}, 'rate', 1.5),
    jsonb_build_object('userId', ${lit(firstSub)} + ((${m} / 2) % ${lit(secondAgents)}) % ${lit(subAgents)},
      'rate', 1.5),
    jsonb_build_object('userId', ${lit(agentId)}, 'rate', 1.5)) end`;
const chunk = 200_000;
for (let offset = 0; offset < orders; offset += chunk) {
  await run(sql`
    insert into bet_orders (order_no, slip_id, user_id, game_id, turn_num, bet_end_time,
      play_code, content, amount, odds, status, result, reward, open_num, rebate, rebate_shares,
      created_at, settled_at)
    select 'TM' || lpad(i::text, 9, '0'), s.id, s.user_id, ${lit(gameId)}, '2099' || lpad((i % 999 + 1)::text, 3, '0'),
      o.at + interval '1 minute', 'tm', lpad((i % 49 + 1)::text, 2, '0'), o.amount, 48800,
      ${lit(betStatus.settled)}, o.result,
      case when o.result = 1 then o.amount * 2 when o.result = 2 then o.amount else 0 end,
      '01,02,03,04,05,06,07', 3.5,
      case when i % 5 = 0 then '[]'::jsonb else ${shares(sql`(i % ${lit(members)})`)} end,
      o.at, o.at + interval '2 minutes'
    from generate_series(${lit(offset)}, ${lit(Math.min(orders, offset + chunk) - 1)}) i
    join bet_slips s on s.user_id = ${lit(firstMember)} + i % ${lit(members)}
      and s.idempotency_key = 'teambench'
    cross join lateral (select ${spread(sql`i`, orders)} as at,
      10000 * (1 + i % 5) as amount,
      case when i % 10 = 0 then 2 when i % 3 = 0 then 1 else 0 end as result) o`);
  step(`${Math.min(orders, offset + chunk).toLocaleString('en')} orders`);
}

await run(sql`
  insert into live_bet_records (live_code, round_id, user_id, game_code, game_name, bet_amount,
    win_amount, status, detail, bet_at, settled_at)
  select 'KY', 'team' || i, ${lit(firstMember)} + (i * 7) % ${lit(members)}, '620', '德州扑克',
    20000 * (1 + i % 4), case when i % 2 = 0 then 39000 * (1 + i % 4) else 0 end, 'settled',
    '{}'::jsonb, ${spread(sql`i`, liveRounds)}, ${spread(sql`i`, liveRounds)} + interval '1 minute'
  from generate_series(0, ${lit(liveRounds - 1)}) i`);

// Recharges and withdrawals over 90 days (first recharges fall before a range too); some failed.
const [channel] = (
  (await run(sql`
    insert into payment_channels (type, name, min_amount, max_amount, details)
    values (2, '团队压测银行', 1000, 100000000, '{}'::jsonb) returning id`)) as unknown as {
    rows: { id: number }[];
  }
).rows;
const ninety = (i: SQL, count: number) =>
  sql`${nowAt} - interval '90 days' + interval '90 days' * (${i})::double precision / ${lit(count)}`;
await run(sql`
  insert into recharge_orders (order_no, user_id, channel_id, channel_type, channel_name, amount,
    status, reference, pay_to, idempotency_key, created_at, expires_at, finished_at)
  select 'TR' || lpad(i::text, 9, '0'), ${lit(firstMember)} + (i * 13) % ${lit(members)},
    ${lit(channel?.id ?? 0)}, 2, '团队压测银行', 100000 * (1 + i % 10),
    case when i % 10 = 0 then ${lit(rechargeStatus.failed)} else ${lit(rechargeStatus.success)} end,
    'R' || i, '{}'::jsonb, 'team' || i, r.at - interval '3 minutes',
    r.at + interval '27 minutes', r.at
  from generate_series(0, ${lit(recharges - 1)}) i,
    lateral (select ${ninety(sql`i`, recharges)} as at) r`);
await run(sql`
  insert into withdraw_orders (order_no, user_id, amount, status, type, bank_name, bank_account,
    account_name, idempotency_key, created_at, finished_at)
  select 'TW' || lpad(i::text, 9, '0'), ${lit(firstMember)} + (i * 31) % ${lit(members)},
    50000 * (1 + i % 6),
    case when i % 10 = 0 then ${lit(withdrawStatus.rejected)} else ${lit(withdrawStatus.paid)} end,
    2, '工商银行', '6222020200001234', '张三', 'team' || i, w.at - interval '10 minutes', w.at
  from generate_series(0, ${lit(withdrawals - 1)}) i,
    lateral (select ${ninety(sql`i`, withdrawals)} as at) w`);
step('live rounds, recharges, withdrawals');

// Ledger: agent rebates to the agents, discounts to the members, and stakes/payouts (noise).
await run(sql`
  insert into ledger_entries (user_id, wallet, amount, transaction_type, reference, balance_after,
    created_at)
  select ${lit(agentId)} + i % ${lit(1 + subAgents + secondAgents)}, 'money', 150 + i % 300,
    ${lit(transactionType.agentRebate)}, 'team:rebate:' || i, 1000000, ${spread(sql`i`, agentRebates)}
  from generate_series(0, ${lit(agentRebates - 1)}) i
  union all
  select ${lit(firstMember)} + (i * 17) % ${lit(members)}, 'money', 5000 + i % 1000,
    case when i % 3 = 0 then ${lit(transactionType.activityDiscount)}
      else ${lit(transactionType.rechargeDiscount)} end,
    'team:discount:' || i, 1000000, ${spread(sql`i`, discounts)}
  from generate_series(0, ${lit(discounts - 1)}) i
  union all
  select ${lit(firstMember)} + i % ${lit(members)}, 'money',
    case when i % 2 = 0 then -50000 else 80000 end,
    case when i % 2 = 0 then ${lit(transactionType.lotteryBet)} else ${lit(transactionType.payout)} end,
    'team:bet:' || i, 1000000, ${spread(sql`i`, ledgerNoise)}
  from generate_series(0, ${lit(ledgerNoise - 1)}) i`);
step('ledger');
if (process.env.BENCH_TEAM_PROPOSED_INDEXES === '1') {
  // The covering index docs/agent.md discusses, to measure it without a migration (the ledger's
  // index of the report is in the schema: ledger_entries_team_report).
  await run(sql`
    create index bench_bet_orders_team_report on bet_orders
      (user_id, created_at, amount, reward, result, rebate_shares) where status = 1`);
  step('proposed index');
}
// What autovacuum would have done by now (it is off on the benchmark machines' PostgreSQL).
await run(sql`vacuum analyze`);
step('vacuum analyze');
// What the ten-minute sweep would have built by now: the closed days' team sums.
const { built } = await app.services.agent.teamDays.sweep();
step(`team day sums of ${built} days`);

const { token } = await app.services.sessions.start(
  { id: agentId },
  { remember: true, ip: '127.0.0.1', userAgent: 'bench' },
);
writeFileSync(
  process.env.BENCH_TEAM_FILE ?? 'bench-agent-team.json',
  JSON.stringify({ token, subAgentId: firstSub }),
);

const address = await app.listen({ port: config.PORT, host: config.HOST });
process.stdout.write(`bench agent team server running at ${address}\n`);
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
