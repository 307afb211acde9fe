export interface RecommendLink {
  key: string;
  label: string;
  /** In-site path; the customer-service entry has none (it opens the service chat). */
  path?: string;
}

const gameCenterCategories = [
  { hash: 'fish', label: '捕鱼' },
  { hash: 'live', label: '真人' },
  { hash: 'electronic', label: '电子' },
  { hash: 'card', label: '棋牌' },
  { hash: 'sport', label: '体育' },
] as const;

/**
 * The recommend tab's icon grid (spec part 1 §2 "Home"): the home's lottery games (/game/{id}),
 * the game-centre categories and the customer-service chat.
 */
export const recommendLinks = (
  games: readonly { gameId: number; gameName: string }[],
): RecommendLink[] => [
  ...games.map((game) => ({
    key: `game-${game.gameId}`,
    label: game.gameName,
    path: `/game/${game.gameId}`,
  })),
  ...gameCenterCategories.map((category) => ({
    key: category.hash,
    label: category.label,
    path: `/game-center#${category.hash}`,
  })),
  { key: 'service', label: '在线客服' },
];
