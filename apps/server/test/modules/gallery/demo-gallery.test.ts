import { afterEach, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { galleryGameIds } from '@lottery/contracts';
import {
  galleryCategories,
  galleryGroups,
  galleryImages,
  images,
  lotteryGames,
} from '../../../src/db/schema';
import { demoLotteryGames } from '../../../src/demo/demo-content';
import { generateDemoDraws } from '../../../src/demo/generate-draws';
import { generateDemoGallery } from '../../../src/demo/generate-gallery';
import { recentTurns } from '../../../src/modules/draws/draws.repository';
import { createTestApp, type TestApp } from '../../helpers/test-app';

// 13:00:10 in Shanghai, a Sunday: every gallery game has drawn for two years and has a turn open.
const now = Date.parse('2026-03-01T05:00:10Z');

describe('the demo gallery', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('has categories, groups and their last periods’ charts, generated fast and small', async () => {
    t = await createTestApp({ seed: false });
    const { db } = t.app.database;
    await db.insert(lotteryGames).values(demoLotteryGames.map((game, sort) => ({ ...game, sort })));
    await generateDemoDraws({ db, services: t.app.services }, now);

    const started = performance.now();
    await generateDemoGallery({ db, services: t.app.services }, now);
    const elapsed = performance.now() - started;

    const [stored] = await db
      .select({ count: sql<number>`count(*)::int`, bytes: sql<number>`sum(length(body))::int` })
      .from(images)
      .where(like(images.path, 'gallery-%'));
    console.info(
      `demo gallery generated in ${Math.round(elapsed)} ms: ${stored!.count} images, ${stored!.bytes} bytes`,
    );
    // About 0.6 s alone on a 2-core machine; the bound leaves room for a busy test run.
    expect(elapsed).toBeLessThan(5_000);
    expect(stored!.bytes).toBeLessThan(4_000_000);

    for (const gameId of galleryGameIds) {
      const categories = await db
        .select()
        .from(galleryCategories)
        .where(eq(galleryCategories.gameId, gameId));
      expect(categories).toHaveLength(6);
      const groups = await db.select().from(galleryGroups).where(eq(galleryGroups.gameId, gameId));
      expect(groups).toHaveLength(36);
      expect(groups.filter((g) => g.groupType === 1)).toHaveLength(24);
      expect(new Set(groups.map((g) => g.initials)).size).toBeGreaterThanOrEqual(12);
      expect(groups.filter((g) => g.popular)).toHaveLength(10);
      expect(groups.every((g) => g.categoryId !== null)).toBe(true);

      // The last six draws and the open turn, each chart appearing when its turn opened.
      const turns = await recentTurns(db, gameId, 7);
      expect(turns[0]!.status).toBe('open');
      const periods = await db
        .select({ image: galleryImages })
        .from(galleryImages)
        .innerJoin(galleryGroups, eq(galleryGroups.id, galleryImages.groupId))
        .where(eq(galleryGroups.gameId, gameId));
      for (const group of groups) {
        expect(
          periods
            .filter((p) => p.image.groupId === group.id)
            .map((p) => p.image.gameTurn)
            .sort(),
        ).toEqual(turns.map((turn) => turn.turnNum).sort());
      }
      expect(periods.every((p) => p.image.createdAt.getTime() <= now)).toBe(true);
      const [open] = await db
        .select()
        .from(galleryImages)
        .where(
          and(
            eq(galleryImages.groupId, groups[0]!.id),
            eq(galleryImages.gameTurn, turns[0]!.turnNum),
          ),
        );
      expect(open!.createdAt).toEqual(turns[1]!.finalTime);
    }

    // Once is enough: generating the periods again adds nothing.
    for (const gameId of galleryGameIds) {
      const turns = await recentTurns(db, gameId, 1);
      expect(
        await t.app.services.gallery.addPeriods(gameId, [
          { turnNum: turns[0]!.turnNum, planTime: turns[0]!.planTime, createdAt: new Date(now) },
        ]),
      ).toBe(0);
    }
  });
});
