import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  addDaysTo,
  betResult,
  chinaDateOf,
  betStatus,
  rebateAmount,
  rechargeStatus,
  transactionType,
  withdrawStatus,
  type RebateShare,
} from '@lottery/contracts';
import { paymentChannels } from '../../../src/db/schema';
import { buildTeamDay, freshTeamDays } from '../../../src/modules/agent/team-days';
import { teamSums, type TeamSums } from '../../../src/modules/agent/team-report.repository';
import { seededRandom } from '../../helpers/bets';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';

const dayMs = 86_400_000;

interface Order {
  orderNo: string;
  mine: boolean;
  at: Date;
  amount: number;
  status: number;
  result: number | null;
  reward: number;
  shares: RebateShare[];
}

/** What the report counts of these orders: the settled ones, no rebate on a tie. */
const lotteryOf = (orders: readonly Order[]) => {
  const sums = { betting: 0, win: 0, rebate: 0 };
  for (const order of orders) {
    if (order.status !== betStatus.settled) continue;
    sums.betting += order.amount;
    sums.win += order.reward;
    if (order.result === betResult.tie) continue;
    for (const share of order.shares) sums.rebate += rebateAmount(order.amount, share.rate);
  }
  return sums;
};

/** The UTC+8 days from the one before `from` to the one after `until`. */
const daysAround = (from: Date, until: Date) => {
  const days: string[] = [];
  for (let day = addDaysTo(chinaDateOf(from.getTime()), -1); ; day = addDaysTo(day, 1)) {
    days.push(day);
    if (day > chinaDateOf(until.getTime())) return days;
  }
};

/**
 * The team report equals the sums of its rows: random teams with random bets, rounds, recharges,
 * withdrawals and ledger entries around a range, summed here row by row and by `teamSums`.
 */
