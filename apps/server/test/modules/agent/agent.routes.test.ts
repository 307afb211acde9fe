import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  chinaDateOf,
  rebateAmount,
  transactionType,
  type LinkInfo,
  type PromotionLink,
  type SubUser,
  type TeamReport,
} from '@lottery/contracts';
import { promotionLinks } from '../../../src/db/agent-schema';
import { claimLinkPlace } from '../../../src/modules/team/invites';
import { betOrders, drawTurns, ledgerEntries, users } from '../../../src/db/schema';
import { bearer, form, newSignedInMember, seal, solveCaptcha } from '../../helpers/accounts';
import { expectLedgerHolds } from '../../helpers/ledger';
import { createBettingApp, gameId, place, slip, type BettingApp } from '../betting/betting-kit';

/**
 * The agent programme's calls (issue 22): refused to non-agents and outside the caller's team,
 * links and their quota, downline accounts, the rebate paid at settlement and the team report.
 */
describe('the agent programme', () => {
  let b: BettingApp;
  beforeAll(async () => {
    b = await createBettingApp();
  }, 180_000);
  afterAll(() => b.close());

  const app = () => b.t.app;
  const db = () => app().database.db;
  const url = (path: string) => `/app-api${path}`;
  const get = (token: string, path: string) =>
    app().inject({ method: 'GET', url: url(path), headers: bearer(token) });
  const post = (token: string, path: string, fields: Record<string, string>) => {
    const body = form(fields);
    return app().inject({
      method: 'POST',
      url: url(path),
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  /** Sealed at the app's clock, as a phone whose clock agrees with the server's would. */
  const sealNow = (plain: string) => seal(app(), plain, b.clock.now().getTime());
  const dataOf = <T>(res: { json(): unknown }) => (res.json() as { data: T }).data;
  const codeOf = (res: { json(): unknown }) => (res.json() as { code: string }).code;

  /** A signed-in agent with `rebate` and `money` thousandths; a member when `isAgent` is false. */
  const newAgent = async (rebate = 8, money = 0, isAgent = true) => {
    const made = await newSignedInMember(app(), 'ag', money);
    await db().update(users).set({ isAgent, rebate }).where(eq(users.id, made.user.id));
    return made;
  };
  const createLink = (token: string, fields: Record<string, string>) =>
    post(token, '/api/spreadInfo/createByAgentId', { isDl: '0', rebate: '6', ...fields });
  let registered = 0;
  const register = async (code: string) => {
    // Taken before any await: registrations run in parallel, each from its own address.
    const n = (registered += 1);
    const password = 'Agent1234';
    const captcha = await solveCaptcha(app(), 'reg');
    const [name = '', value = ''] = captcha.cookie.split('=');
    return app().inject({
      method: 'POST',
      url: url('/v/user/reg'),
      // One address may register 10 times in 10 minutes.
      remoteAddress: `10.9.${Math.floor(n / 200)}.${n % 200}`,
      cookies: { [name]: value },
      ...form({
        account: `reg${process.pid % 1000}y${n}`,
        password: await sealNow(password),
        confirmPassword: await sealNow(password),
        vCode: captcha.answer,
        intrCode: code,
      }),
    });
  };

  it('refuses every agent call to a member who is not an agent, and to no one signed in', async () => {
    const member = await newAgent(8, 0, false);
    for (const path of [
      '/api/dl/getDlSubRebateRange',
      '/api/spreadInfo/queryPageByAgentId',
      '/api/dl/queryTeamRws',
      '/api/dl/querySubUsers',
    ]) {
      const res = await get(member.token, path);
      expect(res.statusCode, path).toBe(403);
      expect(codeOf(res)).toBe('AGENT/NOT_AGENT');
      expect((await app().inject({ method: 'GET', url: url(path) })).statusCode).toBe(401);
    }
    const res = await createLink(member.token, {});
    expect(res.statusCode).toBe(403);
    expect(
      await db().select().from(promotionLinks).where(eq(promotionLinks.agentId, member.user.id)),
    ).toEqual([]);
  });

  it('creates, lists, changes and removes links within the agent’s own rebate', async () => {
    const agent = await newAgent(7.5);
    expect(dataOf(await get(agent.token, '/api/dl/getDlSubRebateRange'))).toEqual([0, 7.5]);
    const tooHigh = await createLink(agent.token, { rebate: '7.6' });
    expect(tooHigh.statusCode).toBe(400);
    expect(codeOf(tooHigh)).toBe('AGENT/REBATE_OUT_OF_RANGE');
    expect((await createLink(agent.token, { rebate: '6.55' })).statusCode).toBe(400);

    const made = await createLink(agent.token, { rebate: '6.5', quota: '3', remark: '朋友圈' });
    expect(made.statusCode).toBe(200);
    const link = dataOf<PromotionLink>(made);
    expect(link).toMatchObject({ isDl: 0, rebate: 6.5, quota: 3, used: 0, remark: '朋友圈' });
    expect(link.path).toBe(`/auth/register?code=${link.code}`);

    const page = dataOf<{ data: PromotionLink[]; totalCount: number }>(
      await get(agent.token, '/api/spreadInfo/queryPageByAgentId'),
    );
    expect(page.totalCount).toBe(1);
    expect(page.data[0]?.code).toBe(link.code);

    const changed = await post(agent.token, `/api/spreadInfo/updateByAgentId?id=${link.id}`, {
      isDl: '1',
      rebate: '5',
      quota: '',
    });
    expect(dataOf<PromotionLink>(changed)).toMatchObject({ isDl: 1, rebate: 5, quota: null });

    const removed = await post(agent.token, '/api/spreadInfo/removeByAgentId', {
      id: String(link.id),
    });
    expect(removed.statusCode).toBe(200);
    const after = dataOf<{ totalCount: number }>(
      await get(agent.token, '/api/spreadInfo/queryPageByAgentId'),
    );
    expect(after.totalCount).toBe(0);
    const lookup = await app().inject({
      method: 'GET',
      url: url(`/api/spreadInfo/getLinkInfo?code=${link.code}`),
    });
    expect(lookup.statusCode).toBe(400);
  });

  it('never shows or changes another agent’s link, sub-user or team', async () => {
    const owner = await newAgent(8);
    const other = await newAgent(8);
    const link = dataOf<PromotionLink>(await createLink(owner.token, {}));
    const sub = dataOf<SubUser>(
      await post(owner.token, '/api/dl/add', {
        account: `sub${process.pid % 1000}a${Date.now() % 100000}`,
        password: await sealNow('Secret123'),
        isDl: '0',
        rebate: '5',
      }),
    );
    expect(sub?.level, JSON.stringify(sub)).toBe(1);

    const attempts = [
      await post(other.token, `/api/spreadInfo/updateByAgentId?id=${link.id}`, {
        isDl: '0',
        rebate: '1',
      }),
      await post(other.token, '/api/spreadInfo/removeByAgentId', { id: String(link.id) }),
      await get(other.token, `/api/spreadInfo/queryPageByAgentId?id=${link.id}`),
      await get(other.token, `/api/agent/memberInformation?userId=${sub.id}`),
      await get(other.token, `/api/dl/queryTeamRws?userId=${sub.id}`),
      await get(sub.id ? other.token : '', `/api/agent/memberInformation?userId=${owner.user.id}`),
    ];
    for (const res of attempts) expect(res.statusCode).toBe(404);
    const [stored] = await db().select().from(promotionLinks).where(eq(promotionLinks.id, link.id));
    expect(stored).toMatchObject({ rebate: 6, removedAt: null });
    const list = dataOf<{ totalCount: number }>(await get(other.token, '/api/dl/querySubUsers'));
    expect(list.totalCount).toBe(0);
    // The owner sees the sub-user, and an agent never above their own rebate.
    const info = await get(owner.token, `/api/agent/memberInformation?userId=${sub.id}`);
    expect(dataOf<{ parentAccount: string; rebate: number }>(info)).toMatchObject({
      parentAccount: owner.account,
      rebate: 5,
    });
    const greedy = await post(owner.token, '/api/dl/add', {
      account: `sub${process.pid % 1000}b${Date.now() % 100000}`,
      password: await sealNow('Secret123'),
      isDl: '1',
      rebate: '8.1',
    });
    expect(greedy.statusCode).toBe(400);
  });

  it('registers through a link under its agent, with its rebate, up to its quota', async () => {
    const agent = await newAgent(8);
    const link = dataOf<PromotionLink>(
      await createLink(agent.token, { rebate: '6', isDl: '1', quota: '2' }),
    );
    const info = await app().inject({
      method: 'GET',
      url: url(`/api/spreadInfo/getLinkInfo?code=${link.code}`),
    });
    expect(dataOf<LinkInfo>(info)).toMatchObject({ code: link.code, isDl: 1 });

    const first = await register(link.code);
    expect(first.statusCode, first.body).toBe(200);
    expect((await register(link.code)).statusCode).toBe(200);
    const third = await register(link.code);
    expect(third.statusCode).toBe(400);
    expect(codeOf(third)).toBe('AGENT/LINK_EXHAUSTED');
    const lookup = await app().inject({
      method: 'GET',
      url: url(`/api/spreadInfo/getLinkInfo?code=${link.code}`),
    });
    expect(codeOf(lookup)).toBe('AGENT/LINK_EXHAUSTED');

    const downline = await db().select().from(users).where(eq(users.parentId, agent.user.id));
    expect(downline).toHaveLength(2);
    for (const member of downline) {
      expect(member).toMatchObject({ rebate: 6, isAgent: true });
      expect(member.intrCode).toMatch(/^[A-Z2-9]{8}$/);
    }
    const [stored] = await db().select().from(promotionLinks).where(eq(promotionLinks.id, link.id));
    expect(stored?.used).toBe(2);
    const unknown = await register('NOSUCHCODE');
    expect(codeOf(unknown)).toBe('UC/INTR_CODE_NOT_FOUND');
  });

  it('admits exactly the quota when 50 register through a link at once', async () => {
    const agent = await newAgent(8);
    const quota = 7;
    const link = dataOf<PromotionLink>(await createLink(agent.token, { quota: String(quota) }));
    const results = await Promise.all(Array.from({ length: 50 }, () => register(link.code)));
    expect(
      results.filter((res) => res.statusCode === 200),
      results.map((res) => res.body).join('\n'),
    ).toHaveLength(quota);
    expect(results.filter((res) => res.statusCode !== 200).map(codeOf)).toEqual(
      Array.from({ length: 50 - quota }, () => 'AGENT/LINK_EXHAUSTED'),
    );
    const [stored] = await db().select().from(promotionLinks).where(eq(promotionLinks.id, link.id));
    expect(stored?.used).toBe(quota);
    expect(await db().select().from(users).where(eq(users.parentId, agent.user.id))).toHaveLength(
      quota,
    );
  });

  it('takes a link’s places atomically: 50 claims at once, exactly the quota', async () => {
    const agent = await newAgent(8);
    const quota = 7;
    const link = dataOf<PromotionLink>(await createLink(agent.token, { quota: String(quota) }));
    const taken = await Promise.all(
      Array.from({ length: 50 }, () => db().transaction(async (tx) => claimLinkPlace(tx, link.id))),
    );
    expect(taken.filter(Boolean)).toHaveLength(quota);
    const [stored] = await db().select().from(promotionLinks).where(eq(promotionLinks.id, link.id));
    expect(stored?.used).toBe(quota);
    expect(codeOf(await register(link.code))).toBe('AGENT/LINK_EXHAUSTED');
  });

  it('pays each agent up the chain their rebate difference once when a bet settles, and reports it', async () => {
    const top = await newAgent(8);
    const middle = dataOf<SubUser>(
      await post(top.token, '/api/dl/add', {
        account: `mid${process.pid % 1000}c${Date.now() % 100000}`,
        password: await sealNow('Secret123'),
        isDl: '1',
        rebate: '6.5',
      }),
    );
    const bettor = await newSignedInMember(app(), 'agb', 1_000_000);
    await db()
      .update(users)
      .set({ parentId: middle.id, rebate: 5 })
      .where(eq(users.id, bettor.user.id));
    await db().execute(sql`
      insert into agent_tree (ancestor_id, descendant_id, depth)
      select ancestor_id, ${bettor.user.id}::bigint, depth + 1 from agent_tree
      where descendant_id = ${middle.id}::bigint`);

    const stake = 100_000;
    const res = await place(
      b,
      bettor.token,
      slip(b, [{ playCode: 'tm', content: '01', amount: 100 }]),
    );
    expect(res.statusCode).toBe(200);
    const [order] = await db().select().from(betOrders).where(eq(betOrders.userId, bettor.user.id));
    expect(order?.amount).toBe(stake);
    expect(order?.rebateShares).toEqual([
      { userId: middle.id, rate: 1.5 },
      { userId: top.user.id, rate: 1.5 },
    ]);

    await db()
      .update(drawTurns)
      .set({
        numbers: [2, 3, 4, 5, 6, 7, 8],
        revealed: 7,
        status: 'drawn',
        openTime: b.clock.now(),
        finalTime: b.clock.now(),
      })
      .where(and(eq(drawTurns.gameId, gameId), eq(drawTurns.turnNum, b.turn.turnNum)));
    const settlement = app().services.settlement;
    await settlement.settleTurn(gameId, b.turn.turnNum);
    await settlement.settleTurn(gameId, b.turn.turnNum);

    const rebates = await db()
      .select({ userId: ledgerEntries.userId, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionType, transactionType.agentRebate));
    const paid = rebates.filter((row) => row.userId === top.user.id || row.userId === middle.id);
    expect(paid).toHaveLength(2);
    expect(paid.every((row) => row.amount === rebateAmount(stake, 1.5))).toBe(true);
    await expectLedgerHolds(app(), top.user.id);
    await expectLedgerHolds(app(), middle.id);

    // The orders carry the app's clock (before the turn's close, maybe tomorrow in UTC+8); the
    // ledger's rebates the database's time: the range spans both days.
    const days = `beginDate=${chinaDateOf(Date.now())}&endDate=${chinaDateOf(b.clock.now().getTime())}`;
    const report = dataOf<TeamReport>(await get(top.token, `/api/dl/queryTeamRws?${days}`));
    expect(report.cpBetReport).toMatchObject({
      bettingMoney: stake,
      winMoney: 0,
      winOrcloseMoney: -stake,
      rebateMoney: 2 * rebateAmount(stake, 1.5),
    });
    expect(report.dlRebate).toBe(rebateAmount(stake, 1.5));
    expect(report.teamCount).toBe(2);
    const ofMiddle = dataOf<TeamReport>(
      await get(top.token, `/api/dl/queryTeamRws?userId=${middle.id}&${days}`),
    );
    expect(ofMiddle.teamCount).toBe(1);
    expect(ofMiddle.dlRebate).toBe(rebateAmount(stake, 1.5));
    const subs = dataOf<{ data: SubUser[]; totalCount: number }>(
      await get(top.token, '/api/dl/querySubUsers?all=1'),
    );
    expect(subs.data.map((row) => row.level).sort()).toEqual([1, 2]);
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const agent = await newAgent(8);
    for (const fields of <Record<string, string>[]>[
      { rebate: 'abc' },
      { isDl: '2' },
      { quota: '-1' },
      { rebate: '6', extra: 'x' },
    ]) {
      const res = await createLink(agent.token, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
    }
    expect((await get(agent.token, '/api/dl/queryTeamRws?beginDate=2026-13-01')).statusCode).toBe(
      400,
    );
    expect((await get(agent.token, '/api/dl/querySubUsers?page=0')).statusCode).toBe(400);
    expect(
      await db().select().from(promotionLinks).where(eq(promotionLinks.agentId, agent.user.id)),
    ).toEqual([]);
  });
});
