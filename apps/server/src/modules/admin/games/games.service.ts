import {
  playByCode,
  playCategories,
  plays,
  type AdminCentreGame,
  type AdminGameCategory,
  type AdminCentreGamePage,
  type AdminGamePlays,
  type AdminGameProvider,
  type AdminGamesQuery,
  type AdminLotteryGame,
  type SaveCategoryBody,
  type SaveGameBody,
  type SaveLimitsBody,
  type SaveMaintenanceBody,
  type SaveOddsBody,
  type SaveProviderBody,
} from '@lottery/contracts';
import type { Deps } from '../../../deps';
import { AppError } from '../../../http/app-error';
import type { BettingService } from '../../betting/betting.service';
import type { GamesService } from '../../games/games.service';
import type { GameRow } from '../../games/games.repository';
import type { AdminActor } from '../admin-actor';
import type { AuditService } from '../audit/audit.service';
import * as repo from './games.repository';

const categoryNameOf = new Map(
  playCategories.flatMap((category) => category.plays.map((code) => [code, category.name])),
);

const gameSettings = (row: GameRow) => ({ enabled: row.enabled, sort: row.sort, hot: row.hot });

export type AdminGamesService = ReturnType<typeof createAdminGamesService>;

/**
 * 游戏管理: the lottery games' odds and limits through betting's own operator calls (betting's
 * catalogue drops the game on commit, so the next bet and odds read see it), and the game
 * centre's games, providers, categories and maintenance windows through the games area. Each
 * change and its audit row commit together; then game_center.json is republished.
 */
