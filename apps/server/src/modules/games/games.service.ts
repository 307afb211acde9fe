import { randomUUID } from 'node:crypto';
import {
  allProviderCode,
  gameCategories,
  isUnderMaintenance,
  lotteryCategory,
  type CategoryProviders,
  type Game,
  type GameCategoryEntry,
  type GameCenterFile,
  type GameGroupTypeQuery,
  type GameHomeCategory,
  type GameListQuery,
  type GamePage,
  type GameToggleLikeBody,
  type LivePlayQuery,
  type ToggleLikeAnswer,
} from '@lottery/contracts';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { Authenticated } from '../auth/session.service';
import type { SettingsService } from '../settings/settings.service';
import type { WalletService } from '../wallet/wallet.service';
import * as repo from './games.repository';
import type { ProviderRegistry } from './providers';

export type GamesService = ReturnType<typeof createGamesService>;

type CatalogueRow = Awaited<ReturnType<typeof repo.listGames>>[number];

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

const present = (row: CatalogueRow, follows: ReadonlySet<number>): Game => {
  const { game } = row;
  return {
    gameId: game.gameId,
    gameName: game.gameName,
    category: game.category as GameHomeCategory,
    type: game.category,
    imageUrl: game.imageUrl,
    landscapeUrl: game.landscapeUrl,
    hot: game.hot,
    isFollow: flag(follows.has(game.gameId)),
    liveCode: game.liveCode ?? '',
    gameCode: game.gameCode,
    gameKind: game.gameKind,
    providerName: row.providerName ?? '',
    providerUrl: row.providerUrl ?? '',
    // A provider's window closes all its games: the earlier-listed one shows when both exist.
    maintain: game.maintain || row.providerMaintain || '',
    appDisplay: game.appDisplay === 1 ? 1 : 0,
    sort: game.sort,
  };
};

const liveCodesOf = (text: string) =>
  text
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code && code !== allProviderCode);

/**
 * The game centre (spec part 1 §2 "Game centre", §7): the catalogue (also published as
 * game_center.json), members' follows, and the launch of third-party games through their
 * provider's adapter with the refusals of spec §8.
 */
