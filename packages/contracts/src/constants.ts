/** Call bases of spec part 1 §7. */
export const apiBase = '/app-api';
export const chatBase = '/api-messen';
export const chatImageBase = '/img-messen';
export const uploadBase = '/sys-upload';
export const staticJsonBase = `${uploadBase}/data/json`;
export const drawSocketPath = '/ws-game';

export const timeouts = {
  apiMs: 20_000,
  chatMs: 60_000,
  retryDelayMs: 100,
  appConfigRetries: 3,
  staticRetries: 2,
} as const;

export const themeNames = ['theme1', 'theme2', 'theme3', 'theme4'] as const;
export type ThemeName = (typeof themeNames)[number];
export const isThemeName = (value: unknown): value is ThemeName =>
  (themeNames as readonly unknown[]).includes(value);
export const defaultTheme: ThemeName = 'theme4';

export const buildVersion = '5.0.9';

export const defaultTimeZone = 'Asia/Shanghai';

/** Stored items expire after 3600 s and are swept every second (spec part 1 §9). */
export const storage = { ttlSeconds: 3600, sweepMs: 1000 } as const;

export const pageSizes = {
  gameCenter: 30,
  gallery: 30,
  galleryAlternate: 100,
  templates: 20,
  database: 100,
  chatMessages: 100,
  guestFriends: 20,
  betList: 20,
  maxRows: 100,
} as const;

export const userType = { trial: 'TEST', official: 'HY' } as const;
export type UserType = (typeof userType)[keyof typeof userType];