export const createAdminGamesService = (
  { db }: Pick<Deps, 'db'>,
  { audit, betting, games }: { audit: AuditService; betting: BettingService; games: GamesService },
) => {
  const lotteryGames = async (): Promise<AdminLotteryGame[]> => {
    const [rows, entries] = await Promise.all([repo.listLotteryGames(db), games.lotteryEntries()]);
    const maintainOf = new Map(entries.map((entry) => [entry.gameId, entry.maintain]));
    return rows.map((row) => ({ ...row, maintain: maintainOf.get(row.id) ?? null }));
  };

  const lotteryName = async (gameId: number) => {
    const game = (await repo.listLotteryGames(db)).find((row) => row.id === gameId);
    if (!game) throw new AppError('GAME/NOT_FOUND');
    return game.name;
  };

  /** Every play of the catalogue, with the game's limits and odds where it has them. */
  const lotteryPlays = async (gameId: number): Promise<AdminGamePlays> => {
    const stored = await betting.playsOf(gameId);
    if (!stored) throw new AppError('GAME/NOT_FOUND');
    return {
      gameId,
      plays: plays.map((play) => {
        const limits = stored.limitsOf.get(play.code);
        return {
          playCode: play.code,
          name: play.name,
          categoryName: categoryNameOf.get(play.code) ?? '',
          limits: limits
            ? {
                enabled: limits.enabled,
                minAmount: limits.minAmount,
                maxAmount: limits.maxAmount,
                turnMax: limits.turnMax,
              }
            : null,
          odds: play.oddsItems.map(({ key, label }) => ({
            key,
            label,
            odds: stored.oddsOf.get(key) ?? null,
          })),
        };
      }),
    };
  };

  const saveOdds = async (actor: AdminActor, body: SaveOddsBody) => {
    const name = await lotteryName(body.gameId);
    await db.transaction(async (tx) => {
      const change = await betting.setOdds(body, tx);
      await audit.record(tx, actor, {
        action: 'game.odds',
        target: name,
        before: change.before,
        after: change.after,
      });
    });
    return lotteryPlays(body.gameId);
  };

  const saveLimits = async (actor: AdminActor, body: SaveLimitsBody) => {
    const name = await lotteryName(body.gameId);
    await db.transaction(async (tx) => {
      const change = await betting.setLimits(body, tx);
      await audit.record(tx, actor, {
        action: 'game.limits',
        target: `${name} ${playByCode(body.playCode)?.name ?? body.playCode}`,
        before: change.before,
        after: change.after,
      });
    });
    return lotteryPlays(body.gameId);
  };

  const gameOf = (row: { game: GameRow; providerName: string | null }): AdminCentreGame => ({
    gameId: row.game.gameId,
    gameName: row.game.gameName,
    category: row.game.category,
    liveCode: row.game.liveCode ?? '',
    providerName: row.providerName ?? '',
    gameCode: row.game.gameCode,
    imageUrl: row.game.imageUrl,
    hot: row.game.hot,
    sort: row.game.sort,
    enabled: row.game.enabled,
    maintain: row.game.maintain,
  });

  const gameList = async (query: AdminGamesQuery): Promise<AdminCentreGamePage> => {
    const { rows, total } = await games.allGames(
      {
        category: query.category,
        liveCode: query.liveCode,
        hot: query.hot === '1',
        searchText: query.searchText,
      },
      { limit: query.size, offset: (query.page - 1) * query.size },
    );
    return { list: rows.map(gameOf), total, page: query.page, size: query.size };
  };

  const withProvider = async (row: GameRow): Promise<AdminCentreGame> => {
    const providers = row.liveCode ? await games.allProviders() : [];
    const provider = providers.find((entry) => entry.provider.liveCode === row.liveCode);
    return gameOf({ game: row, providerName: provider?.provider.name ?? null });
  };

  const saveGame = async (actor: AdminActor, { gameId, ...values }: SaveGameBody) => {
    const saved = await db.transaction(async (tx) => {
      const change = await games.saveGame(gameId, values, tx);
      if (!change) throw new AppError('ADMIN/NOT_FOUND');
      await audit.record(tx, actor, {
        action: 'game.save',
        target: change.after.gameName,
        before: gameSettings(change.before),
        after: gameSettings(change.after),
      });
      return change.after;
    });
    await games.publishCatalogue();
    return withProvider(saved);
  };

  const saveMaintenance = async (actor: AdminActor, { gameId, maintain }: SaveMaintenanceBody) => {
    const saved = await db.transaction(async (tx) => {
      const change = await games.setMaintain(gameId, maintain, tx);
      if (!change) throw new AppError('ADMIN/NOT_FOUND');
      await audit.record(tx, actor, {
        action: 'game.maintenance',
        target: change.after.gameName,
        before: { maintain: change.before.maintain },
        after: { maintain: change.after.maintain },
      });
      return change.after;
    });
    await games.publishCatalogue();
    return withProvider(saved);
  };

  const providers = async (): Promise<AdminGameProvider[]> =>
    (await games.allProviders()).map(({ provider, games: count }) => ({
      liveCode: provider.liveCode,
      name: provider.name,
      logoUrl: provider.logoUrl,
      enabled: provider.enabled,
      sort: provider.sort,
      maintain: provider.maintain,
      games: count,
    }));

  const saveProvider = async (actor: AdminActor, { liveCode, ...values }: SaveProviderBody) => {
    await db.transaction(async (tx) => {
      const change = await games.saveProvider(liveCode, values, tx);
      if (!change) throw new AppError('ADMIN/NOT_FOUND');
      const settingsOf = (row: typeof change.before) => ({
        enabled: row.enabled,
        sort: row.sort,
        maintain: row.maintain,
      });
      await audit.record(tx, actor, {
        action: 'game.provider',
        target: change.after.name,
        before: settingsOf(change.before),
        after: settingsOf(change.after),
      });
    });
    await games.publishCatalogue();
    const saved = (await providers()).find((provider) => provider.liveCode === liveCode);
    if (!saved) throw new AppError('ADMIN/NOT_FOUND');
    return saved;
  };

  const categories = async (): Promise<AdminGameCategory[]> =>
    (await games.allCategories()).map(({ type, name, sort }) => ({ type, name, sort }));

  const saveCategory = async (actor: AdminActor, { type, ...values }: SaveCategoryBody) => {
    const saved = await db.transaction(async (tx) => {
      const change = await games.saveCategory(type, values, tx);
      if (!change) throw new AppError('ADMIN/NOT_FOUND');
      await audit.record(tx, actor, {
        action: 'game.category',
        target: type,
        before: { name: change.before.name, sort: change.before.sort },
        after: { name: change.after.name, sort: change.after.sort },
      });
      return change.after;
    });
    await games.publishCatalogue();
    return { type: saved.type, name: saved.name, sort: saved.sort };
  };

  return {
    lotteryGames,
    lotteryPlays,
    saveOdds,
    saveLimits,
    gameList,
    saveGame,
    saveMaintenance,
    providers,
    saveProvider,
    categories,
    saveCategory,
  };
};
