import { gameCategories, landscapeCategories, lotteryCategory } from '@lottery/contracts';
import type { GameCategory, GameCategoryEntry } from '@lottery/contracts';

/** The tab names when the catalogue has no name of its own for a category. */
const fallbackLabels: Record<GameCategory, string> = {
  hot: '热门',
  LOTTERY: '彩票',
  fish: '捕鱼',
  electronic: '电子',
  card: '棋牌',
  live: '真人',
  sport: '体育',
};

export interface CategoryTab {
  key: GameCategory;
  title: string;
  imageUrl: string;
}

/**
 * The tabs, always the seven of the spec in its fixed order, named and pictured as the catalogue
 * names them.
 */
export const categoryTabs = (entries: readonly GameCategoryEntry[]): CategoryTab[] =>
  gameCategories.map((key) => {
    const entry = entries.find((candidate) => candidate.type === key);
    return { key, title: entry?.name || fallbackLabels[key], imageUrl: entry?.imageUrl ?? '' };
  });

/** Live and sport show one game per row with its landscape image. */
export const isLandscapeCategory = (category: GameCategory): boolean =>
  landscapeCategories.includes(category);

/** The provider picker is hidden for the lottery category. */
export const hasProviderPicker = (category: GameCategory): boolean => category !== lotteryCategory;
