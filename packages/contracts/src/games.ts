import { z } from 'zod';
import { pageSizes } from './constants';
import { query } from './query';
import { textField } from './validation';

/**
 * The game centre (spec part 1 §2 "Game centre", §3 Game / Category / Provider option, §4 "Game
 * click", "Follow toggle", "Provider filter", "Game centre search", §7 "Game centre", §8, §9).
 * Calls are under the API base /app-api. The catalogue is also published as the static file
 * /sys-upload/data/json/game_center.json (the default source; the API calls are the alternative).
 */

export const gamePaths = {
  /** The categories (tabs) in their fixed order. */
  group: '/game/group',
  /** The provider options of each category. */
  groupType: '/game/group-type',
  /** The games of a category, paged (page 1, rows 30). */
  listAll: '/game/list-all',
  /** Follow or unfollow a game (login needed). */
  toggleLike: '/game/toggle-like',
  /** The ids of the games the signed-in member follows (login needed; not in the spec). */
  followIds: '/game/follow-ids',
  /** The launch URL of a third-party game (login needed, never a trial account). */
  livePlay: '/live/play',
} as const;

/** The static catalogue under /sys-upload/data/json/. */
export const gameCenterFilePath = 'game_center.json';

/** The categories in the spec's fixed tab order; each is also the web's URL hash (#hot …). */
export const gameCategories = [
  'hot',
  'LOTTERY',
  'fish',
  'electronic',
  'card',
  'live',
  'sport',
] as const;
export type GameCategory = (typeof gameCategories)[number];

/** The categories a game belongs to; `hot` is derived from `hot > 0`. */
export const gameHomeCategories = [
  'LOTTERY',
  'fish',
  'electronic',
  'card',
  'live',
  'sport',
] as const;
export type GameHomeCategory = (typeof gameHomeCategories)[number];

export const lotteryCategory = 'LOTTERY' satisfies GameCategory;
export const hotCategory = 'hot' satisfies GameCategory;

/** One landscape card per row in these categories (spec part 1 §2). */
export const landscapeCategories: readonly GameCategory[] = ['live', 'sport'];

export const isGameCategory = (value: string): value is GameCategory =>
  (gameCategories as readonly string[]).includes(value);

