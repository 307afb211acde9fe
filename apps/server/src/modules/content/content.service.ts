import { createHash } from 'node:crypto';
import {
  noticeTypes,
  uploadBase,
  type AdTemplate,
  type Notice,
  type NoticeListFile,
} from '@lottery/contracts';
import type { Db } from '../../db/client';
import type { notices } from '../../db/schema';
import type { Deps } from '../../deps';
import { sanitizeRichText } from '../../lib/sanitize';
import * as repo from './content.repository';

export type ContentService = ReturnType<typeof createContentService>;

export type NoticeRow = typeof notices.$inferSelect;

/** A notice as an operator writes it (index notices' content is rich text). */
export interface NoticeInput {
  noticeType: number;
  title: string;
  content: string;
  redirectUrl: string;
  imageUrl: string;
  sort: number;
  enabled: boolean;
  rolls: boolean;
}

/** Index notices' content is HTML (sanitized); titles and other notices are plain text, kept. */
const storedContent = (noticeType: number, content: string) =>
  noticeType === noticeTypes.index ? sanitizeRichText(content) : content;

const present = (row: NoticeRow): Notice => ({
  id: row.id,
  noticeTitle: row.title,
  noticeContent: row.content,
  noticeType: row.noticeType,
  redirectUrl: row.redirectUrl,
  imageUrl: row.imageUrl,
  sort: row.sort,
});

/** Image types the site serves; anything else is refused when stored. */
const imageTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

export interface ImageInput {
  name: string;
  extension: keyof typeof imageTypes;
  body: Buffer;
}

