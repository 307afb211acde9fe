import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { libraryArticles, libraryCategories } from '../../db/library-schema';

export type CategoryRow = typeof libraryCategories.$inferSelect;
export type NewCategoryRow = typeof libraryCategories.$inferInsert;
export type ArticleRow = typeof libraryArticles.$inferSelect;
export type NewArticleRow = typeof libraryArticles.$inferInsert;
/** An article's list fields (the body stays in the database). */
export type ArticleItemRow = Omit<ArticleRow, 'bodyHtml' | 'createdAt'>;

export const listCategories = (db: Db) =>
  db
    .select()
    .from(libraryCategories)
    .orderBy(asc(libraryCategories.sort), asc(libraryCategories.id));

export const findCategoryByCode = async (db: Db, code: string) => {
  const [row] = await db.select().from(libraryCategories).where(eq(libraryCategories.code, code));
  return row;
};

/** Creates the category of `code`, or renames and re-sorts it. */
export const upsertCategory = async (db: Db, row: NewCategoryRow) => {
  const [saved] = await db
    .insert(libraryCategories)
    .values(row)
    .onConflictDoUpdate({
      target: libraryCategories.code,
      set: { name: row.name, sort: row.sort ?? 0 },
    })
    .returning();
  if (!saved) throw new Error('category upsert returned nothing');
  return saved;
};

export const insertCategories = (db: Db, rows: NewCategoryRow[]) =>
  db.insert(libraryCategories).values(rows).returning();

const itemColumns = {
  id: libraryArticles.id,
  categoryId: libraryArticles.categoryId,
  title: libraryArticles.title,
  summary: libraryArticles.summary,
  author: libraryArticles.author,
  coverUrl: libraryArticles.coverUrl,
  publishedAt: libraryArticles.publishedAt,
};

/** Newest first; articles of the same moment by id, newest first, so pages never overlap. */
const newestFirst = [desc(libraryArticles.publishedAt), desc(libraryArticles.id)];

/** One page of a category's articles (index library_articles_listed) and how many it has. */
export const articlePage = async (
  db: Db,
  categoryId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: ArticleItemRow[]; totalCount: number }> => {
  const where = eq(libraryArticles.categoryId, categoryId);
  const [rows, [total]] = await Promise.all([
    db
      .select(itemColumns)
      .from(libraryArticles)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(libraryArticles).where(where),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
};

/** An article with its category. */
export const findArticle = async (db: Db, id: number) => {
  const [row] = await db
    .select({ article: libraryArticles, category: libraryCategories })
    .from(libraryArticles)
    .innerJoin(libraryCategories, eq(libraryCategories.id, libraryArticles.categoryId))
    .where(eq(libraryArticles.id, id));
  return row;
};

export const insertArticle = async (db: Db, row: NewArticleRow) => {
  const [saved] = await db
    .insert(libraryArticles)
    .values(row)
    .returning({ id: libraryArticles.id });
  if (!saved) throw new Error('article insert returned nothing');
  return saved.id;
};

export const insertArticles = async (db: Db, rows: NewArticleRow[], chunk = 200) => {
  for (let i = 0; i < rows.length; i += chunk) {
    await db.insert(libraryArticles).values(rows.slice(i, i + chunk));
  }
};

/** Changes an article; false when there is none of that id. */
export const updateArticle = async (
  db: Db,
  id: number,
  values: Partial<Omit<NewArticleRow, 'id' | 'createdAt'>>,
) =>
  (
    await db
      .update(libraryArticles)
      .set(values)
      .where(eq(libraryArticles.id, id))
      .returning({ id: libraryArticles.id })
  ).length > 0;

/** Removes an article; false when there is none of that id. */
export const deleteArticle = async (db: Db, id: number) =>
  (
    await db
      .delete(libraryArticles)
      .where(eq(libraryArticles.id, id))
      .returning({ id: libraryArticles.id })
  ).length > 0;
