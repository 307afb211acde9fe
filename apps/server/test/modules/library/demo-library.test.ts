import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { libraryArticles, libraryCategories } from '../../../src/db/library-schema';
import { demoLibraryCategories, generateDemoLibrary } from '../../../src/demo/generate-library';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const now = Date.parse('2026-11-28T10:20:30Z');

describe('the demo library', () => {
  const apps: TestApp[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const t = await createTestApp({ seed: false });
      apps.push(t);
      await generateDemoLibrary({ db: t.app.database.db, services: t.app.services }, now);
    }
  });
  afterAll(() => Promise.all(apps.map((t) => t.close())));

  const contentsOf = async (t: TestApp) => ({
    categories: await t.app.database.db
      .select()
      .from(libraryCategories)
      .orderBy(asc(libraryCategories.id)),
    articles: await t.app.database.db
      .select()
      .from(libraryArticles)
      .orderBy(asc(libraryArticles.id)),
  });

  it('is the same for the same moment', async () => {
    const [first, second] = await Promise.all(apps.map(contentsOf));
    expect(first!.articles.length).toBe(
      demoLibraryCategories.reduce((sum, category) => sum + category.count, 0),
    );
    const withoutCreation = (rows: (typeof libraryArticles.$inferSelect)[]) =>
      rows.map(({ createdAt: _, ...row }) => row);
    expect(second!.categories).toEqual(first!.categories);
    expect(withoutCreation(second!.articles)).toEqual(withoutCreation(first!.articles));
  });

  it('publishes every article before the moment, in Chinese, with clean bodies', async () => {
    const { articles } = await contentsOf(apps[0]!);
    for (const article of articles) {
      expect(article.publishedAt.getTime()).toBeLessThan(now);
      expect(article.title).toMatch(/\p{Script=Han}/u);
      expect(article.summary.length).toBeGreaterThan(0);
      expect(article.bodyHtml).toMatch(/^<(p|h3)>/);
      expect(article.bodyHtml).not.toMatch(/<script|on\w+=/i);
    }
  });
});
