import { gameCategories, gameNameMatches, hotCategory, hotGamesOf } from '@lottery/contracts';
import type { Game, GameCategory } from '@lottery/contracts';

/** The fields of a game the lists are made from. */
export type ListedGame = Pick<
  Game,
  'gameId' | 'gameName' | 'category' | 'hot' | 'sort' | 'liveCode'
>;

/**
 * The games of one tab: hot holds every game whose hot is above 0, hottest first; the other tabs
 * hold their category's games by their sort.
 */
export const gamesOfCategory = <G extends ListedGame>(
  games: readonly G[],
  category: GameCategory,
): G[] =>
  category === hotCategory
    ? hotGamesOf(games)
    : games
        .filter((game) => game.category === category)
        .sort((a, b) => a.sort - b.sort || a.gameId - b.gameId);

/**
 * The top search (spec part 1 §4 "Game centre search"): an empty keyword returns to hot; another
 * switches to the first category, in tab order, that has a game whose name contains it. With no
 * match anywhere the category stays as it is (the grid then says 暂无数据).
 */
export const categoryForSearch = (
  games: readonly ListedGame[],
  keyword: string,
  current: GameCategory,
): GameCategory => {
  if (keyword.trim() === '') return hotCategory;
  return (
    gameCategories.find((category) =>
      gamesOfCategory(games, category).some((game) => gameNameMatches(game.gameName, keyword)),
    ) ?? current
  );
};

export interface GridFilters {
  category: GameCategory;
  /** The top search box. */
  search: string;
  /** The search box within the category (already debounced). */
  subSearch: string;
  /** The chosen providers' liveCodes; empty means all providers. */
  providers: readonly string[];
}

/** What the grid shows: the tab's games, by both names typed and by the chosen providers. */
export const visibleGames = <G extends ListedGame>(
  games: readonly G[],
  { category, search, subSearch, providers }: GridFilters,
): G[] =>
  gamesOfCategory(games, category).filter(
    (game) =>
      gameNameMatches(game.gameName, search) &&
      gameNameMatches(game.gameName, subSearch) &&
      (providers.length === 0 || providers.includes(game.liveCode)),
  );
