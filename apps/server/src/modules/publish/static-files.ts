import {
  appConfigFile,
  configFile,
  cycleIndexOfLunarYear,
  fiveElementsFile,
  fiveElementsOfYear,
  staticFile,
  systemConfigKey,
  webSystemConfigFile,
  type z,
} from '@lottery/contracts';
import type { DataSource } from '../../domain-events';
import type { SettingsService } from '../settings/settings.service';
import { lunarYearAt } from '../../lib/lunar';

/** A published file: where it lives, what it is built from, and how. */
export interface StaticFileDefinition {
  path: string;
  sources: readonly DataSource[];
  schema: z.ZodType;
  build(): Promise<unknown>;
}

export interface StaticFileSources {
  settings: SettingsService;
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
  settings,
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
];
