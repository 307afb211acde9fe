import {
  galleryGroupTypes,
  type AdminGalleryGroupsQuery,
  type SaveGalleryGroupBody,
  imageUrl,
  lunarYearAt,
  type GalleryCategoryQuery,
  type GalleryGroup,
  type GalleryGroupDetail,
  type GalleryGroupNames,
  type GalleryGroupPage,
  type GalleryGroupQuery,
  type GalleryImage,
  type GalleryImagePage,
  type GalleryImagesQuery,
  type GalleryLikeAnswer,
  type GalleryLikeBody,
  type GalleryPlayCategory,
} from '@lottery/contracts';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { ContentService } from '../content/content.service';
import { chartSvg, thumbSvg, type ChartKind } from './chart-art';
import * as repo from './gallery.repository';

export type GalleryService = ReturnType<typeof createGalleryService>;

/** A period to draw charts for: the turn's number, its draw time, and when its charts appeared. */
export interface GalleryPeriod {
  turnNum: string;
  planTime: Date;
  createdAt: Date;
}

const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000);
const uploadedImage = (path: string) => imageUrl(`images/${path}`);
const pageOf = ({ page, rows }: { page: number; rows: number }) => ({
  limit: rows,
  offset: (page - 1) * rows,
});

const presentGroup = (group: repo.GroupRow, latest: repo.ImageRow | undefined): GalleryGroup => ({
  groupId: group.id,
  gameId: group.gameId,
  groupType: group.groupType === galleryGroupTypes.blackAndWhite ? 2 : 1,
  name: group.name,
  gameTurn: latest?.gameTurn ?? '',
  imageUrl: latest ? uploadedImage(latest.thumbPath) : '',
  updatedTime: latest ? unixSeconds(latest.createdAt) : 0,
  initials: group.initials,
});

/**
 * The gallery (spec part 1 §2 "Gallery"): groups of prediction charts per game and type, their
 * periods' images newest first, and members' likes. When a game's next turn opens, every enabled
 * group of the game gets that period's chart (chart-art.ts), so the 已更新 tag follows the draws.
 */
