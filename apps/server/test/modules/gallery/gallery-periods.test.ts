import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  galleryGameIds,
  galleryGroupPage,
  galleryImagePage,
  isFreshGalleryImage,
} from '@lottery/contracts';
import { galleryGroups, galleryImages, images } from '../../../src/db/schema';
import { demoDrawSchedules } from '../../../src/demo/generate-draws';
import { generateDemoGallery } from '../../../src/demo/generate-gallery';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { ManualClock, addCompany, addGame, flush } from '../draws/draw-test-kit';

describe('new gallery periods as the draws go on', () => {
  let t: TestApp;
  let clock: ManualClock;
  afterEach(() => t.close());

  const settle = async () => {
    await t.app.drawEngine.whenIdle();
    await flush();
  };
  const groupsOf110 = async () => {
    const response = await t.app.inject({ url: '/app-api/gallery/group?gameId=110&rows=100' });
    expect(response.statusCode).toBe(200);
    return galleryGroupPage.parse(response.json().data);
  };

  it('draws every enabled group’s chart of the turn that opens after a draw of game 110', async () => {
    // 21:00 in Shanghai: game 110 draws at 21:32, bets close at 21:31, final at 21:33.
    clock = new ManualClock('2026-03-01T13:00:00Z');
    t = await createTestApp({
      seed: false,
      config: { DRAW_ENGINE: 'on' },
      overrides: { now: clock.now, timers: clock },
    });
    const { db } = t.app.database;
    await addCompany(db, 'Asia/Shanghai');
    await t.app.services.settings.changed('company');
    for (const gameId of galleryGameIds) await addGame(db, gameId, demoDrawSchedules[gameId]!);
    await t.app.services.draws.changed();
    await settle();

    // The demo gallery on the open turn (no draws yet, so one period per group).
    await generateDemoGallery({ db, services: t.app.services }, clock.time);
    const before = await groupsOf110();
    expect(before.totalCount).toBe(24);
    expect(new Set(before.data.map((g) => g.gameTurn))).toEqual(new Set(['2026060']));

    const [disabled] = before.data;
    await db
      .update(galleryGroups)
      .set({ enabled: false })
      .where(eq(galleryGroups.id, disabled!.groupId));
    const imageCount = async () => (await db.select().from(images)).length;
    const storedBefore = await imageCount();

    await clock.advanceTo('2026-03-01T13:33:00Z', settle);
    const after = await groupsOf110();
    expect(after.totalCount).toBe(23);
    const openedAt = Math.floor(Date.parse('2026-03-01T13:33:00Z') / 1000);
    for (const group of after.data) {
      expect(group.gameTurn).toBe('2026061');
      expect(group.updatedTime).toBe(openedAt);
      expect(isFreshGalleryImage(group.updatedTime, clock.time)).toBe(true);
      expect(isFreshGalleryImage(group.updatedTime, clock.time + 87_000)).toBe(false);
    }
    const bw = galleryGroupPage.parse(
      (await t.app.inject({ url: '/app-api/gallery/group?gameId=110&groupType=2' })).json().data,
    );
    expect(bw.data.every((g) => g.gameTurn === '2026061')).toBe(true);
    // Game 90 drew at 21:15 too; game 70 draws on Tuesdays, Thursdays and Saturdays only.
    const turnsOf = async (gameId: number) =>
      new Set(
        galleryGroupPage
          .parse(
            (await t.app.inject({ url: `/app-api/gallery/group?gameId=${gameId}` })).json().data,
          )
          .data.map((g) => g.gameTurn),
      );
    expect(await turnsOf(90)).toEqual(new Set(['2026061']));
    expect(await turnsOf(70)).toEqual(new Set(['2026027']));

    const periods = galleryImagePage.parse(
      (await t.app.inject({ url: `/app-api/gallery?groupId=${after.data[0]!.groupId}` })).json()
        .data,
    );
    expect(periods.data.map((image) => image.gameTurn)).toEqual(['2026061', '2026060']);
    const chart = await t.app.inject({ url: periods.data[0]!.imageUrl });
    expect(chart.body).toContain('>第2026061期</text>');

    // The disabled group got nothing; 35 groups of 110 (23 colour + 12 black and white) and the
    // 36 of 90 got a chart and a thumbnail each.
    const disabledImages = await db
      .select()
      .from(galleryImages)
      .where(eq(galleryImages.groupId, disabled!.groupId));
    expect(disabledImages.map((image) => image.gameTurn)).toEqual(['2026060']);
    expect((await imageCount()) - storedBefore).toBe((35 + 36) * 2);

    // Again for the same turn: nothing new.
    const again = await t.app.services.gallery.addPeriods(110, [
      { turnNum: '2026061', planTime: new Date(), createdAt: new Date() },
    ]);
    expect(again).toBe(0);
    expect((await imageCount()) - storedBefore).toBe((35 + 36) * 2);
    expect((await groupsOf110()).data[0]!.updatedTime).toBe(openedAt);
  });

  it('keeps the draws going when a chart cannot be stored', async () => {
    clock = new ManualClock('2026-03-01T13:00:00Z');
    t = await createTestApp({
      seed: false,
      config: { DRAW_ENGINE: 'on' },
      overrides: { now: clock.now, timers: clock },
    });
    const { db } = t.app.database;
    await addCompany(db, 'Asia/Shanghai');
    await t.app.services.settings.changed('company');
    await addGame(db, 110, demoDrawSchedules[110]!);
    await t.app.services.gallery.addGroups(
      [{ gameId: 110, groupType: 1, name: '四不像', initials: 'S', chartKind: 'zodiac' }],
      db,
    );
    let failures = 0;
    // Storing fails once: the failure is logged, the turn still opens and the draw goes on.
    t.app.services.content.saveImages = async () => {
      failures += 1;
      throw new Error('disk full');
    };
    await t.app.services.draws.changed(110);
    await settle();
    expect(failures).toBe(1);
    const info = await t.app.inject({ url: '/app-api/lottery/openInfo?gameId=110' });
    expect(info.json().data.cur.turnNum).toBe('2026060');
  });
});
