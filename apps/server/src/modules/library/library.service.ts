import {
  libraryTexts,
  type LibraryArticle,
  type LibraryArticleItem,
  type LibraryArticlePage,
  type LibraryArticlesQuery,
  type LibraryCategory,
  type SaveLibraryArticleBody,
  type SaveLibraryCategoryBody,
} from '@lottery/contracts';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { sanitizeRichText } from '../../lib/sanitize';
import * as repo from './library.repository';

export type LibraryService = ReturnType<typeof createLibraryService>;

const presentCategory = ({ id, code, name, sort }: repo.CategoryRow): LibraryCategory => ({
  id,
  code,
  name,
  sort,
});

const presentItem = (row: repo.ArticleItemRow, categoryCode: string): LibraryArticleItem => ({
  id: row.id,
  categoryCode,
  title: row.title,
  summary: row.summary,
  author: row.author,
  coverUrl: row.coverUrl,
  publishedAt: row.publishedAt.getTime(),
});

const categoryNotFound = () => new AppError('SYS/NOT_FOUND', libraryTexts.categoryNotFound);
const articleNotFound = () => new AppError('SYS/NOT_FOUND', libraryTexts.articleNotFound);

/** A demo or imported article: its category's id, its body sanitized here like every write. */
export type NewLibraryArticle = Omit<repo.NewArticleRow, 'id' | 'createdAt'>;

/**
 * The data library (docs/library.md): categories in their order, each one's articles newest
 * first, an article with its body. Bodies are sanitized when written, never when read.
 */
export const createLibraryService = ({ db, now }: Pick<Deps, 'db' | 'now'>) => {
  const requireCategory = async (code: string, outer: Db = db) => {
    const category = await repo.findCategoryByCode(outer, code);
    if (!category) throw categoryNotFound();
    return category;
  };

  const categories = async (): Promise<LibraryCategory[]> =>
    (await repo.listCategories(db)).map(presentCategory);

  /** GET /library/articles: one page of a category, newest first (404 for an unknown code). */
  const articles = async ({
    categoryCode,
    page,
    rows,
  }: LibraryArticlesQuery): Promise<LibraryArticlePage> => {
    const category = await requireCategory(categoryCode);
    const found = await repo.articlePage(db, category.id, {
      limit: rows,
      offset: (page - 1) * rows,
    });
    return {
      category: presentCategory(category),
      data: found.rows.map((row) => presentItem(row, category.code)),
      totalCount: found.totalCount,
    };
  };

  const article = async (id: number, outer: Db = db): Promise<LibraryArticle> => {
    const found = await repo.findArticle(outer, id);
    if (!found) throw articleNotFound();
    return {
      ...presentItem(found.article, found.category.code),
      categoryName: found.category.name,
      content: found.article.bodyHtml,
    };
  };

  const saveCategory = async (
    body: SaveLibraryCategoryBody,
    outer?: Db,
  ): Promise<LibraryCategory> => presentCategory(await repo.upsertCategory(outer ?? db, body));

  /** A category by its code, or undefined (the back office's before). */
  const categoryByCode = async (code: string, outer?: Db) => {
    const row = await repo.findCategoryByCode(outer ?? db, code);
    return row && presentCategory(row);
  };

  /** The operator's article: created without `id`, changed with it; the body sanitized. */
  const saveArticle = (body: SaveLibraryArticleBody, outer?: Db): Promise<LibraryArticle> => {
    const run = async (tx: Db) => {
      const category = await requireCategory(body.categoryCode, tx);
      const values = {
        categoryId: category.id,
        title: body.title,
        summary: body.summary,
        author: body.author,
        coverUrl: body.coverUrl,
        bodyHtml: sanitizeRichText(body.content),
        ...(body.publishedAt === undefined ? {} : { publishedAt: new Date(body.publishedAt) }),
      };
      if (body.id === undefined) {
        const id = await repo.insertArticle(tx, { publishedAt: now(), ...values });
        return article(id, tx);
      }
      if (!(await repo.updateArticle(tx, body.id, values))) throw articleNotFound();
      return article(body.id, tx);
    };
    return outer ? run(outer) : db.transaction(run);
  };

  const removeArticle = async (id: number, outer?: Db): Promise<void> => {
    if (!(await repo.deleteArticle(outer ?? db, id))) throw articleNotFound();
  };

  /** The back office's page of a category's articles, newest first. */
  const adminArticles = async ({
    categoryCode,
    page,
    size,
  }: {
    categoryCode: string;
    page: number;
    size: number;
  }) => {
    const found = await articles({ categoryCode, page, rows: size });
    return { list: found.data, total: found.totalCount, page, size };
  };

  /** Categories as given (the demo's); answers them with their ids. */
  const addCategories = async (rows: repo.NewCategoryRow[], outer?: Db) =>
    repo.insertCategories(outer ?? db, rows);

  const addArticles = async (rows: NewLibraryArticle[], outer?: Db) =>
    repo.insertArticles(
      outer ?? db,
      rows.map((row) => ({ ...row, bodyHtml: sanitizeRichText(row.bodyHtml) })),
    );

  return {
    categories,
    articles,
    article: (id: number, outer?: Db) => article(id, outer),
    categoryByCode,
    adminArticles,
    saveCategory,
    saveArticle,
    removeArticle,
    addCategories,
    addArticles,
  };
};
