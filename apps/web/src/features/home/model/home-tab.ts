import { defaultGameId } from '@lottery/contracts';

export interface HomeGame {
  gameId: number;
  gameName: string;
}

export const recommendTab = 'recommend';

/** The home's selected tab: the recommend grid, or a game by id. */
export type HomeTab = typeof recommendTab | number;

/** Home-type routes that open on a game of their own (route names of spec part 2 §2.8). */
const routeGames: Readonly<Record<string, number>> = {
  '/macau-lottery': 110,
  '/hong-kong-lottery': 70,
  '/taiwan-mark-six': 95,
  '/macau-mark-six': 90,
};

/** The tab a home route opens on: /recommend the grid, a lottery route its game, else the first game. */
export const initialHomeTab = (pathname: string, games: readonly HomeGame[]): HomeTab => {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/recommend') return recommendTab;
  const routeGame = routeGames[path];
  if (routeGame !== undefined) return routeGame;
  return games[0]?.gameId ?? defaultGameId;
};

/** The game whose templates and categories show: the selected one, or the first on the grid. */
export const gameOfTab = (tab: HomeTab, games: readonly HomeGame[]): number =>
  tab === recommendTab ? (games[0]?.gameId ?? defaultGameId) : tab;
