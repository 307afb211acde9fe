import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  libraryArticle,
  libraryArticlePage,
  libraryBoards,
  libraryCategory,
  libraryPageSize,
  z,
  type LibraryArticleItem,
} from '@lottery/contracts';
import { demoLibraryCategories } from '../../../src/demo/generate-library';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** Newest first; of one moment, the larger id first. */
const inListOrder = (a: LibraryArticleItem, b: LibraryArticleItem) =>
  b.publishedAt - a.publishedAt || b.id - a.id;

describe('the data library calls on the demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const data = async <T extends z.ZodType>(url: string, schema: T): Promise<z.infer<T>> => {
    const response = await get(url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, msg: 'success' });
    return schema.parse(response.json().data);
  };
  const refused = async (url: string, status: number, code: string, msg?: string) => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(status);
    expect(response.json(), url).toMatchObject({
      code,
      statusCode: status,
      ...(msg ? { msg } : {}),
    });
  };
  const page = (query: string) => data(`/app-api/library/articles?${query}`, libraryArticlePage);

  /** Every article of a category, `rows` at a time, until a page says the end is reached. */
  const walk = async (code: string, rows: number) => {
    const items: LibraryArticleItem[] = [];
    let pages = 0;
    for (;;) {
      const answer = await page(`categoryCode=${code}&page=${pages + 1}&rows=${rows}`);
      pages++;
      items.push(...answer.data);
      expect(answer.data.length).toBeLessThanOrEqual(rows);
      if (items.length >= answer.totalCount) return { items, pages, totalCount: answer.totalCount };
      expect(answer.data).toHaveLength(rows);
    }
  };

  describe('GET /app-api/library/categories', () => {
    it('answers the categories in order, the four boards first under their route names', async () => {
      const categories = await data('/app-api/library/categories', z.array(libraryCategory));
      expect(categories.map((c) => c.code)).toEqual(demoLibraryCategories.map((c) => c.code));
      expect(categories.slice(0, 4).map(({ code, name }) => ({ code, name }))).toEqual(
        libraryBoards.map(({ code, name }) => ({ code, name })),
      );
      expect(categories.map((c) => c.sort)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(categories.map((c) => c.name)).toContain('专家文章');
      expect(categories.map((c) => c.name)).toContain('模板资料');
    });

    it('refuses an unknown parameter', async () => {
      await refused('/app-api/library/categories?sneaky=1', 400, 'SYS/VALIDATION');
    });
  });

  describe('GET /app-api/library/articles', () => {
    it('pages the busiest board 100 at a time, newest first, to its end', async () => {
      const first = await page('categoryCode=water-forum');
      expect(first.category).toMatchObject({ code: 'water-forum', name: '水坛论坛' });
      expect(first.data).toHaveLength(libraryPageSize);
      expect(first.totalCount).toBe(236);

      const { items, pages, totalCount } = await walk('water-forum', 100);
      expect(pages).toBe(3);
      expect(items).toHaveLength(totalCount);
      expect(new Set(items.map((item) => item.id)).size).toBe(totalCount);
      expect([...items].sort(inListOrder)).toEqual(items);
      expect(items.slice(0, 100)).toEqual(first.data);
      expect(items.every((item) => item.categoryCode === 'water-forum')).toBe(true);

      const past = await page('categoryCode=water-forum&page=4');
      expect(past).toMatchObject({ data: [], totalCount: 236 });
    });

    it('breaks ties of one moment by id, so any page size gives the same order', async () => {
      const byHundred = (await walk('water-forum', 100)).items;
      const tied = byHundred.filter(
        (item, i) => i > 0 && byHundred[i - 1]?.publishedAt === item.publishedAt,
      );
      expect(tied.length).toBeGreaterThan(0);
      const bySeven = await walk('water-forum', 7);
      expect(bySeven.pages).toBe(Math.ceil(236 / 7));
      expect(bySeven.items.map((item) => item.id)).toEqual(byHundred.map((item) => item.id));
    });

    it('answers every category’s list fields, no body', async () => {
      for (const category of demoLibraryCategories) {
        const answer = await page(`categoryCode=${category.code}`);
        expect(answer.totalCount, category.code).toBe(category.count);
        const response = await get(
          `/app-api/library/articles?categoryCode=${category.code}&rows=1`,
        );
        const [item] = response.json().data.data as Record<string, unknown>[];
        expect(Object.keys(item ?? {}).sort()).toEqual(
          ['author', 'categoryCode', 'coverUrl', 'id', 'publishedAt', 'summary', 'title'].sort(),
        );
      }
      const experts = await page('categoryCode=expert-articles');
      expect(experts.data.every((item) => item.coverUrl.startsWith('/sys-upload/images/'))).toBe(
        true,
      );
      const cover = await get(experts.data[0]!.coverUrl);
      expect(cover.statusCode).toBe(200);
      expect(cover.headers['content-type']).toBe('image/svg+xml');
    });

    it('answers 404 for an unknown category', async () => {
      await refused(
        '/app-api/library/articles?categoryCode=no-such-board',
        404,
        'SYS/NOT_FOUND',
        '资料分类不存在',
      );
    });

    it.each([
      ['no category', ''],
      ['a code that is not one', 'categoryCode=Water_Forum'],
      ['page 0', 'categoryCode=water-forum&page=0'],
      ['rows 0', 'categoryCode=water-forum&rows=0'],
      ['rows over 100', 'categoryCode=water-forum&rows=101'],
      ['a page that is no number', 'categoryCode=water-forum&page=abc'],
      ['an unknown parameter', 'categoryCode=water-forum&sort=asc'],
    ])('refuses %s with 400', async (_, query) => {
      await refused(`/app-api/library/articles?${query}`, 400, 'SYS/VALIDATION');
    });
  });

  describe('GET /app-api/library/article', () => {
    it('answers an article with its category and its sanitized body', async () => {
      const [item] = (await page('categoryCode=game-structures&rows=1')).data;
      const article = await data(`/app-api/library/article?id=${item!.id}`, libraryArticle);
      expect(article).toMatchObject({ ...item, categoryName: '玩法规则' });
      expect(article.content).toMatch(/^<h3>.+<\/h3><p>/);
      expect(article.content).not.toMatch(/<script|on\w+=/i);
    });

    it('answers 404 for an unknown article and 400 for a bad id', async () => {
      await refused('/app-api/library/article?id=2147483647', 404, 'SYS/NOT_FOUND', '文章不存在');
      await refused('/app-api/library/article?id=0', 400, 'SYS/VALIDATION');
      await refused('/app-api/library/article?id=abc', 400, 'SYS/VALIDATION');
      await refused('/app-api/library/article', 400, 'SYS/VALIDATION');
    });
  });
});
