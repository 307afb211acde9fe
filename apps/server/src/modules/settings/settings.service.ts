import {
  systemConfigKey,
  type CompanyInfo,
  type SetSystemConfigBody,
  type SystemConfigEntry,
} from '@lottery/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import * as repo from './settings.repository';

export type SettingsService = ReturnType<typeof createSettingsService>;

const parseIdList = (value: string | undefined): number[] =>
  (value ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);

export const createSettingsService = ({ db, config, events }: Deps) => {
  const company = async (): Promise<CompanyInfo> => {
    const row = await repo.findCompany(db, config.COMPANY_CODE);
    if (!row) throw new AppError('SYS/NOT_FOUND', '公司信息未配置');
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

  const timeZone = async (): Promise<string> => {
    const row = await repo.findCompany(db, config.COMPANY_CODE);
    return row?.timeZone ?? 'Asia/Shanghai';
  };

  const publicSystemConfig = async (): Promise<SystemConfigEntry[]> =>
    (await repo.listSystemConfig(db))
      .filter((row) => row.isPublic)
      .map(({ configKey, configValue }) => ({ configKey, configValue }));

  const systemConfigValue = async (key: string): Promise<string | undefined> =>
    (await repo.findSystemConfig(db, key))?.configValue;

  const setSystemConfig = async ({ configKey, configValue, isPublic }: SetSystemConfigBody) => {
    const existing = await repo.findSystemConfig(db, configKey);
    await repo.upsertSystemConfig(db, {
      configKey,
      configValue,
      isPublic: isPublic ?? existing?.isPublic ?? true,
    });
    await events.emit('sourceChanged', { source: 'system_config' });
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

  return {
    company,
    timeZone,
    publicSystemConfig,
    systemConfigValue,
    setSystemConfig,
    homeLotteryGames,
    chatThemeColors,
  };
};