export const createGalleryService = (
  { db, events, log, now }: Pick<Deps, 'db' | 'events' | 'log' | 'now'>,
  { content }: { content: ContentService },
) => {
  const requireGame = async (gameId: number) => {
    if (!(await repo.findEnabledGame(db, gameId))) throw new AppError('GAME/NOT_FOUND');
  };

  const requireGroup = async (groupId: number, gameId?: number) => {
    const group = await repo.findEnabledGroup(db, groupId);
    if (!group || (gameId !== undefined && group.gameId !== gameId)) {
      throw new AppError('GALLERY/GROUP_NOT_FOUND');
    }
    return group;
  };

  const playCategories = async (gameId: number): Promise<GalleryPlayCategory[]> => {
    await requireGame(gameId);
    const rows = await repo.listCategories(db, gameId);
    return rows.map(({ id, gameId: game, name, sort }) => ({ id, gameId: game, name, sort }));
  };

  const withLatest = async (rows: repo.GroupRow[]) => {
    const latest = new Map(
      (
        await repo.latestImages(
          db,
          rows.map((row) => row.id),
        )
      ).map((image) => [image.groupId, image]),
    );
    return rows.map((row) => presentGroup(row, latest.get(row.id)));
  };

  const filterOf = (query: GalleryGroupQuery): repo.GroupFilter => ({
    gameId: query.gameId,
    groupType: query.groupType,
    initials: query.initials || undefined,
    popularOnly: query.popular === 1,
    searchText: query.searchText || undefined,
  });

  /** GET /gallery/group and /gallery/search: one page of the matching groups. */
  const groups = async (query: GalleryGroupQuery): Promise<GalleryGroupPage> => {
    await requireGame(query.gameId);
    const { rows, totalCount } = await repo.groupPage(db, filterOf(query), pageOf(query));
    return { data: await withLatest(rows), totalCount };
  };

  /** GET /gallery/group-name: every matching name, and the initials the game and type have. */
  const groupNames = async (query: GalleryGroupQuery): Promise<GalleryGroupNames> => {
    await requireGame(query.gameId);
    const [names, initials] = await Promise.all([
      repo.groupNames(db, filterOf(query)),
      repo.initialsOf(db, query.gameId, query.groupType),
    ]);
    return { groupNames: names, initials };
  };

  /** GET /gallery/category: the groups of a category and type (an unknown category has none). */
  const categoryGroups = async (query: GalleryCategoryQuery): Promise<GalleryGroupPage> => {
    await requireGame(query.gameId);
    const { rows, totalCount } = await repo.groupPage(
      db,
      { gameId: query.gameId, groupType: query.categoryType, categoryId: query.playCategoryId },
      pageOf(query),
    );
    return { data: await withLatest(rows), totalCount };
  };

  const presentImages = async (
    rows: repo.ImageRow[],
    userId: number | undefined,
  ): Promise<GalleryImage[]> => {
    const ids = rows.map((row) => row.id);
    const [counts, liked] = await Promise.all([
      repo.likeCounts(db, ids),
      userId === undefined ? new Set<number>() : repo.likedBy(db, userId, ids),
    ]);
    return rows.map((row) => ({
      id: row.id,
      groupId: row.groupId,
      gameTurn: row.gameTurn,
      imageUrl: uploadedImage(row.imagePath),
      thumbUrl: uploadedImage(row.thumbPath),
      like: liked.has(row.id) ? 1 : 0,
      likeCount: counts.get(row.id) ?? 0,
      updatedTime: unixSeconds(row.createdAt),
      width: row.width,
      height: row.height,
    }));
  };

  /** GET /gallery: a group's periods, newest first, with the member's likes. */
  const images = async (query: GalleryImagesQuery, userId?: number): Promise<GalleryImagePage> => {
    await requireGroup(query.groupId, query.gameId);
    const { rows, totalCount } = await repo.imagePage(db, query.groupId, pageOf(query));
    return { data: await presentImages(rows, userId), totalCount };
  };

  /** GET /gallery/group/detail: the group, its newest period, and a page of its periods. */
  const groupDetail = async (
    query: GalleryImagesQuery,
    userId?: number,
  ): Promise<GalleryGroupDetail> => {
    const group = await requireGroup(query.groupId, query.gameId);
    const [{ rows, totalCount }, first] = await Promise.all([
      repo.imagePage(db, group.id, pageOf(query)),
      repo.imagePage(db, group.id, { limit: 1, offset: 0 }),
    ]);
    const newest = first.rows[0];
    const [list, [latest]] = await Promise.all([
      presentImages(rows, userId),
      presentImages(newest ? [newest] : [], userId),
    ]);
    return {
      group: presentGroup(group, newest),
      latest: latest ?? null,
      groupList: { data: list, totalCount },
    };
  };

  /** POST /gallery/toggle-like: the member's own like of an image, set or cleared. */
  const toggleLike = async (
    userId: number,
    { galleryId, like }: GalleryLikeBody,
  ): Promise<GalleryLikeAnswer> =>
    db.transaction(async (tx) => {
      if (!(await repo.findImage(tx, galleryId))) throw new AppError('GALLERY/IMAGE_NOT_FOUND');
      if (like === 1) await repo.insertLike(tx, userId, galleryId, now());
      else await repo.deleteLike(tx, userId, galleryId);
      const counts = await repo.likeCounts(tx, [galleryId]);
      return { galleryId, like, likeCount: counts.get(galleryId) ?? 0 };
    });

  /**
   * Draws the periods' charts for every enabled group of the game and stores them, in one
   * transaction (`outer`'s when given). A period a group already has is left as it is, so this
   * may run again for the same turns. Answers how many images were added.
   */
  const addPeriods = async (gameId: number, periods: GalleryPeriod[], outer?: Db) => {
    const run = async (tx: Db) => {
      const groupRows = await repo.enabledGroupsOfGame(tx, gameId);
      const have = await repo.existingPeriods(
        tx,
        groupRows.map((group) => group.id),
        periods.map((period) => period.turnNum),
      );
      const drawn = groupRows.flatMap((group) =>
        periods
          .filter((period) => !have.has(`${group.id}:${period.turnNum}`))
          .map((period) => {
            const spec = {
              groupId: group.id,
              name: group.name,
              period: period.turnNum,
              kind: group.chartKind as ChartKind,
              colour: group.groupType !== galleryGroupTypes.blackAndWhite,
              lunarYear: lunarYearAt(period.planTime),
            };
            return { group, period, chart: chartSvg(spec), thumb: thumbSvg(spec) };
          }),
      );
      if (drawn.length === 0) return 0;
      const paths = await content.saveImages(
        drawn.flatMap(({ group, period, chart, thumb }) => [
          { name: `gallery-${group.id}-${period.turnNum}`, extension: 'svg', body: chart.body },
          { name: `gallery-${group.id}-${period.turnNum}-t`, extension: 'svg', body: thumb.body },
        ]),
        tx,
      );
      return repo.insertImages(
        tx,
        drawn.map(({ group, period, chart }, i) => ({
          groupId: group.id,
          gameTurn: period.turnNum,
          imagePath: paths[2 * i] as string,
          thumbPath: paths[2 * i + 1] as string,
          width: chart.width,
          height: chart.height,
          createdAt: period.createdAt,
        })),
      );
    };
    return outer ? run(outer) : db.transaction(run);
  };

  /**
   * Listens for the draws' next turns: the new period's charts appear as the turn opens. A
   * failure is logged and never reaches the draw engine (the draws go on; the next turn retries).
   */
  const start = () => {
    events.on('drawTurnOpened', async (message) => {
      const turnNum = message.cur.turnNum;
      if (!turnNum) return;
      const at = now();
      const planned = message.plan.turnNum === turnNum ? message.plan.planTime : null;
      try {
        const added = await addPeriods(message.gameId, [
          { turnNum, planTime: new Date(planned ?? at.getTime()), createdAt: at },
        ]);
        if (added > 0) log.debug({ gameId: message.gameId, turnNum, added }, 'gallery period');
      } catch (error) {
        log.error({ err: error, gameId: message.gameId, turnNum }, 'gallery period failed');
      }
    });
  };

  /** The back office's list: a game's groups of a type, disabled ones too, with image counts. */
  const adminGroups = async (query: AdminGalleryGroupsQuery) => {
    const { rows, totalCount } = await repo.adminGroupPage(db, query, {
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    return { rows, totalCount };
  };

  const categoriesOf = (gameId: number) => repo.listCategories(db, gameId);

  /**
   * An operator's group: new without `id`, changed with it (in `outer` when given). Answers the
   * row before and after, or undefined for an unknown id or game. Its next periods' charts
   * follow the new name and kind; members read the groups straight from the database.
   */
  const saveGroup = async ({ id, ...input }: SaveGalleryGroupBody, outer?: Db) => {
    const run = async (tx: Db) => {
      if (!(await repo.findEnabledGame(tx, input.gameId))) return undefined;
      if (input.categoryId !== null) {
        const category = await repo.findCategory(tx, input.categoryId);
        if (category?.gameId !== input.gameId) throw new AppError('SYS/VALIDATION', '分类不存在');
      }
      const same = await repo.findGroupByName(tx, input);
      if (same && same.id !== id) throw new AppError('SYS/VALIDATION', '同名图纸已存在');
      if (id === undefined) {
        const [after] = await repo.insertGroups(tx, [input]);
        return after ? { before: undefined, after } : undefined;
      }
      const before = await repo.findGroupForUpdate(tx, id);
      if (!before) return undefined;
      const after = await repo.updateGroup(tx, id, input);
      return after ? { before, after } : undefined;
    };
    return outer ? run(outer) : db.transaction(run);
  };

  /** Deletes a group with its periods' images and likes; answers it, or undefined. */
  const removeGroup = (id: number, outer?: Db) => repo.deleteGroup(outer ?? db, id);

  /** Demo data: categories and groups of a game (the caller's transaction). */
  const addCategories = (rows: repo.NewCategoryRow[], outer: Db) =>
    repo.insertCategories(outer, rows);
  const addGroups = (rows: repo.NewGroupRow[], outer: Db) => repo.insertGroups(outer, rows);

  return {
    start,
    playCategories,
    groups,
    groupNames,
    categoryGroups,
    images,
    groupDetail,
    toggleLike,
    addPeriods,
    addCategories,
    addGroups,
    adminGroups,
    categoriesOf,
    saveGroup,
    removeGroup,
  };
};
