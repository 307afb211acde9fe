import {
  defaultTimeZone,
  systemConfigKey,
  type CompanyInfo,
  type SetSystemConfigBody,
  type SystemConfigEntry,
} from '@lottery/contracts';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import type { DataSource } from '../../domain-events';
import { AppError } from '../../http/app-error';
import { sanitizeRichText } from '../../lib/sanitize';
import * as repo from './settings.repository';

export type SettingsService = ReturnType<typeof createSettingsService>;

const parseIdList = (value: string | undefined): number[] =>
  (value ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);

const changedChannel = 'settings:changed';

export const createSettingsService = ({ db, bus, config, events }: Deps) => {
  /** Settings are read on most requests and change rarely: each process caches them until any process changes one. */
  const cache = new Map<string, Promise<unknown>>();
  const cached = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let value = cache.get(key) as Promise<T> | undefined;
    if (!value) {
      value = load();
      cache.set(key, value);
      value.catch(() => cache.delete(key));
    }
    return value;
  };
  const companyRow = () => cached('company', () => repo.findCompany(db, config.COMPANY_CODE));
  const systemConfigRows = () => cached('system_config', () => repo.listSystemConfig(db));

  const start = async () => {
    await bus.subscribe(changedChannel, () => cache.clear());
  };

  /** Call after writing any setting: every process drops its cache, then dependants rebuild. */
  const changed = async (source: DataSource) => {
    cache.clear();
    await bus.publish(changedChannel, { source });
    await events.emit('sourceChanged', { source });
  };

  /** The company's public information; undefined until the company is configured. */
  const findCompany = async (): Promise<CompanyInfo | undefined> => {
    const row = await companyRow();
    if (!row) return undefined;
    return {
      companyCode: row.companyCode,
      name: row.name,
      olUrl: row.olUrl,
      logoUrl: row.logoUrl,
      bannerLogoUrl: row.bannerLogoUrl,
      regLogoUrl: row.regLogoUrl,
      domain: row.domain,
      iosDownloadUrl: row.iosDownloadUrl,
      androidDownloadUrl: row.androidDownloadUrl,
      homeCarousels: row.homeCarousels,
      encryptUrl: row.encryptUrl,
      appDisplay: row.appDisplay,
      showWechatPopup: row.showWechatPopup,
      companyDetailList: row.companyDetailList,
    };
  };

  const company = async (): Promise<CompanyInfo> => {
    const info = await findCompany();
    if (!info) throw new AppError('SYS/NOT_FOUND', '公司信息未配置');
    return info;
  };

  const timeZone = async (): Promise<string> => {
    const row = await companyRow();
    return row?.timeZone ?? defaultTimeZone;
  };

  const publicSystemConfig = async (): Promise<SystemConfigEntry[]> =>
    (await systemConfigRows())
      .filter((row) => row.isPublic)
      .map(({ configKey, configValue }) => ({ configKey, configValue }));

  const systemConfigValue = async (key: string): Promise<string | undefined> =>
    (await systemConfigRows()).find((row) => row.configKey === key)?.configValue;

  /**
   * Stores a key's value and answers the value before (undefined: none). Inside a caller's
   * transaction (`outer`) the caller calls `changed('system_config')` after its commit.
   */
  const setSystemConfig = async (
    { configKey, configValue, isPublic }: SetSystemConfigBody,
    outer?: Db,
  ) => {
    const existing = await repo.findSystemConfig(outer ?? db, configKey);
    await repo.upsertSystemConfig(outer ?? db, {
      configKey,
      configValue,
      isPublic: isPublic ?? existing?.isPublic ?? true,
    });
    if (!outer) await changed('system_config');
    return existing?.configValue;
  };

  const homeLotteryGames = async () => {
    const ids = parseIdList(await systemConfigValue(systemConfigKey.homeLotterySetting));
    const games = await repo.listLotteryGames(db, ids);
    const byId = new Map(games.map((game) => [game.id, game]));
    return ids.flatMap((id) => {
      const game = byId.get(id);
      return game?.enabled ? [{ gameId: game.id, gameName: game.name }] : [];
    });
  };

  const chatThemeColors = async () =>
    (await repo.listChatThemeColors(db)).map(({ id, color, name }) => ({ id, color, name }));

  const sitePages = async () =>
    (await repo.listSitePages(db)).map(({ slug, title, content }) => ({ slug, title, content }));

  /** Stores an operator's page with its HTML sanitized; the title is plain text, kept as is. */
  const saveSitePage = async (page: {
    slug: string;
    title: string;
    content: string;
    sort?: number;
  }) => {
    await repo.upsertSitePage(db, {
      slug: page.slug,
      title: page.title,
      content: sanitizeRichText(page.content),
      sort: page.sort ?? 0,
    });
    await changed('site_pages');
  };

  return {
    start,
    sitePages,
    saveSitePage,
    changed,
    company,
    findCompany,
    timeZone,
    publicSystemConfig,
    systemConfigValue,
    setSystemConfig,
    homeLotteryGames,
    chatThemeColors,
  };
};
