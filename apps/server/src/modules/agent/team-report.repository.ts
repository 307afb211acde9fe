import { sql } from 'drizzle-orm';
import { betStatus, rechargeStatus, transactionType, withdrawStatus } from '@lottery/contracts';
import type { Db } from '../../db/client';
import {
  builtLotterySums,
  freshTeamDays,
  lotteryTotalColumns,
  orderGroupColumns,
  stretchesOutside,
  wholeDaysIn,
} from './team-days';

/** Sums of a team over a time range, straight from the rows (no counter that could drift). */
export interface TeamSums {
  lottery: { betting: number; win: number; rebate: number };
  live: { betting: number; win: number };
  agentRebate: number;
  registered: number;
  teamCount: number;
  firstRecharges: number;
  recharges: { count: number; money: number; users: number };
  withdrawMoney: number;
  rechDiscount: number;
  otherDiscount: number;
  money: number;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const one = async (query: Promise<unknown>) => rowsOf(await query)[0] ?? {};
const n = (value: unknown) => Number(value ?? 0);

/**
 * The lottery sums of a team over [from, until) straight from its orders. The orders are grouped
 * first by stake and shares (few: a chain's shares repeat on each of its bets), so the shares are
 * read once a group, not once an order, and the planner's estimate stays small (no JIT compiling
 * longer than the query runs; bench/agent-team.ts).
 */
const lotteryFromOrders = async (db: Db, rootId: number, from: Date, until: Date) => {
  const row = await one(
    db.execute(sql`
      select ${lotteryTotalColumns}
      from (
        select ${orderGroupColumns}
        from agent_tree t join bet_orders o on o.user_id = t.descendant_id
        where t.ancestor_id = ${rootId}::bigint and o.status = ${betStatus.settled}
          and o.created_at >= ${from.toISOString()}::timestamptz
          and o.created_at < ${until.toISOString()}::timestamptz
        group by o.amount, o.rebate_shares, pays
      ) g`),
  );
  return { betting: n(row.betting), win: n(row.win), rebate: n(row.rebate) };
};

/** The lottery sums: the fresh built days from team_day_sums, the rest from the orders. */
const lotterySums = async (db: Db, rootId: number, from: Date, until: Date) => {
  const whole = wholeDaysIn(from, until);
  const first = whole[0];
  const last = whole.at(-1);
  const fresh = first && last ? await freshTeamDays(db, first, last) : [];
  const parts = await Promise.all([
    builtLotterySums(db, rootId, fresh),
    ...stretchesOutside(from, until, fresh).map((stretch) =>
      lotteryFromOrders(db, rootId, stretch.from, stretch.until),
    ),
  ]);
  return parts.reduce((sum, part) => ({
    betting: sum.betting + part.betting,
    win: sum.win + part.win,
    rebate: sum.rebate + part.rebate,
  }));
};

/**
 * The team of `rootId` (them and everyone below, at any depth) over [from, until): bets by the
 * time they were placed (settled ones), recharges and withdrawals by the time they were done,
 * registrations by the time they were made; balances now. `agentRebate` is what `rootId`
 * themself was credited as agent rebate in the range.
 */
export const teamSums = async (
  db: Db,
  rootId: number,
  from: Date,
  until: Date,
): Promise<TeamSums> => {
  const root = sql`${rootId}::bigint`;
  const start = sql`${from.toISOString()}::timestamptz`;
  const end = sql`${until.toISOString()}::timestamptz`;
  const team = sql`select descendant_id from agent_tree where ancestor_id = ${root}`;
  const [lottery, live, ledger, people, recharges, firsts, withdrawals, money] = await Promise.all([
    lotterySums(db, rootId, from, until),
    one(
      db.execute(sql`
        select coalesce(sum(b.bet_amount), 0) as betting, coalesce(sum(b.win_amount), 0) as win
        from agent_tree t join live_bet_records b on b.user_id = t.descendant_id
        where t.ancestor_id = ${root} and b.status = 'settled'
          and b.bet_at >= ${start} and b.bet_at < ${end}`),
    ),
    one(
      db.execute(sql`
        select
          coalesce(sum(e.amount) filter (where e.user_id = ${root}
            and e.transaction_type = ${transactionType.agentRebate}), 0) as agent_rebate,
          coalesce(sum(e.amount) filter (where e.transaction_type = ${transactionType.rechargeDiscount}), 0) as rech_discount,
          coalesce(sum(e.amount) filter (where e.transaction_type = ${transactionType.activityDiscount}), 0) as other_discount
        from agent_tree t join ledger_entries e on e.user_id = t.descendant_id
        where t.ancestor_id = ${root} and e.created_at >= ${start} and e.created_at < ${end}
          and e.transaction_type in (${transactionType.agentRebate},
            ${transactionType.rechargeDiscount}, ${transactionType.activityDiscount})`),
    ),
    one(
      db.execute(sql`
        select count(*) filter (where t.depth >= 1) as team_count,
          count(*) filter (where t.depth >= 1 and u.created_at >= ${start}
            and u.created_at < ${end}) as registered
        from agent_tree t join users u on u.id = t.descendant_id
        where t.ancestor_id = ${root}`),
    ),
    one(
      db.execute(sql`
        select count(*) as count, coalesce(sum(r.amount), 0) as money,
          count(distinct r.user_id) as users
        from agent_tree t join recharge_orders r on r.user_id = t.descendant_id
        where t.ancestor_id = ${root} and r.status = ${rechargeStatus.success}
          and r.finished_at >= ${start} and r.finished_at < ${end}`),
    ),
    one(
      db.execute(sql`
        select count(*) as count from (
          select r.user_id, min(r.finished_at) as first_at
          from recharge_orders r
          where r.user_id in (${team}) and r.status = ${rechargeStatus.success}
          group by r.user_id
        ) f where f.first_at >= ${start} and f.first_at < ${end}`),
    ),
    one(
      db.execute(sql`
        select coalesce(sum(w.amount), 0) as money
        from agent_tree t join withdraw_orders w on w.user_id = t.descendant_id
        where t.ancestor_id = ${root} and w.status = ${withdrawStatus.paid}
          and w.finished_at >= ${start} and w.finished_at < ${end}`),
    ),
    one(
      db.execute(sql`
        select coalesce(sum(w.balance), 0) as money
        from agent_tree t join wallets w on w.user_id = t.descendant_id and w.kind = 'money'
        where t.ancestor_id = ${root}`),
    ),
  ]);
  return {
    lottery,
    live: { betting: n(live.betting), win: n(live.win) },
    agentRebate: n(ledger.agent_rebate),
    registered: n(people.registered),
    teamCount: n(people.team_count),
    firstRecharges: n(firsts.count),
    recharges: { count: n(recharges.count), money: n(recharges.money), users: n(recharges.users) },
    withdrawMoney: n(withdrawals.money),
    rechDiscount: n(ledger.rech_discount),
    otherDiscount: n(ledger.other_discount),
    money: n(money.money),
  };
};
