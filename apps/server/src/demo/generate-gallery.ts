import { galleryGameIds, galleryGroupTypes } from '@lottery/contracts';
import type { Db } from '../db/client';
import * as drawsRepo from '../modules/draws/draws.repository';
import type { GalleryPeriod } from '../modules/gallery/gallery.service';
import type { Services } from '../services';
import { demoChartsOf, demoGalleryCategories, demoGalleryDrawnPeriods } from './demo-gallery';

/**
 * The periods of the demo charts: the game's last draws and its turns still to draw (the open
 * one). A period's charts appeared when its turn opened, i.e. when the draw before it was final.
 */
const demoPeriodsOf = async (db: Db, gameId: number, now: number): Promise<GalleryPeriod[]> => {
  const recent = await drawsRepo.recentTurns(db, gameId, demoGalleryDrawnPeriods + 4);
  const active = recent.filter((turn) => turn.status !== 'drawn');
  const drawn = recent.filter((turn) => turn.status === 'drawn');
  const chosen = [...active, ...drawn.slice(0, demoGalleryDrawnPeriods)];
  return chosen.map((turn) => {
    const before = recent[recent.indexOf(turn) + 1];
    const opened = before?.finalTime?.getTime() ?? turn.planTime.getTime() - 24 * 3_600_000;
    return {
      turnNum: turn.turnNum,
      planTime: turn.planTime,
      createdAt: new Date(Math.min(opened, now)),
    };
  });
};

/**
 * The gallery of the games with posters: six categories, 24 colour and 12 black-and-white groups
 * a game, and each group's charts of the last draws and the open turn. Run after the demo draws.
 */
export const generateDemoGallery = async (
  { db, services }: { db: Db; services: Services },
  now: number = Date.now(),
) => {
  const { gallery } = services;
  await db.transaction(async (tx) => {
    for (const [gameIndex, gameId] of galleryGameIds.entries()) {
      const categories = await gallery.addCategories(
        demoGalleryCategories.map((name, i) => ({ gameId, name, sort: i + 1 })),
        tx,
      );
      const categoryId = new Map(categories.map((row) => [row.name, row.id]));
      const charts = demoChartsOf(gameIndex);
      await gallery.addGroups(
        (
          [
            [galleryGroupTypes.colour, charts.colour],
            [galleryGroupTypes.blackAndWhite, charts.blackAndWhite],
          ] as const
        ).flatMap(([groupType, list]) =>
          list.map((chart, sort) => ({
            gameId,
            groupType,
            name: chart.name,
            initials: chart.initials,
            popular: chart.popular,
            categoryId: categoryId.get(chart.category) ?? null,
            chartKind: chart.kind,
            sort: sort + 1,
            createdAt: new Date(now),
          })),
        ),
        tx,
      );
      await gallery.addPeriods(gameId, await demoPeriodsOf(tx, gameId, now), tx);
    }
  });
};
