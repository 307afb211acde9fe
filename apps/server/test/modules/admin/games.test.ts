import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, inArray, like, or } from 'drizzle-orm';
import {
  adminCapabilities,
  adminGamePaths,
  betOddsAnswer,
  gameCenterFile,
  gameCenterFilePath,
  redPacketConfigKey,
  redPacketDefaults,
  staticFileUrl,
  type AdminCentreGame,
  type AdminCentreGamePage,
  type AdminGameCategory,
  type AdminGamePlays,
  type AdminGameProvider,
  type AdminLotteryGame,
  type RedPacketLimits,
} from '@lottery/contracts';
import { operatorAudit } from '../../../src/db/admin-schema';
import {
  betOdds,
  betPlayLimits,
  gameCategories,
  gameProviders,
  games,
  systemConfig,
} from '../../../src/db/schema';
import { testDriver } from '../../helpers/test-database';
import { addRoom, newKey, postCreate } from '../red-packets/red-packets-kit';
import {
  createAdminApp,
  dataOf,
  expectRefusals,
  expectStatus,
  rolesWithout,
  yuan,
  type AdminApp,
  type AdminCall,
} from './finance-kit';

/** 澳门六合彩: a daily demo game with plays, odds and a game-centre entry. */
const gameId = 110;

describe(`back office: games and red-packet limits (${testDriver()})`, () => {
  let a: AdminApp;
  beforeAll(async () => {
    a = await createAdminApp();
  });
  afterAll(() => a.close());

  const db = () => a.t.app.database.db;
  const auditCount = async () =>
    (
      await db()
        .select({ n: count() })
        .from(operatorAudit)
        .where(
          or(
            like(operatorAudit.action, 'game.%'),
            eq(operatorAudit.action, 'chat.redPacketLimits'),
          ),
        )
    )[0]!.n;
  const everything = async () => ({
    odds: await db()
      .select()
      .from(betOdds)
      .where(eq(betOdds.gameId, gameId))
      .orderBy(asc(betOdds.oddsKey)),
    limits: await db()
      .select()
      .from(betPlayLimits)
      .where(eq(betPlayLimits.gameId, gameId))
      .orderBy(asc(betPlayLimits.playCode)),
    games: await db().select().from(games).orderBy(asc(games.gameId)),
    providers: await db().select().from(gameProviders).orderBy(asc(gameProviders.liveCode)),
    categories: await db().select().from(gameCategories).orderBy(asc(gameCategories.type)),
    config: await db()
      .select()
      .from(systemConfig)
      .where(inArray(systemConfig.configKey, Object.values(redPacketConfigKey))),
  });
  /** What a visitor's odds read shows, as the game page fetches it. */
  const memberOdds = async () => {
    const res = await a.t.app.inject({
      method: 'GET',
      url: `/app-api/v/bet/odds?gameId=${gameId}`,
    });
    expectStatus(res, 200);
    return betOddsAnswer.parse(dataOf(res));
  };
  /** game_center.json as a browser fetches it. */
  const centreFile = async () => {
    const res = await a.t.app.inject({ method: 'GET', url: staticFileUrl(gameCenterFilePath) });
    expectStatus(res, 200);
    return gameCenterFile.parse(res.json());
  };
  const post = (role: 'super' | 'operations' | 'support', path: string, payload: object) =>
    a.call(role, { method: 'POST', path, payload });
  const thirdPartyGame = async () => {
    const [row] = await db()
      .select()
      .from(games)
      .where(and(eq(games.category, 'electronic'), eq(games.enabled, true)))
      .orderBy(asc(games.gameId))
      .limit(1);
    return row!;
  };

  it('refuses every call without an operator, with a member token, roles without the capability or bad input — nothing changes', async () => {
    const before = await everything();
    const audits = await auditCount();
    const games = rolesWithout(adminCapabilities.runGames);
    expect(games).toEqual(['finance', 'support', 'readonly']);
    const chat = rolesWithout(adminCapabilities.moderateChat);
    expect(chat).toEqual(['finance', 'operations', 'readonly']);
    const game = await thirdPartyGame();
    const [provider] = before.providers;

    const reads: [AdminCall, AdminCall][] = [
      [
        { method: 'GET', path: adminGamePaths.lotteryGames },
        { method: 'GET', path: adminGamePaths.lotteryGames, query: { x: '1' } },
      ],
      [
        { method: 'GET', path: adminGamePaths.lotteryPlays, query: { gameId: String(gameId) } },
        { method: 'GET', path: adminGamePaths.lotteryPlays, query: { gameId: 'x' } },
      ],
      [
        { method: 'GET', path: adminGamePaths.games },
        { method: 'GET', path: adminGamePaths.games, query: { category: 'hot' } },
      ],
      [
        { method: 'GET', path: adminGamePaths.providers },
        { method: 'GET', path: adminGamePaths.providers, query: { x: '1' } },
      ],
      [
        { method: 'GET', path: adminGamePaths.categories },
        { method: 'GET', path: adminGamePaths.categories, query: { x: '1' } },
      ],
      [
        { method: 'GET', path: adminGamePaths.redPacketLimits },
        { method: 'GET', path: adminGamePaths.redPacketLimits, query: { x: '1' } },
      ],
    ];
    for (const [request, bad] of reads) await expectRefusals(a, request, { forbidden: [], bad });

    const writes: [AdminCall, object, readonly string[]][] = [
      [
        {
          method: 'POST',
          path: adminGamePaths.saveOdds,
          payload: { gameId, odds: { tm: 40_000 } },
        },
        { gameId, odds: { tm: 1000 } },
        games,
      ],
      [
        {
          method: 'POST',
          path: adminGamePaths.saveLimits,
          payload: { gameId, playCode: 'tm', maxAmount: 100 },
        },
        { gameId, playCode: 'tm', maxAmount: 0 },
        games,
      ],
      [
        {
          method: 'POST',
          path: adminGamePaths.saveMaintenance,
          payload: { gameId, maintain: '2030-01-01 00:00:00~2030-01-01 02:00:00' },
        },
        { gameId, maintain: 'tomorrow' },
        games,
      ],
      [
        {
          method: 'POST',
          path: adminGamePaths.saveGame,
          payload: { gameId: game.gameId, enabled: false, sort: 1, hot: 5 },
        },
        { gameId: game.gameId, enabled: false, sort: 1, hot: -1 },
        games,
      ],
      [
        {
          method: 'POST',
          path: adminGamePaths.saveProvider,
          payload: { liveCode: provider!.liveCode, enabled: false, sort: 1, maintain: '' },
        },
        { liveCode: provider!.liveCode, enabled: 'no', sort: 1, maintain: '' },
        games,
      ],
      [
        {
          method: 'POST',
          path: adminGamePaths.saveCategory,
          payload: { type: 'fish', name: '捕鱼游戏', sort: 1 },
        },
        { type: 'fish', name: '', sort: 1 },
        games,
      ],
      [
        {
          method: 'POST',
          path: adminGamePaths.saveRedPacketLimits,
          payload: { minAmount: yuan(1), maxAmount: yuan(50), maxCount: 20 },
        },
        { minAmount: yuan(60), maxAmount: yuan(50), maxCount: 20 },
        chat,
      ],
    ];
    for (const [request, bad, forbidden] of writes) {
      await expectRefusals(a, request, {
        forbidden: forbidden as typeof games,
        bad: { ...request, payload: bad },
      });
    }
    // Input the schema lets through but the service refuses, still with nothing written.
    expectStatus(
      await post('operations', adminGamePaths.saveOdds, { gameId, odds: { nope: 2000 } }),
      400,
      'SYS/VALIDATION',
    );
    expectStatus(
      await post('operations', adminGamePaths.saveLimits, {
        gameId,
        playCode: 'tm',
        minAmount: 500,
        maxAmount: 100,
      }),
      400,
      'SYS/VALIDATION',
    );
    expectStatus(
      await post('operations', adminGamePaths.saveOdds, { gameId: 99_999, odds: { tm: 2000 } }),
      404,
      'GAME/NOT_FOUND',
    );
    expectStatus(
      await post('operations', adminGamePaths.saveGame, {
        gameId: 999_999,
        enabled: true,
        sort: 0,
        hot: 0,
      }),
      404,
      'ADMIN/NOT_FOUND',
    );
    expect(await everything()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('lists the lottery games and every play with its limits and odds', async () => {
    const res = await a.call('readonly', { method: 'GET', path: adminGamePaths.lotteryGames });
    expectStatus(res, 200);
    const lottery = dataOf<AdminLotteryGame[]>(res);
    expect(lottery.find((game) => game.id === gameId)).toMatchObject({ enabled: true });
    const shown = await a.call('readonly', {
      method: 'GET',
      path: adminGamePaths.lotteryPlays,
      query: { gameId: String(gameId) },
    });
    expectStatus(shown, 200);
    const { plays } = dataOf<AdminGamePlays>(shown);
    const member = await memberOdds();
    for (const offered of member.plays) {
      const play = plays.find((entry) => entry.playCode === offered.playCode);
      expect(play?.limits).toMatchObject({ minAmount: offered.minAmount });
      for (const [key, value] of Object.entries(offered.odds)) {
        expect(play?.odds.find((item) => item.key === key)?.odds).toBe(value);
      }
    }
  });

  it('changes odds and limits through betting, each with one audit row, and a member sees it at once', async () => {
    const before = (await memberOdds()).plays.find((play) => play.playCode === 'tm')!;
    const saved = await post('operations', adminGamePaths.saveOdds, {
      gameId,
      odds: { tm: 47_500 },
    });
    expectStatus(saved, 200);
    const tm = dataOf<AdminGamePlays>(saved).plays.find((play) => play.playCode === 'tm')!;
    expect(tm.odds).toEqual([{ key: 'tm', label: expect.any(String), odds: 47_500 }]);
    expect((await memberOdds()).plays.find((play) => play.playCode === 'tm')!.odds.tm).toBe(47_500);
    const [oddsAudit] = await db()
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'game.odds'));
    expect(oddsAudit).toMatchObject({
      operatorAccount: 'ops01',
      before: { tm: before.odds.tm },
      after: { tm: 47_500 },
    });
    expect(
      await db()
        .select({ n: count() })
        .from(operatorAudit)
        .where(eq(operatorAudit.action, 'game.odds')),
    ).toEqual([{ n: 1 }]);

    const limited = await post('super', adminGamePaths.saveLimits, {
      gameId,
      playCode: 'tm',
      maxAmount: before.minAmount + 1,
      turnMax: before.minAmount + 10,
    });
    expectStatus(limited, 200);
    expect((await memberOdds()).plays.find((play) => play.playCode === 'tm')).toMatchObject({
      maxAmount: before.minAmount + 1,
      turnMax: before.minAmount + 10,
    });
    const limitAudits = await db()
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'game.limits'));
    expect(limitAudits).toHaveLength(1);
    expect(limitAudits[0]).toMatchObject({
      before: { maxAmount: before.maxAmount, turnMax: before.turnMax },
      after: { maxAmount: before.minAmount + 1, turnMax: before.minAmount + 10 },
    });
    expect(limitAudits[0]!.target).toContain('特码');

    // Switching the play off hides it from the bet slip's enabled plays.
    expectStatus(
      await post('operations', adminGamePaths.saveLimits, {
        gameId,
        playCode: 'tm',
        enabled: false,
      }),
      200,
    );
    expect((await memberOdds()).plays.find((play) => play.playCode === 'tm')!.enabled).toBe(false);
  });

  it('sets a game’s maintenance window and game_center.json shows it at once', async () => {
    const window = '2030-01-01 00:00:00~2030-01-01 02:00:00';
    const entry = (await centreFile()).games.find((game) => game.gameId === gameId);
    expect(entry).toBeDefined();
    const res = await post('operations', adminGamePaths.saveMaintenance, {
      gameId,
      maintain: window,
    });
    expectStatus(res, 200);
    expect(dataOf<AdminCentreGame>(res).maintain).toBe(window);
    expect((await centreFile()).games.find((game) => game.gameId === gameId)!.maintain).toBe(
      window,
    );
    const lottery = dataOf<AdminLotteryGame[]>(
      await a.call('readonly', { method: 'GET', path: adminGamePaths.lotteryGames }),
    );
    expect(lottery.find((game) => game.id === gameId)!.maintain).toBe(window);
    expect(await a.audits('game.maintenance', entry!.gameName)).toBe(1);

    expectStatus(
      await post('operations', adminGamePaths.saveMaintenance, { gameId, maintain: '' }),
      200,
    );
    expect((await centreFile()).games.find((game) => game.gameId === gameId)!.maintain).toBe('');
    expect(await a.audits('game.maintenance', entry!.gameName)).toBe(2);
  });

  it('switches a third-party game off, ranks it hot, and republishes game_center.json', async () => {
    const game = await thirdPartyGame();
    const list = await a.call('readonly', {
      method: 'GET',
      path: adminGamePaths.games,
      query: { category: 'electronic', size: '100' },
    });
    expectStatus(list, 200);
    const page = dataOf<AdminCentreGamePage>(list);
    expect(page.list.every((entry) => entry.category === 'electronic')).toBe(true);
    expect(page.list.find((entry) => entry.gameId === game.gameId)).toMatchObject({
      enabled: true,
    });

    const hot = await post('operations', adminGamePaths.saveGame, {
      gameId: game.gameId,
      enabled: true,
      sort: game.sort,
      hot: 999_999,
    });
    expectStatus(hot, 200);
    const file = await centreFile();
    const hotGames = file.games.filter((entry) => entry.hot > 0).sort((x, y) => y.hot - x.hot);
    expect(hotGames[0]!.gameId).toBe(game.gameId);
    const ranked = dataOf<AdminCentreGamePage>(
      await a.call('readonly', { method: 'GET', path: adminGamePaths.games, query: { hot: '1' } }),
    );
    expect(ranked.list[0]!.gameId).toBe(game.gameId);

    expectStatus(
      await post('super', adminGamePaths.saveGame, {
        gameId: game.gameId,
        enabled: false,
        sort: game.sort,
        hot: 0,
      }),
      200,
    );
    expect((await centreFile()).games.some((entry) => entry.gameId === game.gameId)).toBe(false);
    const audits = await db()
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, 'game.save'), eq(operatorAudit.target, game.gameName)));
    expect(audits).toHaveLength(2);
    expect(audits[1]).toMatchObject({
      before: { enabled: true, hot: 999_999 },
      after: { enabled: false, hot: 0 },
    });
  });

  it('closes a provider and renames a category, each with one audit row', async () => {
    const providers = dataOf<AdminGameProvider[]>(
      await a.call('readonly', { method: 'GET', path: adminGamePaths.providers }),
    );
    const provider = providers.find((entry) => entry.liveCode === 'FYBY')!;
    expect(provider.games).toBeGreaterThan(0);
    const window = '2030-02-01 00:00:00~2030-02-01 06:00:00';
    const saved = await post('operations', adminGamePaths.saveProvider, {
      liveCode: provider.liveCode,
      enabled: true,
      sort: provider.sort,
      maintain: window,
    });
    expectStatus(saved, 200);
    expect(dataOf<AdminGameProvider>(saved).maintain).toBe(window);
    const file = await centreFile();
    const ofProvider = file.games.filter((game) => game.liveCode === provider.liveCode);
    expect(ofProvider.length).toBeGreaterThan(0);
    expect(ofProvider.every((game) => game.maintain !== '')).toBe(true);
    expect(await a.audits('game.provider', provider.name)).toBe(1);

    expectStatus(
      await post('operations', adminGamePaths.saveProvider, {
        liveCode: provider.liveCode,
        enabled: false,
        sort: provider.sort,
        maintain: '',
      }),
      200,
    );
    expect((await centreFile()).games.some((game) => game.liveCode === provider.liveCode)).toBe(
      false,
    );

    const renamed = await post('operations', adminGamePaths.saveCategory, {
      type: 'fish',
      name: '捕鱼达人',
      sort: 3,
    });
    expectStatus(renamed, 200);
    expect(dataOf<AdminGameCategory>(renamed)).toEqual({ type: 'fish', name: '捕鱼达人', sort: 3 });
    expect((await centreFile()).categories.find((entry) => entry.type === 'fish')!.name).toBe(
      '捕鱼达人',
    );
    expect(await a.audits('game.category', 'fish')).toBe(1);
  });

  it('sets the red-packet limits (客服/风控) with one audit row; a packet above the new max is refused', async () => {
    const shown = await a.call('readonly', { method: 'GET', path: adminGamePaths.redPacketLimits });
    expectStatus(shown, 200);
    expect(dataOf<RedPacketLimits>(shown)).toEqual({
      minAmount: redPacketDefaults.minAmount,
      maxAmount: redPacketDefaults.maxAmount,
      maxCount: redPacketDefaults.maxCount,
    });
    const next = { minAmount: yuan(0.5), maxAmount: yuan(30), maxCount: 10 };
    const saved = await post('support', adminGamePaths.saveRedPacketLimits, next);
    expectStatus(saved, 200);
    expect(dataOf<RedPacketLimits>(saved)).toEqual(next);
    const stored = await db()
      .select()
      .from(systemConfig)
      .where(inArray(systemConfig.configKey, Object.values(redPacketConfigKey)));
    expect(Object.fromEntries(stored.map((row) => [row.configKey, row.configValue]))).toEqual({
      [redPacketConfigKey.minAmount]: '0.50',
      [redPacketConfigKey.maxAmount]: '30.00',
      [redPacketConfigKey.maxCount]: '10',
    });
    const [audit] = await db()
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'chat.redPacketLimits'));
    expect(audit).toMatchObject({
      operatorAccount: expect.any(String),
      before: { maxAmount: redPacketDefaults.maxAmount },
      after: next,
    });
    expect(await a.audits('chat.redPacketLimits', '红包限额')).toBe(1);

    const member = await a.member(yuan(1_000));
    const room = await addRoom(db());
    const create = (amount: number, packets: number) =>
      postCreate(a.t.app, member.token, {
        room_id: room.id,
        amount,
        count: packets,
        idempotencyKey: newKey(),
      });
    expectStatus(await create(yuan(30.01), 1), 400, 'HONGBAO/AMOUNT_RANGE');
    expectStatus(await create(yuan(10), 11), 400, 'HONGBAO/COUNT_RANGE');
    expectStatus(await create(yuan(30), 10), 200);
  });
});