/** Operator content: notices, ad templates and the images they show. */
export const createContentService = ({ db, events }: Pick<Deps, 'db' | 'events'>) => {
  const noticePage = async (noticeType: number, page: number, rows: number) => {
    const [items, totalCount] = await Promise.all([
      repo.listNotices(db, noticeType, rows, (page - 1) * rows),
      repo.countNotices(db, noticeType),
    ]);
    return { data: items.map(present), totalCount };
  };

  const noticeList = async (): Promise<NoticeListFile> => ({
    index_notice: (await repo.listNotices(db, noticeTypes.index)).map(present),
    lottery_notice: (await repo.listNotices(db, noticeTypes.lottery)).map(present),
    roll_notice: (await repo.listRollingNotices(db)).map((row) => row.content),
  });

  /** Republishes notice_list.json (the home reads it); after the change has committed. */
  const publishNotices = () => events.emit('sourceChanged', { source: 'notices' });

  /** Index notices' content is HTML (sanitized); titles and other notices are plain text, kept. */
  const addNotices = async (
    rows: {
      noticeType: number;
      title: string;
      content: string;
      redirectUrl?: string;
      imageUrl?: string;
      sort?: number;
      rolls?: boolean;
    }[],
    outer?: Db,
  ) => {
    await repo.insertNotices(
      outer ?? db,
      rows.map((row) => ({ ...row, content: storedContent(row.noticeType, row.content) })),
    );
    if (!outer) await publishNotices();
  };

  /** Every notice of a type (or of all), enabled or not: the back office's list. */
  const allNotices = (noticeType?: number) => repo.listAllNotices(db, noticeType);

  /**
   * Adds a notice (no id) or replaces the one with `id`; answers the row before (none for a new
   * one) and after, or undefined for an unknown id. Inside a caller's transaction (`outer`) the
   * caller publishes after its commit.
   */
  const saveNotice = async (id: number | undefined, input: NoticeInput, outer?: Db) => {
    const values = { ...input, content: storedContent(input.noticeType, input.content) };
    const run = async (tx: Db) => {
      if (id === undefined)
        return { before: undefined, after: await repo.insertNotice(tx, values) };
      const before = await repo.findNoticeForUpdate(tx, id);
      if (!before) return undefined;
      return { before, after: await repo.updateNotice(tx, id, values) };
    };
    const saved = outer ? await run(outer) : await db.transaction(run);
    if (saved && !outer) await publishNotices();
    return saved;
  };

  /** Deletes a notice; answers it, or undefined when there was none. */
  const removeNotice = async (id: number, outer?: Db) => {
    const removed = await repo.deleteNotice(outer ?? db, id);
    if (removed && !outer) await publishNotices();
    return removed;
  };

  const adTemplates = async (): Promise<AdTemplate[]> => {
    const [templates, items] = await Promise.all([repo.listAdTemplates(db), repo.listAdItems(db)]);
    return templates.map((template) => {
      const groups = new Map<number, AdTemplate['groups'][number]>();
      for (const item of items.filter((i) => i.templateCode === template.templateCode)) {
        const group = groups.get(item.groupNo) ?? { id: item.groupNo, items: [] };
        group.items.push({
          id: item.id,
          content: item.content,
          imageUrl: item.imageUrl,
          redirectUrl: item.redirectUrl,
          sort: item.sort,
        });
        groups.set(item.groupNo, group);
      }
      return {
        templateCode: template.templateCode,
        status: template.status === 1 ? 1 : 0,
        groups: [...groups.values()],
      };
    });
  };

  const addAdTemplate = async (
    templateCode: string,
    items: {
      content?: string;
      imageUrl: string;
      redirectUrl: string;
      sort?: number;
      groupNo?: number;
    }[],
    outer?: Db,
  ) => {
    await repo.insertAdTemplate(
      outer ?? db,
      { templateCode, status: 1 },
      items.map((item) => ({ ...item, content: sanitizeRichText(item.content ?? '') })),
    );
    if (!outer) await events.emit('sourceChanged', { source: 'ads' });
  };

  /** The stored image of a body: a content-addressed name (`{name}-{hash}.{extension}`). */
  const imageRowOf = ({ name, extension, body }: ImageInput) => {
    const contentType = imageTypes[extension];
    if (!contentType) throw new Error(`unsupported image type ${extension}`);
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12);
    return { path: `${name}-${hash}.${extension}`, contentType, body };
  };

  /** Stores an image and answers its public URL (content-addressed, so it can be cached forever). */
  const saveImage = async (
    name: string,
    extension: keyof typeof imageTypes,
    body: Buffer,
    outer?: Db,
  ) => {
    const row = imageRowOf({ name, extension, body });
    await repo.saveImage(outer ?? db, row);
    return `${uploadBase}/images/${row.path}`;
  };

  /**
   * Stores many images in few statements and answers their names under /sys-upload/images/, in
   * order. A name already stored holds the same bytes (the name carries their hash) and is kept.
   */
  const saveImages = async (inputs: ImageInput[], outer?: Db) => {
    const rows = inputs.map(imageRowOf);
    await repo.saveImagesOnce(outer ?? db, rows);
    return rows.map((row) => row.path);
  };

  /** Every ad slot stored and its items, as the back office edits them. */
  const adRows = async () => {
    const [templates, items] = await Promise.all([repo.listAdTemplates(db), repo.listAdItems(db)]);
    return { templates, items };
  };

  /**
   * Stores a slot's switch and replaces its items (content sanitized); answers the slot before
   * (undefined: not stored) and after. In the caller's transaction; it calls publishAds after commit.
   */
  const saveAd = async (
    templateCode: string,
    status: 0 | 1,
    items: {
      groupNo: number;
      content: string;
      imageUrl: string;
      redirectUrl: string;
      sort: number;
    }[],
    tx: Db,
  ) => {
    const template = await repo.findAdTemplateForUpdate(tx, templateCode);
    const before = template
      ? { status: template.status, items: await repo.listAdItemsOf(tx, templateCode) }
      : undefined;
    await repo.replaceAdTemplate(
      tx,
      { templateCode, status },
      items.map((item) => ({ ...item, content: sanitizeRichText(item.content) })),
    );
    return { before, after: { status, items: await repo.listAdItemsOf(tx, templateCode) } };
  };

  /** Republishes the ad file (and the ads read); after the change has committed. */
  const publishAds = () => events.emit('sourceChanged', { source: 'ads' });

  /** The company's home carousel, its row locked in the caller's transaction. */
  const homeCarouselsForUpdate = (companyCode: string, tx: Db) =>
    repo.findHomeCarouselsForUpdate(tx, companyCode);

  /** The caller republishes the company file after commit (settings' `changed('company')`). */
  const saveHomeCarousels = (
    companyCode: string,
    carousels: { id: number; imageUrl: string; redirectUrl: string; sort: number }[],
    tx: Db,
  ) => repo.updateHomeCarousels(tx, companyCode, carousels);

  const sitePageRows = () => repo.listSitePageRows(db);

  /**
   * Stores a site page with its HTML sanitized; answers it before (undefined: new) and after. The
   * caller republishes about.json after commit (settings' `changed('site_pages')`).
   */
  const saveSitePage = async (
    page: { slug: string; title: string; content: string; sort: number },
    tx: Db,
  ) => {
    const before = await repo.findSitePageForUpdate(tx, page.slug);
    const after = await repo.upsertSitePageRow(tx, {
      ...page,
      content: sanitizeRichText(page.content),
    });
    return { before, after };
  };

  return {
    adRows,
    saveAd,
    publishAds,
    homeCarouselsForUpdate,
    saveHomeCarousels,
    sitePageRows,
    saveSitePage,
    noticePage,
    noticeList,
    addNotices,
    allNotices,
    saveNotice,
    removeNotice,
    publishNotices,
    adTemplates,
    addAdTemplate,
    saveImage,
    saveImages,
    image: (path: string) => repo.findImage(db, path),
  };
};
