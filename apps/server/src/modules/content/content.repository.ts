import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adItems, adTemplates, companySettings, images, notices, sitePages } from '../../db/schema';

export const listNotices = (db: Db, noticeType: number, limit = 1000, offset = 0) =>
  db
    .select()
    .from(notices)
    .where(and(eq(notices.noticeType, noticeType), eq(notices.enabled, true)))
    .orderBy(asc(notices.sort), asc(notices.id))
    .limit(limit)
    .offset(offset);

export const countNotices = async (db: Db, noticeType: number) => {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.noticeType, noticeType), eq(notices.enabled, true)));
  return row?.n ?? 0;
};

export const listRollingNotices = (db: Db) =>
  db
    .select({ content: notices.content })
    .from(notices)
    .where(and(eq(notices.rolls, true), eq(notices.enabled, true)))
    .orderBy(asc(notices.sort), asc(notices.id));

export const insertNotices = (db: Db, rows: (typeof notices.$inferInsert)[]) =>
  db.insert(notices).values(rows);

/** Every notice, enabled or not, of a type (or of all), as the back office lists them. */
export const listAllNotices = (db: Db, noticeType?: number) =>
  db
    .select()
    .from(notices)
    .where(noticeType === undefined ? undefined : eq(notices.noticeType, noticeType))
    .orderBy(asc(notices.noticeType), asc(notices.sort), asc(notices.id));

/** The notice, its row locked until commit (two saves of it change it one after the other). */
export const findNoticeForUpdate = async (db: Db, id: number) => {
  const [row] = await db.select().from(notices).where(eq(notices.id, id)).for('update');
  return row;
};

export const insertNotice = async (db: Db, row: typeof notices.$inferInsert) => {
  const [inserted] = await db.insert(notices).values(row).returning();
  return inserted;
};

export const updateNotice = async (
  db: Db,
  id: number,
  values: Omit<typeof notices.$inferInsert, 'id' | 'createdAt'>,
) => {
  const [row] = await db.update(notices).set(values).where(eq(notices.id, id)).returning();
  return row;
};

export const deleteNotice = async (db: Db, id: number) => {
  const [row] = await db.delete(notices).where(eq(notices.id, id)).returning();
  return row;
};

export const listAdTemplates = (db: Db) =>
  db.select().from(adTemplates).orderBy(asc(adTemplates.templateCode));

export const listAdItems = (db: Db) =>
  db
    .select()
    .from(adItems)
    .orderBy(asc(adItems.templateCode), asc(adItems.groupNo), asc(adItems.sort), asc(adItems.id));

export const insertAdTemplate = async (
  db: Db,
  template: typeof adTemplates.$inferInsert,
  items: Omit<typeof adItems.$inferInsert, 'templateCode'>[],
) => {
  await db.insert(adTemplates).values(template);
  if (items.length > 0) {
    await db
      .insert(adItems)
      .values(items.map((item) => ({ ...item, templateCode: template.templateCode })));
  }
};

export const findImage = async (db: Db, path: string) => {
  const [row] = await db.select().from(images).where(eq(images.path, path));
  return row;
};

export const saveImage = (db: Db, image: typeof images.$inferInsert) =>
  db
    .insert(images)
    .values(image)
    .onConflictDoUpdate({
      target: images.path,
      set: { contentType: image.contentType, body: image.body },
    });

/** Inserts images in chunks, keeping any already stored under the same (content-addressed) path. */
export const saveImagesOnce = async (db: Db, rows: (typeof images.$inferInsert)[], chunk = 200) => {
  for (let i = 0; i < rows.length; i += chunk) {
    await db
      .insert(images)
      .values(rows.slice(i, i + chunk))
      .onConflictDoNothing({ target: images.path });
  }
};

/** An ad slot's row, locked until commit (two saves of a slot change it one after the other). */
export const findAdTemplateForUpdate = async (db: Db, templateCode: string) => {
  const [row] = await db
    .select()
    .from(adTemplates)
    .where(eq(adTemplates.templateCode, templateCode))
    .for('update');
  return row;
};

export const listAdItemsOf = (db: Db, templateCode: string) =>
  db
    .select()
    .from(adItems)
    .where(eq(adItems.templateCode, templateCode))
    .orderBy(asc(adItems.groupNo), asc(adItems.sort), asc(adItems.id));

/** Stores a slot's switch and replaces its items. */
export const replaceAdTemplate = async (
  db: Db,
  template: typeof adTemplates.$inferInsert,
  items: Omit<typeof adItems.$inferInsert, 'templateCode'>[],
) => {
  await db
    .insert(adTemplates)
    .values(template)
    .onConflictDoUpdate({ target: adTemplates.templateCode, set: { status: template.status } });
  await db.delete(adItems).where(eq(adItems.templateCode, template.templateCode));
  if (items.length > 0) {
    await db
      .insert(adItems)
      .values(items.map((item) => ({ ...item, templateCode: template.templateCode })));
  }
};

/** The company's home carousel, its row locked until commit. */
export const findHomeCarouselsForUpdate = async (db: Db, companyCode: string) => {
  const [row] = await db
    .select({ homeCarousels: companySettings.homeCarousels })
    .from(companySettings)
    .where(eq(companySettings.companyCode, companyCode))
    .for('update');
  return row?.homeCarousels;
};

export const updateHomeCarousels = (
  db: Db,
  companyCode: string,
  homeCarousels: (typeof companySettings.$inferInsert)['homeCarousels'],
) =>
  db
    .update(companySettings)
    .set({ homeCarousels, updatedAt: new Date() })
    .where(eq(companySettings.companyCode, companyCode));

export const listSitePageRows = (db: Db) =>
  db.select().from(sitePages).orderBy(asc(sitePages.sort), asc(sitePages.slug));

/** A site page, its row locked until commit. */
export const findSitePageForUpdate = async (db: Db, slug: string) => {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, slug)).for('update');
  return row;
};

export const upsertSitePageRow = async (db: Db, page: typeof sitePages.$inferInsert) => {
  const [row] = await db
    .insert(sitePages)
    .values(page)
    .onConflictDoUpdate({
      target: sitePages.slug,
      set: { title: page.title, content: page.content, sort: page.sort, updatedAt: new Date() },
    })
    .returning();
  return row;
};
