import type {
  AdminGalleryGroup,
  AdminGalleryGroupsQuery,
  AdminLibraryArticlesQuery,
  SaveGalleryGroupBody,
  SaveLibraryArticleBody,
  SaveLibraryCategoryBody,
  SavePromotionBody,
} from '@lottery/contracts';
import type { Deps } from '../../../deps';
import { AppError } from '../../../http/app-error';
import type { GalleryService } from '../../gallery/gallery.service';
import type { LibraryService } from '../../library/library.service';
import type { PromotionsService } from '../../promotions/promotions.service';
import type { AdminActor } from '../admin-actor';
import type { AuditService } from '../audit/audit.service';

type GalleryGroupRow = NonNullable<Awaited<ReturnType<GalleryService['removeGroup']>>>;

const galleryGroupOf = (row: GalleryGroupRow, imageCount = 0): AdminGalleryGroup => ({
  id: row.id,
  gameId: row.gameId,
  groupType: row.groupType,
  name: row.name,
  initials: row.initials,
  popular: row.popular,
  categoryId: row.categoryId,
  chartKind: row.chartKind,
  sort: row.sort,
  enabled: row.enabled,
  imageCount,
});

export type AdminPublishingService = ReturnType<typeof createAdminPublishingService>;

/**
 * Gallery groups, promotions and the data library as the operator edits them. Each change goes
 * through its area's own service function (the one the x-operator-token calls use) inside one
 * transaction with its audit row. Members read all three straight from the database, so the
 * change shows at their next read.
 */
export const createAdminPublishingService = (
  { db }: Pick<Deps, 'db'>,
  {
    audit,
    gallery,
    promotions,
    library,
  }: {
    audit: AuditService;
    gallery: GalleryService;
    promotions: PromotionsService;
    library: LibraryService;
  },
) => {
  // --- gallery ---------------------------------------------------------------------------

  const galleryGroups = async (query: AdminGalleryGroupsQuery) => {
    const { rows, totalCount } = await gallery.adminGroups(query);
    return {
      list: rows.map(({ group, imageCount }) => galleryGroupOf(group, imageCount)),
      total: totalCount,
      page: query.page,
      size: query.size,
    };
  };

  const galleryCategories = async (gameId: number) =>
    (await gallery.categoriesOf(gameId)).map(({ id, name, sort }) => ({ id, name, sort }));

  const saveGalleryGroup = (actor: AdminActor, body: SaveGalleryGroupBody) =>
    db.transaction(async (tx) => {
      const saved = await gallery.saveGroup(body, tx);
      if (!saved) throw new AppError('ADMIN/NOT_FOUND');
      const after = galleryGroupOf(saved.after);
      await audit.record(tx, actor, {
        action: 'gallery.saveGroup',
        target: after.name,
        before: saved.before ? galleryGroupOf(saved.before) : undefined,
        after,
      });
      return after;
    });

  const removeGalleryGroup = (actor: AdminActor, id: number) =>
    db.transaction(async (tx) => {
      const removed = await gallery.removeGroup(id, tx);
      if (!removed) throw new AppError('ADMIN/NOT_FOUND');
      await audit.record(tx, actor, {
        action: 'gallery.removeGroup',
        target: removed.name,
        before: galleryGroupOf(removed),
      });
    });

  // --- promotions ------------------------------------------------------------------------

  const savePromotion = (actor: AdminActor, body: SavePromotionBody) =>
    db.transaction(async (tx) => {
      const before = body.id === undefined ? undefined : await promotions.stored(body.id, tx);
      if (body.id !== undefined && !before) throw new AppError('PROMO/NOT_FOUND');
      const id = await promotions.save(body, tx);
      const after = await promotions.stored(id, tx);
      if (!after) throw new AppError('PROMO/NOT_FOUND');
      await audit.record(tx, actor, {
        action: 'promotion.save',
        target: after.name,
        before,
        after,
      });
      return after;
    });

  const removePromotion = (actor: AdminActor, id: number) =>
    db.transaction(async (tx) => {
      const before = await promotions.stored(id, tx);
      if (!before) throw new AppError('PROMO/NOT_FOUND');
      await promotions.remove(id, tx);
      await audit.record(tx, actor, { action: 'promotion.remove', target: before.name, before });
    });

  // --- library ---------------------------------------------------------------------------

  const libraryArticles = (query: AdminLibraryArticlesQuery) => library.adminArticles(query);

  const saveLibraryCategory = (actor: AdminActor, body: SaveLibraryCategoryBody) =>
    db.transaction(async (tx) => {
      const before = await library.categoryByCode(body.code, tx);
      const after = await library.saveCategory(body, tx);
      await audit.record(tx, actor, {
        action: 'library.saveCategory',
        target: after.name,
        before,
        after,
      });
      return after;
    });

  const saveLibraryArticle = (actor: AdminActor, body: SaveLibraryArticleBody) =>
    db.transaction(async (tx) => {
      const before = body.id === undefined ? undefined : await library.article(body.id, tx);
      const after = await library.saveArticle(body, tx);
      await audit.record(tx, actor, {
        action: 'library.saveArticle',
        target: after.title,
        before,
        after,
      });
      return after;
    });

  const removeLibraryArticle = (actor: AdminActor, id: number) =>
    db.transaction(async (tx) => {
      const before = await library.article(id, tx);
      await library.removeArticle(id, tx);
      await audit.record(tx, actor, {
        action: 'library.removeArticle',
        target: before.title,
        before,
      });
    });

  return {
    galleryGroups,
    galleryCategories,
    saveGalleryGroup,
    removeGalleryGroup,
    promotions: promotions.all,
    promotionClasses: promotions.classes,
    savePromotion,
    removePromotion,
    libraryCategories: library.categories,
    libraryArticles,
    libraryArticle: (id: number) => library.article(id),
    saveLibraryCategory,
    saveLibraryArticle,
    removeLibraryArticle,
  };
};
