import type { saveAdBody, saveCarouselsBody, saveSitePageBody } from '@lottery/contracts';
import {
  adSlotCodes,
  adSlotLabels,
  siteImageMaxBytes,
  sitePageLabels,
  sitePageSlug,
  type AdminAd,
  type AdminCarousel,
  type AdminSitePage,
  type UploadedSiteImage,
  type z,
} from '@lottery/contracts';
import type { Deps } from '../../../deps';
import { AppError } from '../../../http/app-error';
import { cleanImage } from '../../chat-images/clean-image';
import { ImageRefused } from '../../chat-images/image-format';
import type { ContentService } from '../../content/content.service';
import type { SettingsService } from '../../settings/settings.service';
import type { AdminActor } from '../admin-actor';
import type { AuditService } from '../audit/audit.service';

export type AdminSiteContentService = ReturnType<typeof createAdminSiteContentService>;

type AdItemRow = Awaited<ReturnType<ContentService['adRows']>>['items'][number];

const adItemOf = ({ groupNo, content, imageUrl, redirectUrl, sort }: AdItemRow) => ({
  groupNo,
  content,
  imageUrl,
  redirectUrl,
  sort,
});

/** Served types of the images table; a GIF (which it does not serve) is refused. */
const storedExtensions = new Set(['png', 'jpg', 'webp']);

/**
 * Ads, the home carousel, site pages and image uploads as the operator edits them, through the
 * content and settings areas. Each change and its audit row commit together; then the file the
 * members read is republished (the bus invalidation), so they see it at once.
 */
export const createAdminSiteContentService = (
  { db, config, log }: Pick<Deps, 'db' | 'config' | 'log'>,
  {
    audit,
    content,
    settings,
  }: { audit: AuditService; content: ContentService; settings: SettingsService },
) => {
  const ads = async (): Promise<AdminAd[]> => {
    const { templates, items } = await content.adRows();
    return adSlotCodes.map((code) => {
      const template = templates.find((row) => row.templateCode === code);
      return {
        templateCode: code,
        label: adSlotLabels[code],
        enabled: template?.status === 1,
        stored: template !== undefined,
        items: items.filter((item) => item.templateCode === code).map(adItemOf),
      };
    });
  };

  const saveAd = async (actor: AdminActor, body: z.output<typeof saveAdBody>) => {
    await db.transaction(async (tx) => {
      const change = await content.saveAd(body.templateCode, body.enabled ? 1 : 0, body.items, tx);
      const shown = (slot: { status: number; items: AdItemRow[] }) => ({
        enabled: slot.status === 1,
        items: slot.items.map(adItemOf),
      });
      await audit.record(tx, actor, {
        action: 'ad.save',
        target: body.templateCode,
        before: change.before ? shown(change.before) : undefined,
        after: shown(change.after),
      });
    });
    await content.publishAds();
    const saved = (await ads()).find((ad) => ad.templateCode === body.templateCode);
    if (!saved) throw new AppError('ADMIN/NOT_FOUND');
    return saved;
  };

  const carousels = async (): Promise<AdminCarousel[]> =>
    [...((await settings.findCompany())?.homeCarousels ?? [])].sort(
      (a, b) => a.sort - b.sort || a.id - b.id,
    );

  /** Replaces the whole carousel: kept ids stay, new banners take the next free ids. */
  const saveCarousels = async (actor: AdminActor, body: z.output<typeof saveCarouselsBody>) => {
    const companyCode = config.COMPANY_CODE;
    const saved = await db.transaction(async (tx) => {
      const before = await content.homeCarouselsForUpdate(companyCode, tx);
      if (!before) throw new AppError('ADMIN/NOT_FOUND');
      let next = Math.max(0, ...before.map((c) => c.id), ...body.carousels.map((c) => c.id ?? 0));
      const after = body.carousels.map(({ id, imageUrl, redirectUrl, sort }) => ({
        id: id ?? ++next,
        imageUrl,
        redirectUrl,
        sort,
      }));
      if (new Set(after.map((c) => c.id)).size !== after.length) {
        throw new AppError('SYS/VALIDATION', '轮播图编号重复');
      }
      await content.saveHomeCarousels(companyCode, after, tx);
      await audit.record(tx, actor, { action: 'carousel.save', target: '首页轮播', before, after });
      return after;
    });
    await settings.changed('company');
    return [...saved].sort((a, b) => a.sort - b.sort || a.id - b.id);
  };

  /** The three pages the member app links, stored or not yet. */
  const pages = async (): Promise<AdminSitePage[]> => {
    const rows = await content.sitePageRows();
    return sitePageSlug.options.map((slug) => {
      const row = rows.find((candidate) => candidate.slug === slug);
      return row
        ? {
            slug,
            title: row.title,
            content: row.content,
            sort: row.sort,
            stored: true,
            updatedAt: row.updatedAt.getTime(),
          }
        : {
            slug,
            title: sitePageLabels[slug],
            content: '',
            sort: 0,
            stored: false,
            updatedAt: null,
          };
    });
  };

  const savePage = async (actor: AdminActor, body: z.output<typeof saveSitePageBody>) => {
    await db.transaction(async (tx) => {
      const { before, after } = await content.saveSitePage(body, tx);
      const shown = (row: { title: string; content: string; sort: number }) => ({
        title: row.title,
        content: row.content,
        sort: row.sort,
      });
      await audit.record(tx, actor, {
        action: 'sitePage.save',
        target: body.slug,
        before: before ? shown(before) : undefined,
        after: after ? shown(after) : undefined,
      });
    });
    await settings.changed('site_pages');
    const saved = (await pages()).find((page) => page.slug === body.slug);
    if (!saved) throw new AppError('ADMIN/NOT_FOUND');
    return saved;
  };

  /**
   * An operator's image: its type read from its bytes (never a name), its structure checked and
   * everything but image data dropped (the chat images' cleaner), then stored content-addressed.
   */
  const uploadImage = async (actor: AdminActor, file: Buffer): Promise<UploadedSiteImage> => {
    if (file.length > siteImageMaxBytes)
      throw new AppError('SYS/BODY_TOO_LARGE', '图片不能超过2MB');
    let image;
    try {
      image = cleanImage(file);
    } catch (error) {
      if (!(error instanceof ImageRefused)) throw error;
      log.info(
        { operator: actor.account, bytes: file.length, reason: error.reason },
        'image refused',
      );
      throw new AppError('SYS/VALIDATION', '仅支持 JPG、PNG、WEBP 格式的图片');
    }
    if (!storedExtensions.has(image.ext)) {
      throw new AppError('SYS/VALIDATION', '仅支持 JPG、PNG、WEBP 格式的图片');
    }
    const cleaned = image;
    const url = await db.transaction(async (tx) => {
      const saved = await content.saveImage('upload', cleaned.ext, cleaned.bytes, tx);
      await audit.record(tx, actor, {
        action: 'image.upload',
        target: saved,
        after: { width: cleaned.width, height: cleaned.height, bytes: cleaned.bytes.length },
      });
      return saved;
    });
    return { url, width: cleaned.width, height: cleaned.height };
  };

  return { ads, saveAd, carousels, saveCarousels, pages, savePage, uploadImage };
};
