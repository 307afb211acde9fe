import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  addDaysTo,
  adminPaths,
  apiBase,
  channelType,
  chinaDateOf,
  chinaMidnightOf,
  rechargePaths,
  type AdminDashboard,
  type RechargeChannel,
  type RechargeOrder,
} from '@lottery/contracts';
import { bearer, newSignedInMember } from '../../helpers/accounts';
import { testDriver } from '../../helpers/test-database';
import {
  createAdminApp,
  dataOf,
  expectRefusals,
  expectStatus,
  yuan,
  type AdminApp,
} from './finance-kit';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe(`back office: dashboard (${testDriver()})`, () => {
  let a: AdminApp;
  beforeAll(async () => {
    a = await createAdminApp();
  });
  afterAll(() => a.close());

  const today = () => chinaDateOf(a.clock.at.getTime());
  const dashboard = async (query: Record<string, string> = {}) => {
    const res = await a.call('readonly', { method: 'GET', path: adminPaths.dashboard, query });
    expectStatus(res, 200);
    return dataOf<AdminDashboard>(res);
  };

  /** The same figures, written here as plain SQL over the rows of the range. */
  const expected = async (startDate: string, endDate: string) => {
    const from = new Date(chinaMidnightOf(startDate)).toISOString();
    const to = new Date(chinaMidnightOf(addDaysTo(endDate, 1))).toISOString();
    const at = a.clock.at.toISOString();
    const one = async <T>(query: ReturnType<typeof sql>) =>
      rowsOf<T>(await a.t.app.database.db.execute(query))[0]!;
    const inRange = (column: string) =>
      sql.raw(`${column} >= '${from}'::timestamptz and ${column} < '${to}'::timestamptz`);
    const registrations = await one<{ n: number }>(
      sql`select count(*)::int as n from users where type = 'HY' and ${inRange('created_at')}`,
    );
    const firstRecharges = await one<{ n: number }>(sql`select count(*)::int as n from (
        select user_id, min(finished_at) as first from recharge_orders where status = 2
        group by user_id) f where ${inRange('f.first')}`);
    const recharges = await one<{ amount: number; n: number }>(sql`
      select coalesce(sum(amount), 0)::float8 as amount, count(*)::int as n from recharge_orders
      where status = 2 and ${inRange('finished_at')}`);
    const withdrawals = await one<{ amount: number; n: number }>(sql`
      select coalesce(sum(amount), 0)::float8 as amount, count(*)::int as n from withdraw_orders
      where status = 1 and ${inRange('finished_at')}`);
    const bets = await one<{ amount: number; n: number }>(sql`
      select coalesce(sum(b.amount), 0)::float8 as amount, count(*)::int as n
      from bet_orders b join users u on u.id = b.user_id
      where u.type = 'HY' and b.status in (0, 1) and ${inRange('b.created_at')}`);
    const games = rowsOf<{ gameId: number; gameName: string; bet: number; payout: number }>(
      await a.t.app.database.db.execute(sql`
        select b.game_id as "gameId", g.name as "gameName", sum(b.amount)::float8 as bet,
          sum(b.reward)::float8 as payout
        from bet_orders b join users u on u.id = b.user_id join lottery_games g on g.id = b.game_id
        where u.type = 'HY' and b.status = 1 and ${inRange('b.settled_at')}
        group by b.game_id, g.name`),
    );
    const online = await one<{ n: number }>(sql`
      select count(distinct user_id)::int as n from sessions
      where ended_at is null and user_id is not null and expires_at > ${at}::timestamptz`);
    const pendingWithdrawals = await one<{ n: number }>(
      sql`select count(*)::int as n from withdraw_orders where status = 0`,
    );
    const pendingRecharges = await one<{ n: number }>(sql`
      select count(*)::int as n from recharge_orders where channel_type <> 30
        and (status = 1 or (status = 0 and expires_at > ${at}::timestamptz))`);
    return {
      startDate,
      endDate,
      registrations: registrations.n,
      firstRecharges: firstRecharges.n,
      rechargeAmount: recharges.amount,
      rechargeCount: recharges.n,
      withdrawAmount: withdrawals.amount,
      withdrawCount: withdrawals.n,
      betAmount: bets.amount,
      betCount: bets.n,
      payoutAmount: games.reduce((sum, game) => sum + game.payout, 0),
      games: games
        .map((game) => ({
          gameId: game.gameId,
          gameName: game.gameName,
          betAmount: game.bet,
          payoutAmount: game.payout,
          houseResult: game.bet - game.payout,
        }))
        .sort((x, y) => x.gameId - y.gameId),
      onlineMembers: online.n,
      pending: { withdrawals: pendingWithdrawals.n, recharges: pendingRecharges.n },
    };
  };
  const byGame = (figures: AdminDashboard) => ({
    ...figures,
    games: [...figures.games].sort((x, y) => x.gameId - y.gameId),
  });

  it('refuses a call without an operator, with a member token, or with bad dates', async () => {
    await expectRefusals(
      a,
      { method: 'GET', path: adminPaths.dashboard },
      {
        forbidden: [],
        bad: { method: 'GET', path: adminPaths.dashboard, query: { startDate: '2026/1/1' } },
      },
    );
  });

  it('opens on today and counts it from the rows', async () => {
    const figures = await dashboard();
    expect(figures).toMatchObject({ startDate: today(), endDate: today() });
    expect(byGame(figures)).toEqual(await expected(today(), today()));
  });

  it('counts 31 days of the demo history from the rows: bets, payouts and the house result per game', async () => {
    const startDate = addDaysTo(today(), -30);
    const figures = await dashboard({ startDate, endDate: today() });
    expect(byGame(figures)).toEqual(await expected(startDate, today()));
    expect(figures.betCount).toBeGreaterThan(0);
    expect(figures.games.length).toBeGreaterThan(0);
    expect(figures.rechargeCount).toBeGreaterThan(0);
    for (const game of figures.games) {
      expect(game.houseResult).toBe(game.betAmount - game.payoutAmount);
    }
  });

  it('adds a fresh member’s registration, first recharge, recharges, paid withdrawal and session', async () => {
    const before = await dashboard();
    const trial = await newSignedInMember(a.t.app, 'admtrial', 0, 'TEST');
    await a.t.app.database.db.execute(
      sql`update users set created_at = ${a.clock.at.toISOString()}::timestamptz where id = ${trial.user.id}`,
    );
    const member = await a.member();
    const channels = dataOf<RechargeChannel[]>(
      await a.call('finance', { method: 'GET', path: adminPaths.channels }),
    );
    const bank = channels.find((c) => c.type === channelType.bank && c.enabled)!;
    for (const [n, amount] of [500, 200].entries()) {
      const made = await a.t.app.inject({
        method: 'POST',
        url: `${apiBase}${rechargePaths.create}`,
        headers: bearer(member.token),
        payload: { channelId: bank.id, amount, idempotencyKey: `admin-dash-${process.pid}-${n}` },
      });
      expectStatus(made, 200);
      const { orderNo } = dataOf<RechargeOrder>(made);
      expectStatus(
        await a.call('finance', {
          method: 'POST',
          path: adminPaths.confirmRecharge,
          payload: { orderNo },
        }),
        200,
      );
    }
    const payTo = {
      bankId: null,
      type: 2,
      bankName: '中国银行',
      bankAccount: '6217000',
      accountName: '李明',
    };
    const withdrawal = await a.t.app.services.withdraw.record(
      member.id,
      { amount: yuan(100), idempotencyKey: `admin-dash-${process.pid}-w`, to: { freeBank: payTo } },
      payTo,
    );
    expect((await dashboard()).pending.withdrawals).toBe(before.pending.withdrawals + 1);
    expectStatus(
      await a.call('finance', {
        method: 'POST',
        path: adminPaths.payWithdrawal,
        payload: { id: withdrawal.id },
      }),
      200,
    );

    const after = await dashboard();
    expect(after).toMatchObject({
      registrations: before.registrations + 1,
      firstRecharges: before.firstRecharges + 1,
      rechargeAmount: before.rechargeAmount + yuan(700),
      rechargeCount: before.rechargeCount + 2,
      withdrawAmount: before.withdrawAmount + yuan(100),
      withdrawCount: before.withdrawCount + 1,
      onlineMembers: before.onlineMembers + 2,
      pending: before.pending,
    });
    expect(byGame(after)).toEqual(await expected(today(), today()));
  });

  it('takes a range of at most 31 days, not reversed and not after today', async () => {
    const call = (query: Record<string, string>) =>
      a.call('readonly', { method: 'GET', path: adminPaths.dashboard, query });
    expectStatus(
      await call({ startDate: addDaysTo(today(), -31), endDate: today() }),
      400,
      'REPORT/RANGE_TOO_LONG',
    );
    expectStatus(
      await call({ startDate: today(), endDate: addDaysTo(today(), -1) }),
      400,
      'REPORT/DATE_REVERSED',
    );
    expectStatus(await call({ endDate: addDaysTo(today(), 1) }), 400, 'REPORT/DATE_FUTURE');
    expectStatus(await call({ startDate: addDaysTo(today(), 1) }), 400, 'REPORT/DATE_FUTURE');
    const yesterday = addDaysTo(today(), -1);
    expect(await dashboard({ endDate: yesterday })).toMatchObject({
      startDate: yesterday,
      endDate: yesterday,
    });
    expect(await dashboard({ startDate: addDaysTo(today(), -3) })).toMatchObject({
      startDate: addDaysTo(today(), -3),
      endDate: today(),
    });
  });
});
