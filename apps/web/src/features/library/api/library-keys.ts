/** The data library's query keys: every one starts with 'library'. */
export const libraryKeys = {
  all: ['library'] as const,
  categories: ['library', 'categories'] as const,
  articles: (categoryCode: string) => ['library', 'articles', categoryCode] as const,
  article: (id: number) => ['library', 'article', id] as const,
};

/**
 * Database fetch failures are only logged (spec part 2 §8): the page shows 暂无数据, with a way to
 * load again.
 */
export const logLibraryError = (what: string, error: unknown): void => {
  console.warn(`library: ${what} failed`, error);
};
