import { z } from 'zod';
import { pageSizes } from './constants';
import { query } from './query';
import { textField } from './validation';

/**
 * The data library (资料库, /databases; spec part 1 §2, §9; part 2 §2.8, §9; issue 23): the site's
 * published articles by category. Four categories are the boards behind the home-type routes
 * (water-forum, master-documents, public-documents, game-structures), addressed by their code.
 * The spec names no call: these are ours (docs/library.md). Times are epoch ms.
 */

export const libraryPaths = {
  categories: '/library/categories',
  articles: '/library/articles',
  article: '/library/article',
} as const;

export const libraryOperatorPaths = {
  saveCategory: '/operator/library/categories',
  saveArticle: '/operator/library/articles',
  removeArticle: '/operator/library/articles/remove',
} as const;

/** The boards of the home-type routes: the route name is the category's code. */
export const libraryBoards = [
  { code: 'water-forum', name: '水坛论坛' },
  { code: 'master-documents', name: '高手资料' },
  { code: 'public-documents', name: '公开资料' },
  { code: 'game-structures', name: '玩法规则' },
] as const;
export type LibraryBoardCode = (typeof libraryBoards)[number]['code'];

/** A board's name until the server's is known. */
export const libraryBoardName = (code: LibraryBoardCode): string =>
  libraryBoards.find((board) => board.code === code)?.name ?? '';

/** Articles per page (spec part 1 §9: database 100). */
export const libraryPageSize = pageSizes.database;

/**
 * The category chips of the database screen (spec part 1 §9): with 8 or more categories the
 * first 6 are chips and the rest are in the 更多 popover; fewer are all chips.
 */
export const libraryChipRules = { shown: 6, popoverAt: 8 } as const;

export const libraryChipsOf = <Category>(
  categories: readonly Category[],
): { chips: Category[]; more: Category[] } =>
  categories.length >= libraryChipRules.popoverAt
    ? {
        chips: categories.slice(0, libraryChipRules.shown),
        more: categories.slice(libraryChipRules.shown),
      }
    : { chips: [...categories], more: [] };

export const libraryTexts = {
  title: '资料库',
  detailTitle: '资料详情',
  empty: '暂无数据',
  end: '没有更多数据了',
  retry: '重新加载',
  more: '更多',
  categories: '资料分类',
  list: '资料列表',
  loading: '资料加载中',
  categoryNotFound: '资料分类不存在',
  articleNotFound: '文章不存在',
} as const;

// ---------------------------------------------------------------------------------------------
// Queries.

/** A category's code: lower-case letters, digits and `-`, starting with a letter (a route name). */
export const libraryCategoryCode = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9-]{0,39}$/, '应为小写字母开头的字母、数字或 -，至多 40 个字符');

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const rows = z.coerce.number().int().min(1).max(pageSizes.maxRows).default(libraryPageSize);

export const libraryCategoriesQuery = query({});

export const libraryArticlesQuery = query({ categoryCode: libraryCategoryCode, page, rows });
export type LibraryArticlesQuery = z.infer<typeof libraryArticlesQuery>;

export const libraryArticleQuery = query({ id });
export type LibraryArticleQuery = z.infer<typeof libraryArticleQuery>;

// ---------------------------------------------------------------------------------------------
// Answers.

export const libraryCategory = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
});
export type LibraryCategory = z.infer<typeof libraryCategory>;

/** An article in a list: everything but its body. Text fields are plain text. */
export const libraryArticleItem = z.object({
  id: z.number().int(),
  categoryCode: z.string(),
  title: z.string(),
  summary: z.string(),
  author: z.string(),
  /** A picture for the list ('' for none). */
  coverUrl: z.string(),
  publishedAt: z.number().int(),
});
export type LibraryArticleItem = z.infer<typeof libraryArticleItem>;

/** One page of a category, newest first; the end is reached when totalCount are loaded. */
export const libraryArticlePage = z.object({
  category: libraryCategory,
  data: z.array(libraryArticleItem),
  totalCount: z.number().int(),
});
export type LibraryArticlePage = z.infer<typeof libraryArticlePage>;

export const libraryArticle = libraryArticleItem.extend({
  categoryName: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
});
export type LibraryArticle = z.infer<typeof libraryArticle>;

// ---------------------------------------------------------------------------------------------
// Operator calls.

/** A site path or an http(s) address; '' for none. */
const pictureUrl = z
  .string()
  .trim()
  .max(300)
  .regex(/^(https?:\/\/[^\s]+|\/[^\s]*)?$/, '应为 / 开头的站内路径或 http(s) 地址');

/** A category by its code: created when new, renamed or re-sorted when it exists. */
export const saveLibraryCategoryBody = z.strictObject({
  code: libraryCategoryCode,
  name: textField(20).pipe(z.string().min(1)),
  sort: z.number().int().min(0).max(100_000).default(0),
});
export type SaveLibraryCategoryBody = z.infer<typeof saveLibraryCategoryBody>;

/** An article: a new one without `id`, a change (every field) with it. */
export const saveLibraryArticleBody = z.strictObject({
  id: z.number().int().min(1).max(2_147_483_647).optional(),
  categoryCode: libraryCategoryCode,
  title: textField(100).pipe(z.string().min(1)),
  summary: textField(200).default(''),
  author: textField(30).default(''),
  coverUrl: pictureUrl.default(''),
  /** HTML, sanitized when stored. */
  content: textField(100_000, { trim: false, multiline: true }).pipe(z.string().min(1)),
  /** Epoch ms, up to the end of year 9999; a new article defaults to now, a change keeps its time. */
  publishedAt: z.number().int().min(0).max(253_402_300_799_999).optional(),
});
export type SaveLibraryArticleBody = z.infer<typeof saveLibraryArticleBody>;

export const removeLibraryArticleBody = z.strictObject({
  id: z.number().int().min(1).max(2_147_483_647),
});
export type RemoveLibraryArticleBody = z.infer<typeof removeLibraryArticleBody>;