/** `#fish` → `fish`; an unknown or empty hash is the first category (hot). */
export const categoryOfHash = (hash: string): GameCategory => {
  const value = decodeURIComponent(hash.replace(/^#/, ''));
  return isGameCategory(value) ? value : hotCategory;
};

export const gameCenterTiming = {
  /** A game click is blocked this long after each attempt (spec part 1 §4, §9). */
  clickLockMs: 100,
  /** The balance spinner shows at least this long. */
  balanceSpinnerMs: 500,
} as const;

export const gameCenterPaging = { page: 1, rows: pageSizes.gameCenter } as const;

/** The provider drawer: viewport height minus 345 px, width 768 (spec part 1 §2, §9). */
export const providerDrawer = { heightOffsetPx: 345, widthPx: 768 } as const;

/** Interface texts of the game centre, character for character from the spec. */
export const gameCenterTexts = {
  providerDrawerTitle: '所有供應商',
  providerReset: '重置',
  providerDone: '完成',
  maintenance: '维护中',
  empty: '暂无数据',
  end: '没有更多游戏了',
  launchConfirm: '立即进入游戏!',
  cancel: '取消',
  confirm: '确认',
  loginFirst: '请先登录',
  launchFailed: '操作频繁，请稍后试试',
  inRound: '您正在牌局中，请稍后再试！',
} as const;

/** Toast lengths of the launch errors and the trial refusal (spec part 1 §8). */
export const gameCenterToastMs = {
  launchError: 3000,
  trialRefused: 1000,
  loginFirst: 2000,
} as const;

/**
 * The launch error codes whose server message is shown as is (spec part 1 §8). KY/0 shows
 * 您正在牌局中，请稍后再试！ and any other failure 操作频繁，请稍后试试.
 */
export const launchMessageCodes = [
  'LIVE/maintenance',
  'USER_IN_BLACKLIST',
  'LIVE/BLACK_USER',
  'UC/ACCOUNT_STATE_ERROR',
] as const;

/** The toast of a failed launch, by the error's code and the server's message. */
export const launchErrorText = (
  code: string | number | undefined,
  serverMessage?: string,
): string => {
  if (code === 'KY/0') return gameCenterTexts.inRound;
  if ((launchMessageCodes as readonly unknown[]).includes(code) && serverMessage)
    return serverMessage;
  return gameCenterTexts.launchFailed;
};

// ---------------------------------------------------------------------------------------------
// Maintenance: `maintain` is two local date-times joined by ~, in the system time zone
// (config.json sys_config.time_zone). A game is in maintenance from the first (inclusive) to the
// second (exclusive).

const localDateTime = /^(\d{4})[-/](\d{2})[-/](\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** `2026-11-24 02:00:00` → `2026-11-24 02:00:00` (normalised), or undefined when malformed. */
const normaliseLocal = (text: string): string | undefined => {
  const match = localDateTime.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second = '00'] = match;
  if (Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > 31)
    return undefined;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
};

export interface MaintainWindow {
  /** Local wall-clock times `YYYY-MM-DD HH:mm:ss` of the system time zone. */
  start: string;
  end: string;
}

/** The window of a `maintain` value; undefined when empty or malformed (no maintenance). */
export const parseMaintain = (maintain: string | null | undefined): MaintainWindow | undefined => {
  if (!maintain) return undefined;
  const parts = maintain.split('~');
  if (parts.length !== 2) return undefined;
  const start = normaliseLocal(parts[0] ?? '');
  const end = normaliseLocal(parts[1] ?? '');
  if (!start || !end || end <= start) return undefined;
  return { start, end };
};

/** `2026-11-24 02:00:00~2026-11-24 06:00:00` from two local wall-clock times. */
export const formatMaintain = (start: string, end: string): string => `${start}~${end}`;

const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

const wallClockFormatter = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = wallClockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The wall clock `YYYY-MM-DD HH:mm:ss` of an instant in a time zone (UTC when unknown). */
export const wallClockOf = (instantMs: number, timeZone: string): string => {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = wallClockFormatter(timeZone);
  } catch {
    formatter = wallClockFormatter('UTC');
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(new Date(instantMs))) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
};

/** True while `now` (in the system time zone) is within the game's maintenance window. */
export const isUnderMaintenance = (
  maintain: string | null | undefined,
  nowMs: number,
  timeZone: string,
): boolean => {
  const window = parseMaintain(maintain);
  if (!window) return false;
  const now = wallClockOf(nowMs, timeZone);
  return window.start <= now && now < window.end;
};

/** An operator's `maintain` value: empty, or two date-times joined by ~, the second later. */
export const maintainValue = z
  .string()
  .trim()
  .refine((value) => value === '' || parseMaintain(value) !== undefined, {
    message: '应为空，或两个时间以 ~ 相连（YYYY-MM-DD HH:mm:ss~YYYY-MM-DD HH:mm:ss）',
  });

// ---------------------------------------------------------------------------------------------
// Shapes (spec part 1 §3).

const flag = z.union([z.literal(0), z.literal(1)]);

/** Spec part 1 §3 "Category". `type` is the category (hot, LOTTERY, fish …), also the URL hash. */
export const gameCategory = z.object({
  name: z.string(),
  type: z.enum(gameCategories),
  imageUrl: z.string(),
});
export type GameCategoryEntry = z.infer<typeof gameCategory>;

/** Spec part 1 §3 "Game". */
export const game = z.object({
  gameId: z.number().int(),
  gameName: z.string(),
  /** The game's own category (never hot: hot is `hot > 0`). */
  category: z.enum(gameHomeCategories),
  /** The same as `category`; LOTTERY means a lottery game that opens /game/{gameId}. */
  type: z.string(),
  /** Square icon (grid tiles). */
  imageUrl: z.string(),
  /** Landscape image (live and sport cards). */
  landscapeUrl: z.string(),
  /** Above 0: in the hot tab, sorted descending. */
  hot: z.number().int(),
  /** 1 when the signed-in member follows the game; always 0 in game_center.json. */
  isFollow: flag,
  /** The provider's code (GET /live/play liveCode); '' for lottery games. */
  liveCode: z.string(),
  /** The provider's code of the game (GET /live/play gameType); the lottery id for lottery games. */
  gameCode: z.string(),
  /** The provider's sub-kind of the game (GET /live/play gameKind); often ''. */
  gameKind: z.string(),
  providerName: z.string(),
  /** The provider's logo. */
  providerUrl: z.string(),
  /** '' or two local date-times joined by ~ (see isUnderMaintenance). */
  maintain: z.string(),
  /** 1: the game runs in landscape (the app bridge rotates the screen). */
  appDisplay: flag,
  /** Order within the category, ascending. */
  sort: z.number().int(),
});
export type Game = z.infer<typeof game>;

/** Spec part 1 §3 "Provider option". */
export const providerOption = z.object({
  providerName: z.string(),
  liveCode: z.string(),
  providerUrl: z.string(),
  isSelect: z.boolean(),
});
export type ProviderOption = z.infer<typeof providerOption>;

/** The pseudo-option "all providers" (spec part 1 §3). */
export const allProviderCode = 'all_provider';
export const allProviderName = '全部';

/**
 * The provider options of some games: "all providers" first (selected), then each provider once,
 * in first-seen order; entries lacking a name, code or url are dropped (spec part 1 §3).
 */
export const providerOptionsOf = (
  entries: readonly Pick<Game, 'providerName' | 'liveCode' | 'providerUrl'>[],
): ProviderOption[] => {
  const seen = new Set<string>();
  const options: ProviderOption[] = [
    { providerName: allProviderName, liveCode: allProviderCode, providerUrl: '', isSelect: true },
  ];
  for (const { providerName, liveCode, providerUrl } of entries) {
    if (!providerName || !liveCode || !providerUrl || seen.has(liveCode)) continue;
    seen.add(liveCode);
    options.push({ providerName, liveCode, providerUrl, isSelect: false });
  }
  return options;
};

/** GET /game/group-type: each category's providers (without the "all" option). */
export const categoryProviders = z.object({
  type: z.enum(gameCategories),
  providers: z.array(providerOption.omit({ isSelect: true })),
});
export type CategoryProviders = z.infer<typeof categoryProviders>;

export const gamePage = z.object({ data: z.array(game), totalCount: z.number().int() });
export type GamePage = z.infer<typeof gamePage>;

/**
 * game_center.json: the categories in tab order and every enabled game (isFollow 0). Read the
 * signed-in member's follows from GET /game/follow-ids.
 */
export const gameCenterFile = z.object({
  categories: z.array(gameCategory),
  games: z.array(game),
});
export type GameCenterFile = z.infer<typeof gameCenterFile>;

export const followIdsAnswer = z.object({ gameIds: z.array(z.number().int()) });
export type FollowIdsAnswer = z.infer<typeof followIdsAnswer>;

export const toggleLikeAnswer = z.object({ gameId: z.number().int(), isFollow: flag });
export type ToggleLikeAnswer = z.infer<typeof toggleLikeAnswer>;

/** GET /live/play's data: the URL to open (absolute). */
export const launchUrl = z.string();

/** The games of a category for the hot tab: hot > 0, hot descending, then sort. */
export const hotGamesOf = <G extends Pick<Game, 'hot' | 'sort' | 'gameId'>>(
  games: readonly G[],
): G[] =>
  games
    .filter((entry) => entry.hot > 0)
    .sort((a, b) => b.hot - a.hot || a.sort - b.sort || a.gameId - b.gameId);

/** Substring match of a trimmed keyword on gameName (any case); empty matches everything. */
export const gameNameMatches = (gameName: string, keyword: string): boolean => {
  const text = keyword.trim().toLowerCase();
  return text === '' || gameName.toLowerCase().includes(text);
};

// ---------------------------------------------------------------------------------------------
// Queries and bodies.

const gameId = z.coerce.number().int().min(1).max(2_147_483_647);
const code = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_.-]+$/, '只能包含字母、数字、_ . -');
const companyCode = textField(32, { trim: false }).optional();

