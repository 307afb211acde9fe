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

/**
 * Guessing limits of the secrets (spec part 1 §4 leaves them to us): wrong answers counted per
 * member or account, each check taken before the secret is compared, then a lock.
 */
export const secretLimits = {
  /** The 4-digit withdraw (fund) password, per member, across every call that checks it. */
  fundPassword: { maxFailures: 5, lockMinutes: 30 },
  /** The login password, per account name, across login and the password changes. */
  loginPassword: { maxFailures: 10, lockMinutes: 30 },
  /** A sealed password is fresh this long around the server's time, and opens once. */
  sealMinutes: 5,
} as const;

/** How many registration gifts one address or device receives in 24 hours unless configured. */
export const defaultRegisterGiftCaps = { perAddress: 3, perDevice: 1 } as const;

/** The registering browser's id, a server-set HttpOnly cookie (the gift cap counts devices). */
export const deviceCookie = 'device_id';