describe(`team report sums (${testDriver()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(() => t.close());
  const db = () => t.app.database.db;
  let made = 0;

  /** A random tree under a fresh agent: `size` accounts, each under the agent or one made before. */
  const randomTeam = async (random: () => number, size: number, start: number) => {
    const agent = await t.app.services.account.createMember({
      account: `tp${process.pid % 1000}r${(made += 1)}`,
      password: null,
      isAgent: true,
    });
    const accounts = [{ id: agent.id, depth: 0 }];
    for (let i = 0; i < size; i += 1) {
      const parent = accounts[Math.floor(random() * accounts.length)] ?? accounts[0]!;
      const user = await t.app.services.account.createMember({
        account: `tp${process.pid % 1000}r${(made += 1)}`,
        password: null,
        isAgent: true,
        parentId: parent.id,
      });
      const createdAt = new Date(start + (random() * 4 - 2) * dayMs);
      await db().execute(
        sql`update users set created_at = ${createdAt.toISOString()}::timestamptz where id = ${user.id}`,
      );
      accounts.push({ id: user.id, depth: parent.depth + 1 });
    }
    return { agentId: agent.id, members: accounts };
  };

  it('sums what each source holds for the team in the range, and nothing outside it', async () => {
    const [channel] = await db().select({ id: paymentChannels.id }).from(paymentChannels).limit(1);
    if (!channel) throw new Error('no payment channel in the demo data');
    for (const seed of [11, 23, 37]) {
      const random = seededRandom(seed);
      const from = new Date(Date.parse('2026-05-10T16:00:00Z'));
      const until = new Date(from.getTime() + 2 * dayMs);
      const { agentId, members } = await randomTeam(random, 12, from.getTime());
      const outsider = await randomTeam(random, 1, from.getTime());
      const everyone = [...members, ...outsider.members];
      const when = () => new Date(from.getTime() + (random() * 4 - 1) * dayMs);
      const inRange = (at: Date) => at >= from && at < until;
      const teamIds = new Set(members.map((member) => member.id));
      const expected: TeamSums = {
        lottery: { betting: 0, win: 0, rebate: 0 },
        live: { betting: 0, win: 0 },
        agentRebate: 0,
        registered: 0,
        teamCount: members.length - 1,
        firstRecharges: 0,
        recharges: { count: 0, money: 0, users: 0 },
        withdrawMoney: 0,
        rechDiscount: 0,
        otherDiscount: 0,
        money: 0,
      };
      const rows = (await db().execute(
        sql`select id, created_at from users where id in ${sql.raw(`(${members.map((m) => m.id).join(',')})`)}`,
      )) as unknown as { rows: { id: number | string; created_at: string | Date }[] };
      for (const row of rows.rows) {
        if (Number(row.id) !== agentId && inRange(new Date(row.created_at)))
          expected.registered += 1;
      }

      const [slip] = (
        (await db().execute(sql`
          insert into bet_slips (user_id, idempotency_key, body_hash, game_id, total)
          values (${agentId}, ${`tp-${seed}-${agentId}`}, 'test', 110, 0) returning id`)) as unknown as {
          rows: { id: number | string }[];
        }
      ).rows;
      const orders: Order[] = [];
      const rechargeUsers = new Set<number>();
      const firstRecharge = new Map<number, Date>();
      let n = 0;
      for (const member of everyone) {
        const mine = teamIds.has(member.id);
        for (let k = 0; k < 6; k += 1) {
          n += 1;
          const at = when();
          const amount = 1000 * (1 + Math.floor(random() * 50));
          const status = [
            betStatus.settled,
            betStatus.settled,
            betStatus.pending,
            betStatus.cancelled,
          ][Math.floor(random() * 4)]!;
          const result = status === betStatus.settled ? Math.floor(random() * 3) : null;
          const reward =
            result === betResult.won ? amount * 3 : result === betResult.tie ? amount : 0;
          const shares: RebateShare[] =
            random() < 0.6 ? [{ userId: agentId, rate: Math.round(random() * 30) / 10 }] : [];
          await db().execute(sql`
            insert into bet_orders (order_no, slip_id, user_id, game_id, turn_num, bet_end_time,
              play_code, content, amount, odds, status, result, reward, rebate_shares, created_at)
            values (${`TP${seed}${n}`}, ${Number(slip?.id)}, ${member.id}, 110, '20260510-001',
              ${at.toISOString()}::timestamptz, 'tm', '01', ${amount}, 48800, ${status}, ${result},
              ${reward}, ${JSON.stringify(shares)}::jsonb, ${at.toISOString()}::timestamptz)`);
          orders.push({
            orderNo: `TP${seed}${n}`,
            mine,
            at,
            amount,
            status,
            result,
            reward,
            shares,
          });
        }
        // A live round, a recharge, a withdrawal and ledger entries of the three counted types.
        const liveAt = when();
        const liveBet = 1000 * (1 + Math.floor(random() * 20));
        const liveWin = random() < 0.5 ? liveBet * 2 : 0;
        const settled = random() < 0.8;
        await db().execute(sql`
          insert into live_bet_records (live_code, round_id, user_id, game_code, game_name, bet_amount,
            win_amount, status, detail, bet_at)
          values ('AG', ${`tp-${seed}-${n}`}, ${member.id}, 'AG', '真人', ${liveBet}, ${liveWin},
            ${settled ? 'settled' : 'open'}, '{}'::jsonb, ${liveAt.toISOString()}::timestamptz)
          on conflict do nothing`);
        if (mine && settled && inRange(liveAt)) {
          expected.live.betting += liveBet;
          expected.live.win += liveWin;
        }
        for (let k = 0; k < 2; k += 1) {
          const at = when();
          const amount = 10_000 * (1 + Math.floor(random() * 10));
          const status = random() < 0.7 ? rechargeStatus.success : rechargeStatus.failed;
          await db().execute(sql`
            insert into recharge_orders (order_no, user_id, channel_id, channel_type, channel_name,
              amount, status, reference, pay_to, idempotency_key, expires_at, finished_at)
            values (${`TR${seed}${n}${k}`}, ${member.id}, ${channel.id}, 1, '测试', ${amount},
              ${status}, '', '{}'::jsonb, ${`tr-${seed}-${n}-${k}`}, ${at.toISOString()}::timestamptz,
              ${at.toISOString()}::timestamptz)`);
          if (mine && status === rechargeStatus.success) {
            const first = firstRecharge.get(member.id);
            if (!first || at < first) firstRecharge.set(member.id, at);
            if (inRange(at)) {
              expected.recharges.count += 1;
              expected.recharges.money += amount;
              rechargeUsers.add(member.id);
            }
          }
        }
        const withdrawAt = when();
        const withdrawAmount = 5_000 * (1 + Math.floor(random() * 10));
        const paid = random() < 0.6;
        await db().execute(sql`
          insert into withdraw_orders (order_no, user_id, amount, status, type, bank_name, bank_account,
            account_name, idempotency_key, finished_at)
          values (${`TW${seed}${n}`}, ${member.id}, ${withdrawAmount},
            ${paid ? withdrawStatus.paid : withdrawStatus.rejected}, 1, '测试银行', '6222000000000000',
            '测试', ${`tw-${seed}-${n}`}, ${withdrawAt.toISOString()}::timestamptz)`);
        if (mine && paid && inRange(withdrawAt)) expected.withdrawMoney += withdrawAmount;
        for (const type of [
          transactionType.agentRebate,
          transactionType.rechargeDiscount,
          transactionType.activityDiscount,
          transactionType.payout,
        ]) {
          const at = when();
          const amount = 100 * (1 + Math.floor(random() * 100));
          await db().execute(sql`
            insert into ledger_entries (user_id, wallet, amount, transaction_type, reference,
              balance_after, created_at)
            values (${member.id}, 'money', ${amount}, ${type}, ${`tp-${seed}-${n}-${type}`}, 0,
              ${at.toISOString()}::timestamptz)`);
          if (!mine || !inRange(at)) continue;
          if (type === transactionType.agentRebate && member.id === agentId)
            expected.agentRebate += amount;
          if (type === transactionType.rechargeDiscount) expected.rechDiscount += amount;
          if (type === transactionType.activityDiscount) expected.otherDiscount += amount;
        }
        const balance = 1000 * Math.floor(random() * 500);
        await db().execute(
          sql`update wallets set balance = ${balance} where user_id = ${member.id} and kind = 'money'`,
        );
        if (mine) expected.money += balance;
      }
      expected.recharges.users = rechargeUsers.size;
      expected.firstRecharges = [...firstRecharge.values()].filter(inRange).length;

      const lotteryNow = () => lotteryOf(orders.filter((order) => order.mine && inRange(order.at)));
      expected.lottery = lotteryNow();
      expect(await teamSums(db(), agentId, from, until), `seed ${seed}`).toEqual(expected);

      // The same with the closed days' sums built, then after late writes to orders of built
      // days (those days read from the rows again), then with those days built again.
      const days = daysAround(from, until);
      for (const day of days) await buildTeamDay(db(), day, new Date());
      expect(await freshTeamDays(db(), days[0]!, days.at(-1)!)).toEqual(days);
      expect(await teamSums(db(), agentId, from, until), `seed ${seed} built`).toEqual(expected);

      const late = orders.filter(() => random() < 0.3);
      for (const order of late) {
        const won = order.status !== betStatus.settled;
        Object.assign(order, {
          status: won ? betStatus.settled : betStatus.cancelled,
          result: won ? betResult.won : order.result,
          reward: won ? order.amount * 2 : order.reward,
        });
        await db().execute(sql`
          update bet_orders set status = ${order.status}, result = ${order.result},
            reward = ${order.reward} where order_no = ${order.orderNo}`);
      }
      const lateDays = new Set(late.map((order) => chinaDateOf(order.at.getTime())));
      expect(await freshTeamDays(db(), days[0]!, days.at(-1)!)).toEqual(
        days.filter((day) => !lateDays.has(day)),
      );
      expected.lottery = lotteryNow();
      expect(await teamSums(db(), agentId, from, until), `seed ${seed} late`).toEqual(expected);
      for (const day of days) await buildTeamDay(db(), day, new Date());
      expect(await teamSums(db(), agentId, from, until), `seed ${seed} rebuilt`).toEqual(expected);
      // An unaligned range: its partial days from the rows, its whole days from the sums.
      const halfFrom = new Date(from.getTime() + dayMs / 2);
      const halfUntil = new Date(until.getTime() + dayMs / 3);
      const inHalf = (at: Date) => at >= halfFrom && at < halfUntil;
      expect((await teamSums(db(), agentId, halfFrom, halfUntil)).lottery).toEqual(
        lotteryOf(orders.filter((order) => order.mine && inHalf(order.at))),
      );
    }
  });
});
