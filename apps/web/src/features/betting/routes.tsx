import { bettingTexts } from '@lottery/contracts';
import type { RouteObject } from 'react-router';
import type { GameSection } from './pages/game-page';

/** Game 95: its betting page, heat map and joy-ming, and the same under its lucky-niu-niu skin. */
const specialGameId = 95;
/** The fast lottery's quick link. */
const fastGameId = 71;

const gamePage =
  (gameId: number, section?: GameSection): RouteObject['lazy'] =>
  async () => {
    const { GamePage } = await import('./pages/game-page');
    return { Component: () => <GamePage gameId={gameId} section={section} /> };
  };

const heatMapPage =
  (section: GameSection): RouteObject['lazy'] =>
  async () => {
    const { HeatMapPage } = await import('./pages/heat-map-page');
    return { Component: () => <HeatMapPage gameId={specialGameId} section={section} /> };
  };

const game95: GameSection = { base: '/game/95' };
const luckyNiuNiu: GameSection = {
  base: '/game/95/lucky-niu-niu',
  title: bettingTexts.luckyNiuNiu,
};

/** /game/95's children but its chat (the route table adds the chat's coming-soon page). */
const specialGameChildren = (section: GameSection): RouteObject[] => [
  { index: true, lazy: gamePage(specialGameId, section) },
  { path: 'heat-map', lazy: heatMapPage(section) },
  { path: 'joy-ming', lazy: gamePage(specialGameId, section) },
];

/**
 * The lottery games (spec part 2 §2.8 "Game"): /game/:id, /game/71 (the fast lottery) and the
 * section /game/95 with its children; each page a lazy chunk.
 */
export const bettingRoutes: RouteObject[] = [
  {
    path: 'game/:id',
    lazy: async () => ({ Component: (await import('./pages/game-page')).GameRoutePage }),
  },
  { path: 'game/71', lazy: gamePage(fastGameId) },
  {
    path: 'game/95',
    children: [
      ...specialGameChildren(game95),
      { path: 'lucky-niu-niu', children: specialGameChildren(luckyNiuNiu) },
    ],
  },
];