export const createGamesService = (
  { db, events, log, now }: Pick<Deps, 'db' | 'events' | 'log' | 'now'>,
  {
    settings,
    wallet,
    providers,
  }: { settings: SettingsService; wallet: WalletService; providers: ProviderRegistry },
) => {
  const followSet = async (userId?: number) =>
    new Set(userId === undefined ? [] : await repo.listFollowIds(db, userId));

  const categories = async (): Promise<GameCategoryEntry[]> => {
    const rows = await repo.listCategories(db);
    const known = new Set<string>(gameCategories);
    return rows
      .filter((row) => known.has(row.type))
      .map((row) => ({
        name: row.name,
        type: row.type as GameCategoryEntry['type'],
        imageUrl: row.imageUrl,
      }));
  };

  const list = async (query: GameListQuery, userId?: number): Promise<GamePage> => {
    const filter: repo.GameFilter = {
      ...(query.groupType ? { category: query.groupType } : {}),
      searchText: query.searchText,
      liveCodes: liveCodesOf(query.liveCode),
    };
    const [rows, totalCount, follows] = await Promise.all([
      repo.listGames(db, filter, { limit: query.rows, offset: (query.page - 1) * query.rows }),
      repo.countGames(db, filter),
      followSet(userId),
    ]);
    return { data: rows.map((row) => present(row, follows)), totalCount };
  };

  const categoryProviders = async (query: GameGroupTypeQuery): Promise<CategoryProviders[]> => {
    const rows = await repo.listCategoryProviders(db);
    const types = query.groupType ? [query.groupType] : gameCategories;
    return types.map((type) => {
      const seen = new Set<string>();
      const providersOf = rows
        .filter((row) => (type === 'hot' ? row.hot : row.category === type))
        .filter((row) => !seen.has(row.liveCode) && seen.add(row.liveCode))
        .map(({ providerName, liveCode, providerUrl }) => ({
          providerName,
          liveCode,
          providerUrl,
        }));
      return { type, providers: providersOf };
    });
  };

  /** game_center.json: every category and every visible game, without anyone's follows. */
  const centreFile = async (): Promise<GameCenterFile> => {
    const rows = await repo.listGames(db, {});
    return { categories: await categories(), games: rows.map((row) => present(row, new Set())) };
  };

  const followIds = async (userId: number) => ({ gameIds: await repo.listFollowIds(db, userId) });

  const toggleLike = async (
    userId: number,
    { gameId, like }: GameToggleLikeBody,
  ): Promise<ToggleLikeAnswer> => {
    if (!(await repo.findVisibleGame(db, gameId))) throw new AppError('GAME/NOT_FOUND');
    if (like === 1) await repo.follow(db, userId, gameId);
    else await repo.unfollow(db, userId, gameId);
    return { gameId, isFollow: like };
  };

  /** GET /live/play: the refusals of spec §8 in order, then the provider's launch URL. */
  const launch = async (
    { user, sessionId }: Authenticated,
    query: LivePlayQuery,
    origin: string,
  ): Promise<string> => {
    if (user.type !== 'HY') throw new AppError('UC/TRIAL_FORBIDDEN');
    if (user.status !== 0) throw new AppError('UC/ACCOUNT_STATE_ERROR');
    const blacklist = await repo.findBlacklist(db, user.id, query.liveCode);
    if (blacklist.some((row) => row.liveCode === '')) throw new AppError('USER_IN_BLACKLIST');

    const found = await repo.findProviderGame(db, query.liveCode, query.gameType);
    if (!found || found.game.category === lotteryCategory) throw new AppError('GAME/NOT_FOUND');
    if (query.gameKind && query.gameKind !== found.game.gameKind) {
      throw new AppError('GAME/NOT_FOUND');
    }
    const { game, provider } = found;
    const timeZone = await settings.timeZone();
    for (const maintain of [game.maintain, provider.maintain]) {
      if (isUnderMaintenance(maintain, now().getTime(), timeZone)) {
        throw new AppError('LIVE/maintenance', `游戏维护中，维护时间：${maintain}`);
      }
    }
    if (blacklist.some((row) => row.liveCode === provider.liveCode)) {
      throw new AppError('LIVE/BLACK_USER');
    }

    const adapter = providers.adapterOf(provider.adapter);
    if (!adapter) {
      log.error({ liveCode: provider.liveCode, adapter: provider.adapter }, 'no provider adapter');
      throw new AppError('LIVE/LAUNCH_FAILED');
    }
    try {
      const url = await adapter.launch({
        provider,
        game: { ...game, liveCode: provider.liveCode },
        member: { userId: user.id, account: user.account, sessionId },
        isMobile: query.isMobile,
        origin,
      });
      // The member's main balance follows them into the game (一键转入); 一键回收 brings it back.
      const { money } = await wallet.balances(user.id);
      if (money > 0) {
        await adapter
          .transferIn({
            provider,
            userId: user.id,
            amount: money,
            transferId: `live:transfer:${provider.liveCode}:${randomUUID()}`,
          })
          .catch((error: unknown) => {
            // A launch at the same moment moved the balance first: nothing is left to move.
            if (!(error instanceof AppError && error.code === 'WALLET/INSUFFICIENT_BALANCE')) {
              throw error;
            }
          });
      }
      return url;
    } catch (error) {
      if (error instanceof AppError) throw error;
      log.error({ err: error, liveCode: provider.liveCode }, 'game launch failed');
      throw new AppError('LIVE/LAUNCH_FAILED');
    }
  };

  /** The demo generator's and operators' way in; game_center.json follows. */
  const addCatalogue = async (
    input: {
      categories: Parameters<typeof repo.insertCategories>[1];
      providers: Parameters<typeof repo.insertProviders>[1];
      games: Parameters<typeof repo.insertGames>[1];
    },
    outer?: Db,
  ) => {
    const target = outer ?? db;
    if (input.categories.length) await repo.insertCategories(target, input.categories);
    if (input.providers.length) await repo.insertProviders(target, input.providers);
    if (input.games.length) await repo.insertGames(target, input.games);
    if (!outer) await events.emit('sourceChanged', { source: 'games' });
  };

  const blacklist = (rows: Parameters<typeof repo.insertBlacklist>[1], outer?: Db) =>
    repo.insertBlacklist(outer ?? db, rows);

  /** Republishes game_center.json (the game centre reads it); after the change has committed. */
  const publishCatalogue = () => events.emit('sourceChanged', { source: 'games' });

  /** Runs a change in the caller's transaction (who publishes after its commit) or its own. */
  const changing = async <T>(run: (tx: Db) => Promise<T | undefined>, outer?: Db) => {
    const changed = outer ? await run(outer) : await db.transaction(run);
    if (changed !== undefined && !outer) await publishCatalogue();
    return changed;
  };

  /** Every game of the catalogue, enabled or not, a page of them: the back office's list. */
  const allGames = async (
    filter: repo.AdminGameFilter,
    page: { limit: number; offset: number },
  ) => {
    const [rows, total] = await Promise.all([
      repo.listAllGames(db, filter, page),
      repo.countAllGames(db, filter),
    ]);
    return { rows, total };
  };

  const allProviders = () => repo.listProvidersWithCounts(db);
  const allCategories = () => repo.listCategories(db);
  const lotteryEntries = () => repo.listLotteryEntries(db);

  /** A game's switch, order and hot rank; answers the row before and after (undefined: none). */
  const saveGame = (
    gameId: number,
    values: Pick<repo.GameRow, 'enabled' | 'sort' | 'hot'>,
    outer?: Db,
  ) =>
    changing(async (tx) => {
      const before = await repo.findGameForUpdate(tx, gameId);
      if (!before) return undefined;
      const after = await repo.updateGame(tx, gameId, values);
      return after && { before, after };
    }, outer);

  /** A game's maintenance window ('' none, see maintainValue); as saveGame. */
  const setMaintain = (gameId: number, maintain: string, outer?: Db) =>
    changing(async (tx) => {
      const before = await repo.findGameForUpdate(tx, gameId);
      if (!before) return undefined;
      const after = await repo.updateGame(tx, gameId, { maintain });
      return after && { before, after };
    }, outer);

  /** A provider's switch, order and window (closing all its games); as saveGame. */
  const saveProvider = (
    liveCode: string,
    values: Pick<repo.ProviderRow, 'enabled' | 'sort' | 'maintain'>,
    outer?: Db,
  ) =>
    changing(async (tx) => {
      const before = await repo.findProviderForUpdate(tx, liveCode);
      if (!before) return undefined;
      const after = await repo.updateProvider(tx, liveCode, values);
      return after && { before, after };
    }, outer);

  /** A category's name and order; as saveGame. */
  const saveCategory = (
    type: string,
    values: Pick<repo.CategoryRow, 'name' | 'sort'>,
    outer?: Db,
  ) =>
    changing(async (tx) => {
      const before = await repo.findCategoryForUpdate(tx, type);
      if (!before) return undefined;
      const after = await repo.updateCategory(tx, type, values);
      return after && { before, after };
    }, outer);

  return {
    categories,
    list,
    categoryProviders,
    centreFile,
    followIds,
    toggleLike,
    launch,
    addCatalogue,
    blacklist,
    publishCatalogue,
    allGames,
    allProviders,
    allCategories,
    lotteryEntries,
    saveGame,
    setMaintain,
    saveProvider,
    saveCategory,
  };
};
