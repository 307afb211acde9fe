import { sql } from 'drizzle-orm';
import {
  addDaysTo,
  betResult,
  betStatus,
  chinaDateOf,
  chinaMidnightOf,
  maxReportDays,
} from '@lottery/contracts';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { periodicSweep } from '../../lib/periodic-sweep';

/**
 * A team's lottery sums per closed day (UTC+8), cached in team_day_sums so a 31-day report of a
 * big team reads 31 rows and the rows of today instead of a million orders. A day's sums are
 * built from the rows, for every account at once, after the day has ended; a later write to an
 * order of a built day (a late settlement, a cancellation) is noted by the triggers of migration
 * 0019 and makes the day read from the rows again until it is rebuilt. Nothing is ever added to
 * a sum, so nothing can drift: a build is the rows' sum, whatever happened before it.
 */

/** Advisory lock keys (the two-int space, apart from the draw engine's and the migrations'). */
const treeLock = sql`2200, 0`;
const dayLock = (day: string) => sql`2201, ${day}::date - date '2000-01-01'`;

/** A team's settled orders grouped by stake and shares (few groups: a chain's shares repeat). */
export const orderGroupColumns = sql`o.amount, o.rebate_shares,
  o.result is distinct from ${betResult.tie} as pays, count(*) as orders, sum(o.reward) as win`;

/** Stakes, wins and the agents' rebates (not on a tie: its stake came back) of the groups `g`. */
export const lotteryTotalColumns = sql`coalesce(sum(g.amount * g.orders), 0) as betting,
  coalesce(sum(g.win), 0) as win,
  coalesce(sum(g.orders * (
    select sum(floor(g.amount * round((s.value->>'rate')::numeric * 10) / 1000))
    from jsonb_array_elements(g.rebate_shares) s
  )) filter (where g.pays), 0) as rebate`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** 00:00 UTC+8 of `day` and of the day after, as SQL instants. */
const bounds = (day: string) => ({
  start: sql`${new Date(chinaMidnightOf(day)).toISOString()}::timestamptz`,
  end: sql`${new Date(chinaMidnightOf(addDaysTo(day, 1))).toISOString()}::timestamptz`,
});

const isFresh = async (db: Db, day: string) =>
  rowsOf<{ fresh: boolean }>(
    await db.execute(sql`
      select exists (select 1 from team_day_builds where day = ${day}::date)
        and not exists (select 1 from team_day_changes where day = ${day}::date) as fresh`),
  )[0]?.fresh === true;

/**
 * Builds `day`'s sums from its orders (false when it was fresh already). The exclusive lock of
 * the day waits for every write to its orders under way (they hold it shared to commit), so the
 * rows read here are all there are; a write after waits for this build, then notes the day.
 */
export const buildTeamDay = (db: Db, day: string, at: Date): Promise<boolean> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${treeLock})`);
    await tx.execute(sql`select pg_advisory_xact_lock(${dayLock(day)})`);
    if (await isFresh(tx, day)) return false;
    const { start, end } = bounds(day);
    await tx.execute(sql`delete from team_day_changes where day = ${day}::date`);
    await tx.execute(sql`delete from team_day_sums where day = ${day}::date`);
    await tx.execute(sql`
      insert into team_day_sums (agent_id, day, betting, win, rebate)
      select g.agent_id, ${day}::date, ${lotteryTotalColumns}
      from (
        select t.ancestor_id as agent_id, ${orderGroupColumns}
        from bet_orders o join agent_tree t on t.descendant_id = o.user_id
        where o.status = ${betStatus.settled} and o.created_at >= ${start} and o.created_at < ${end}
        group by t.ancestor_id, o.amount, o.rebate_shares, pays
      ) g
      group by g.agent_id`);
    await tx.execute(sql`
      insert into team_day_builds (day, built_at) values (${day}::date, ${at.toISOString()}::timestamptz)
      on conflict (day) do update set built_at = excluded.built_at`);
    return true;
  });

/** The days from `first` to `last` (both included) whose built sums are fresh, in order. */
export const freshTeamDays = async (db: Db, first: string, last: string): Promise<string[]> =>
  rowsOf<{ day: string }>(
    await db.execute(sql`
      select to_char(b.day, 'YYYY-MM-DD') as day from team_day_builds b
      where b.day between ${first}::date and ${last}::date
        and not exists (select 1 from team_day_changes c where c.day = b.day)
      order by b.day`),
  ).map((row) => row.day);

/** The lottery sums of `rootId`'s team over the given fresh days. */
export const builtLotterySums = async (db: Db, rootId: number, days: readonly string[]) => {
  if (days.length === 0) return { betting: 0, win: 0, rebate: 0 };
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select coalesce(sum(betting), 0) as betting, coalesce(sum(win), 0) as win,
        coalesce(sum(rebate), 0) as rebate
      from team_day_sums
      where agent_id = ${rootId}::bigint and day = any(${`{${days.join(',')}}`}::date[])`),
  );
  return {
    betting: Number(row?.betting ?? 0),
    win: Number(row?.win ?? 0),
    rebate: Number(row?.rebate ?? 0),
  };
};

/** The UTC+8 days wholly inside [from, until). */
export const wholeDaysIn = (from: Date, until: Date): string[] => {
  let day = chinaDateOf(from.getTime());
  if (chinaMidnightOf(day) < from.getTime()) day = addDaysTo(day, 1);
  const days: string[] = [];
  while (chinaMidnightOf(addDaysTo(day, 1)) <= until.getTime()) {
    days.push(day);
    day = addDaysTo(day, 1);
  }
  return days;
};

/** [from, until) less the given days (in order, inside it): the stretches read from the rows. */
export const stretchesOutside = (from: Date, until: Date, days: readonly string[]) => {
  const stretches: { from: Date; until: Date }[] = [];
  let cursor = from.getTime();
  for (const day of days) {
    const start = chinaMidnightOf(day);
    if (start > cursor) stretches.push({ from: new Date(cursor), until: new Date(start) });
    cursor = chinaMidnightOf(addDaysTo(day, 1));
  }
  if (cursor < until.getTime()) stretches.push({ from: new Date(cursor), until });
  return stretches;
};

/** Days before today that a report may still read and a sweep keeps built. */
const horizonDays = 2 * maxReportDays;

/**
 * Builds the closed days of the horizon that are not fresh, newest first, every `sweepEveryMs`
 * (the first run one period after the start: a restart reads from the rows meanwhile).
 */
export const createTeamDays = (
  { db, log, now }: Pick<Deps, 'db' | 'log' | 'now'>,
  { sweepEveryMs = 600_000 }: { sweepEveryMs?: number } = {},
) => {
  const sweep = async () => {
    const today = chinaDateOf(now().getTime());
    const first = addDaysTo(today, -horizonDays);
    const last = addDaysTo(today, -1);
    const fresh = new Set(await freshTeamDays(db, first, last));
    let built = 0;
    for (let day = last; day >= first; day = addDaysTo(day, -1)) {
      if (!fresh.has(day) && (await buildTeamDay(db, day, now()))) built += 1;
    }
    return { built };
  };
  return {
    sweep,
    ...periodicSweep({
      sweep,
      everyMs: sweepEveryMs,
      log,
      name: 'team day sums sweep',
      firstRun: 'later',
    }),
  };
};
export type TeamDays = ReturnType<typeof createTeamDays>;
