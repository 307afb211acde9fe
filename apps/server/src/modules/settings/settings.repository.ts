import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  chatThemeColors,
  companySettings,
  lotteryGames,
  sitePages,
  systemConfig,
} from '../../db/schema';

export const findCompany = async (db: Db, companyCode: string) => {
  const [row] = await db
    .select()
    .from(companySettings)
    .where(eq(companySettings.companyCode, companyCode));
  return row;
};

export const listSystemConfig = (db: Db) =>
  db.select().from(systemConfig).orderBy(asc(systemConfig.configKey));

export const findSystemConfig = async (db: Db, configKey: string) => {
  const [row] = await db.select().from(systemConfig).where(eq(systemConfig.configKey, configKey));
  return row;
};

export const upsertSystemConfig = (
  db: Db,
  entry: { configKey: string; configValue: string; isPublic: boolean },
) =>
  db
    .insert(systemConfig)
    .values({ ...entry, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: systemConfig.configKey,
      set: { configValue: entry.configValue, isPublic: entry.isPublic, updatedAt: new Date() },
    });

export const listChatThemeColors = (db: Db) =>
  db.select().from(chatThemeColors).orderBy(asc(chatThemeColors.id));

export const listLotteryGames = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(lotteryGames)
        .where(inArray(lotteryGames.id, ids))
        .orderBy(asc(lotteryGames.sort));

export const listSitePages = (db: Db) => db.select().from(sitePages).orderBy(asc(sitePages.sort));

export const upsertSitePage = (db: Db, page: typeof sitePages.$inferInsert) =>
  db
    .insert(sitePages)
    .values(page)
    .onConflictDoUpdate({
      target: sitePages.slug,
      set: { title: page.title, content: page.content, sort: page.sort, updatedAt: new Date() },
    });
