import {
  aboutFile,
  adTemplate,
  chatConfigFile,
  companyInfo,
  noticeListFile,
  z,
  type ThemeName,
  accountStaticFiles,
  appConfigFile,
  loginLimitFile,
  registerLimitFile,
  skEncryptFile,
  withdrawLimitFile,
  configFile,
  cycleIndexOfLunarYear,
  fiveElementsFile,
  fiveElementsOfYear,
  lunarYearAt,
  siteThemeOf,
  staticFile,
  systemConfigKey,
  webSystemConfigFile,
} from '@lottery/contracts';
import type { DataSource } from '../../domain-events';
import type { SettingsService } from '../settings/settings.service';
import type { AccountLimits } from '../account/account-limits';
import type { SecretService } from '../account/secret.service';
import type { ContentService } from '../content/content.service';

/** A published file: where it lives, what it is built from, and how. */
export interface StaticFileDefinition {
  path: string;
  sources: readonly DataSource[];
  schema: z.ZodType;
  /** The file's data; undefined while it has nothing to publish (its game does not exist yet). */
  build(): Promise<unknown>;
}

export interface StaticFileSources {
  /** The THEME setting: app_config.json's theme unless system_config's site_theme names one. */
  theme: ThemeName;
  content: ContentService;
  settings: SettingsService;
  limits: AccountLimits;
  secrets: SecretService;
  now: () => Date;
}

const apiExternalKey = 'api_external';

const parseApiExternal = (value: string | undefined) => {
  try {
    const parsed: unknown = JSON.parse(value ?? '[]');
    return configFile.shape.api_external.parse(parsed);
  } catch {
    return [];
  }
};

export const staticFileDefinitions = ({
  theme,
  content,
  settings,
  limits,
  secrets,
  now,
}: StaticFileSources): StaticFileDefinition[] => [
  {
    path: staticFile.config,
    sources: ['company', 'system_config', 'chat_theme_colors'],
    schema: configFile,
    build: async () => ({
      sys_config: { time_zone: await settings.timeZone() },
      system_config: await settings.publicSystemConfig(),
      api_external: parseApiExternal(await settings.systemConfigValue(apiExternalKey)),
      color_theme: await settings.chatThemeColors(),
    }),
  },
  {
    path: staticFile.appConfig,
    sources: ['system_config', 'lottery_games'],
    schema: appConfigFile,
    build: async () => ({
      livestream_url: (await settings.systemConfigValue(systemConfigKey.livestreamUrl)) ?? '',
      home_lottery_setting: await settings.homeLotteryGames(),
      // The operator's site_theme wins over the THEME setting; empty or invalid falls back.
      theme: siteThemeOf(await settings.systemConfigValue(systemConfigKey.siteTheme)) ?? theme,
    }),
  },
  {
    path: staticFile.webSystemConfig,
    sources: ['system_config'],
    schema: webSystemConfigFile,
    build: async () =>
      Object.fromEntries(
        (await settings.publicSystemConfig()).map((entry) => [entry.configKey, entry.configValue]),
      ),
  },
  {
    path: staticFile.fiveElements,
    sources: ['clock'],
    schema: fiveElementsFile,
    build: async () => {
      const year = lunarYearAt(now());
      return [fiveElementsOfYear(year, cycleIndexOfLunarYear(year))];
    },
  },
  {
    path: accountStaticFiles.registerLimit,
    sources: ['system_config'],
    schema: registerLimitFile,
    build: () => limits.register(),
  },
  {
    path: accountStaticFiles.loginLimit,
    sources: ['system_config'],
    schema: loginLimitFile,
    build: () => limits.login(),
  },
  {
    path: accountStaticFiles.withdrawLimit,
    sources: ['system_config'],
    schema: withdrawLimitFile,
    build: () => limits.withdraw(),
  },
  {
    path: accountStaticFiles.skEncrypt,
    sources: ['secret_keys'],
    schema: skEncryptFile,
    build: () => secrets.publicFile(),
  },
  {
    path: accountStaticFiles.about,
    sources: ['site_pages'],
    schema: aboutFile,
    build: async () => ({ pages: await settings.sitePages() }),
  },
  {
    path: staticFile.noticeList,
    sources: ['notices'],
    schema: noticeListFile,
    build: () => content.noticeList(),
  },
  {
    path: staticFile.templateAds,
    sources: ['ads'],
    schema: z.array(adTemplate),
    build: () => content.adTemplates(),
  },
  {
    path: staticFile.configChat,
    sources: ['system_config'],
    schema: chatConfigFile,
    build: async () => ({
      enable_chat: (await settings.systemConfigValue(systemConfigKey.enableChat)) === '0' ? 0 : 1,
      enable_chat_maintenance:
        (await settings.systemConfigValue(systemConfigKey.enableChatMaintenance)) === '1' ? 1 : 0,
      chat_maintenance_config:
        (await settings.systemConfigValue(systemConfigKey.chatMaintenanceConfig)) ?? '',
      rech_level: Number((await settings.systemConfigValue(systemConfigKey.rechLevel)) ?? 0) || 0,
    }),
  },
  {
    path: staticFile.company,
    sources: ['company'],
    schema: companyInfo,
    // Nothing to publish before the company is configured (a first start, before the demo data).
    build: () => settings.findCompany(),
  },
];