export const gameGroupQuery = query({ companyCode });

export const gameGroupTypeQuery = query({
  /** One category; absent: every category. */
  groupType: z.enum(gameCategories).optional(),
  companyCode,
});
export type GameGroupTypeQuery = z.infer<typeof gameGroupTypeQuery>;

export const gameListQuery = query({
  /** The category (hot, LOTTERY, fish …); absent: every game. */
  groupType: z.enum(gameCategories).optional(),
  /** Trimmed part of gameName (any case). */
  searchText: textField(30).default(''),
  /** Comma-separated provider codes; empty or all_provider: every provider. */
  liveCode: z
    .string()
    .trim()
    .max(300)
    .regex(/^[A-Za-z0-9_,.-]*$/, '只能包含字母、数字、_ . - 与逗号')
    .default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(gameCenterPaging.page),
  rows: z.coerce.number().int().min(1).max(pageSizes.maxRows).default(gameCenterPaging.rows),
  companyCode,
});
export type GameListQuery = z.infer<typeof gameListQuery>;

export const gameToggleLikeBody = z.strictObject({
  gameId,
  like: z.coerce.number().pipe(flag),
});
export type GameToggleLikeBody = z.infer<typeof gameToggleLikeBody>;

const booleanFlag = z
  .union([
    z.literal('0'),
    z.literal('1'),
    z.literal('true'),
    z.literal('false'),
    z.literal(0),
    z.literal(1),
    z.boolean(),
  ])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

export const livePlayQuery = query({
  liveCode: code(32),
  /** The game's gameCode. */
  gameType: code(64),
  isMobile: booleanFlag.default(true),
  gameKind: z
    .string()
    .trim()
    .max(32)
    .regex(/^[A-Za-z0-9_.-]*$/, '只能包含字母、数字、_ . -')
    .optional(),
});
export type LivePlayQuery = z.infer<typeof livePlayQuery>;

// ---------------------------------------------------------------------------------------------
// Bet records of third-party games (read by the live-casino report, spec part 2 §3 "Live report
// row": gameName, gameCode, betAmount, winAmount). Amounts in thousandths of a yuan; winAmount is
// what the round paid back (0 for a lost round), so win/loss = winAmount - betAmount.

export const liveBetRecord = z.object({
  roundId: z.string(),
  liveCode: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  betAmount: z.number().int(),
  winAmount: z.number().int(),
  /** Unix seconds. */
  betTime: z.number().int(),
  settledTime: z.number().int(),
});
export type LiveBetRecord = z.infer<typeof liveBetRecord>;
