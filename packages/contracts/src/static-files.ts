import { z } from 'zod';
import { staticJsonBase, themeNames } from './constants';
import { elements } from './five-elements';

/** The static JSON files published under /sys-upload/data/json/, by their path there. */
export const staticFile = {
  config: 'config.json',
  appConfig: 'app_config.json',
  webSystemConfig: 'web_system_config.json',
  fiveElements: 'five-elements.json',
  noticeList: 'notice_list.json',
  templateAds: 'template_ads.json',
  configChat: 'config_chat.json',
  company: 'company.json',
} as const;

export type StaticFilePath = (typeof staticFile)[keyof typeof staticFile];

export const staticFileUrl = (path: string): string => `${staticJsonBase}/${path}`;

export const systemConfigEntry = z.object({ configKey: z.string(), configValue: z.string() });
export type SystemConfigEntry = z.infer<typeof systemConfigEntry>;

export const chatThemeColor = z.object({
  id: z.number().int(),
  color: z.string(),
  name: z.string(),
});
export type ChatThemeColor = z.infer<typeof chatThemeColor>;

/** config.json: the settings store of spec part 1 §3 "Settings". */
export const configFile = z.object({
  sys_config: z.object({ time_zone: z.string() }),
  system_config: z.array(systemConfigEntry),
  api_external: z.array(z.object({ name: z.string(), url: z.string() })),
  color_theme: z.array(chatThemeColor),
});
export type ConfigFile = z.infer<typeof configFile>;

export const homeLotteryEntry = z.object({ gameId: z.number().int(), gameName: z.string() });

/** app_config.json: read at start-up (retried 3 times at 100 ms). */
export const appConfigFile = z.object({
  livestream_url: z.string(),
  home_lottery_setting: z.array(homeLotteryEntry),
  /** The site's theme (THEME): menus and labels, never permissions. */
  theme: z.enum(themeNames),
});
export type AppConfigFile = z.infer<typeof appConfigFile>;

/** web_system_config.json: the public system_config entries as a key → value map. */
export const webSystemConfigFile = z.record(z.string(), z.string());
export type WebSystemConfigFile = z.infer<typeof webSystemConfigFile>;

export const fiveElementsFile = z.array(
  z.object({
    year: z.number().int(),
    data: z.array(z.object({ element: z.enum(elements), values: z.array(z.number().int()) })),
  }),
);
export type FiveElementsFile = z.infer<typeof fiveElementsFile>;
