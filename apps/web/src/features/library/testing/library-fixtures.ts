import type { LibraryArticle, LibraryArticleItem, LibraryCategory } from '@lottery/contracts';
import { apiError, fakeApi } from '../../../test/fake-api';
import type { FakeCall, FakeHandler } from '../../../test/fake-api';

/** 2026-11-28 10:20 in UTC+8. */
export const publishedAt = Date.parse('2026-11-28T02:20:00Z');

export const categoryNames = [
  ['water-forum', '水坛论坛'],
  ['master-documents', '高手资料'],
  ['public-documents', '公开资料'],
  ['game-structures', '玩法规则'],
  ['template-documents', '模板资料'],
  ['expert-articles', '专家文章'],
  ['zodiac-almanac', '生肖宝典'],
  ['beginner-guide', '新手指南'],
] as const;

export const categoriesOf = (count: number = categoryNames.length): LibraryCategory[] =>
  categoryNames.slice(0, count).map(([code, name], index) => ({
    id: index + 1,
    code,
    name,
    sort: index + 1,
  }));

/** The `n`-th article of a category (1 the newest): `{name}文章{n}`. */
export const articleOf = (
  category: LibraryCategory,
  n: number,
  extra: Partial<LibraryArticleItem> = {},
): LibraryArticleItem => ({
  id: category.id * 1000 + n,
  categoryCode: category.code,
  title: `${category.name}文章${n}`,
  summary: `摘要${n}`,
  author: `作者${n}`,
  coverUrl: '',
  publishedAt: publishedAt - n * 60_000,
  ...extra,
});

export const fullArticleOf = (
  category: LibraryCategory,
  n: number,
  extra: Partial<LibraryArticle> = {},
): LibraryArticle => ({
  ...articleOf(category, n),
  categoryName: category.name,
  content: `<p>正文${n}</p>`,
  ...extra,
});

/**
 * A library server: the categories, and `counts[code]` articles in each (none when absent),
 * paged as the server pages them; 404 for an unknown category.
 */
export const libraryServer = (
  counts: Record<string, number>,
  categories: LibraryCategory[] = categoriesOf(),
  extra: Record<string, FakeHandler> = {},
) =>
  fakeApi({
    'GET /app-api/library/categories': () => categories,
    'GET /app-api/library/articles': ({ params }: FakeCall) => {
      const category = categories.find((c) => c.code === params.get('categoryCode'));
      if (!category) return apiError(404, 'SYS/NOT_FOUND', '资料分类不存在');
      const page = Number(params.get('page'));
      const rows = Number(params.get('rows'));
      const total = counts[category.code] ?? 0;
      const numbers = Array.from({ length: total }, (_, i) => i + 1).slice(
        (page - 1) * rows,
        page * rows,
      );
      return { category, data: numbers.map((n) => articleOf(category, n)), totalCount: total };
    },
    ...extra,
  });

/** The query parameters of each call to `key`. */
export const paramsOf = (calls: FakeCall[]) =>
  calls.map((call) => Object.fromEntries(call.params.entries()));
