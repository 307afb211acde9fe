import { z } from 'zod';
import { pageSizes } from './constants';
import { query } from './query';
import { calendarDate } from './calendar-date';

export * from './lunar';

/**
 * Lottery draws (spec part 2 §3 "Lottery info", "Live message", "Lottery colour sets"; §7
 * "Lottery"). Times are epoch milliseconds; `serverTime` is the server's clock when the answer was
 * made, so a client can correct its own clock for countdowns.
 */

/** The lottery games of spec part 1 §9 (fixed ids); each has a static openInfo file. */
export const lotteryGameIds = [110, 90, 70, 71, 95, 200, 43, 48, 45, 81, 42, 46] as const;

/** A draw has 7 numbers from 1–49: the first six normal, the seventh special. */
export const drawBalls = { count: 7, normalCount: 6, min: 1, max: 49 } as const;

export const lotteryPaths = {
  openInfo: '/lottery/openInfo',
  /** The same answer under the `/v` base (spec: `{api}/v/lottery/openInfo`). */
  openInfoV: '/v/lottery/openInfo',
  history: '/lottery/history',
  historyGroup: '/lottery/history/group',
  verify: '/lottery/verify',
  playCate: '/game/play-cate',
} as const;

/** The result card's clock (spec part 2 §4, §9). */
export const lotteryCardTiming = {
  /** While a draw streams, and after it until the next turn opens. */
  pollMs: 3_000,
  /** After the seventh number, wait at most this long for a new turn with a close time. */
  newTurnWaitMs: 300_000,
  /** The countdown re-reads the server's clock this often. */
  countdownResyncMs: 60_000,
} as const;

export const drawOperatorPaths = { drawResult: '/operator/draw-result' } as const;

/** The static openInfo file of a game (the home reads it), under /sys-upload/data/json/. */
export const openInfoFile = (gameId: number): string => `lottery/openInfo_${gameId}.json`;

/** The bus channel (and socket room) of a game's draw: `draw:71`. */
export const drawChannel = (gameId: number): string => `draw:${gameId}`;

// ---------------------------------------------------------------------------------------------
// Numbers: colours, zodiacs, big/small, odd/even.

export const ballColors = ['red', 'green', 'blue'] as const;
export type BallColor = (typeof ballColors)[number];
export const ballColorNames: Record<BallColor, string> = {
  red: '红波',
  green: '绿波',
  blue: '蓝波',
};

/** The Hong Kong Mark Six colour table: 17 red, 16 green, 16 blue. */
export const colorSets: Record<BallColor, readonly number[]> = {
  red: [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46],
  green: [5, 6, 11, 16, 17, 21, 22, 27, 28, 32, 33, 38, 39, 43, 44, 49],
  blue: [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48],
};

const colorByBall = new Map<number, BallColor>(
  ballColors.flatMap((color) => colorSets[color].map((ball) => [ball, color] as const)),
);

export const colorOfBall = (ball: number): BallColor => {
  const color = colorByBall.get(ball);
  if (!color) throw new RangeError(`no ball ${ball}`);
  return color;
};

/** The 12 animals in their cycle order, 鼠 first. */
export const zodiacs = [
  '鼠',
  '牛',
  '虎',
  '兔',
  '龙',
  '蛇',
  '马',
  '羊',
  '猴',
  '鸡',
  '狗',
  '猪',
] as const;
export type Zodiac = (typeof zodiacs)[number];

const zodiacAt = (index: number): Zodiac => zodiacs[((index % 12) + 12) % 12] as Zodiac;

/** The animal of a lunar year (2024 → 龙). */
export const zodiacOfYear = (lunarYear: number): Zodiac => zodiacAt(lunarYear - 4);

/**
 * The animal of a ball in a lunar year: ball 1 is the year's own animal and the numbers count
 * backwards through the cycle (in 龙 2024: 1 龙, 2 兔, 3 虎 … 13 龙), so the year's animal has five
 * numbers (1, 13, 25, 37, 49) and every other animal four.
 */
export const zodiacOfBall = (ball: number, lunarYear: number): Zodiac =>
  zodiacAt(lunarYear - 4 - (ball - 1));

export const zodiacNumbers = (lunarYear: number): Record<Zodiac, number[]> => {
  const sets = Object.fromEntries(zodiacs.map((animal) => [animal, [] as number[]])) as Record<
    Zodiac,
    number[]
  >;
  for (let ball = drawBalls.min; ball <= drawBalls.max; ball += 1) {
    sets[zodiacOfBall(ball, lunarYear)].push(ball);
  }
  return sets;
};

/** Big 25–48, small 1–24; 49 is a tie (和), as in the Mark Six 特码 rules. */
export type BigSmall = 'big' | 'small' | 'tie';
export const bigSmallOf = (ball: number): BigSmall =>
  ball === drawBalls.max ? 'tie' : ball >= 25 ? 'big' : 'small';

/** Odd or even; 49 is a tie (和), as in the Mark Six 特码 rules. */
export type OddEven = 'odd' | 'even' | 'tie';
export const oddEvenOf = (ball: number): OddEven =>
  ball === drawBalls.max ? 'tie' : ball % 2 === 1 ? 'odd' : 'even';

export const bigSmallNames: Record<BigSmall, string> = { big: '大', small: '小', tie: '和' };
export const oddEvenNames: Record<OddEven, string> = { odd: '单', even: '双', tie: '和' };

/** `'03,15,22'` → `[3, 15, 22]`; the empty string is no numbers. */
export const parseOpenNum = (openNum: string): number[] =>
  openNum === '' ? [] : openNum.split(',').map((part) => Number(part));

/** Two-digit balls as the result card shows them: `'03,15,22'`. */
export const formatOpenNum = (numbers: readonly number[]): string =>
  numbers.map((n) => String(n).padStart(2, '0')).join(',');

// ---------------------------------------------------------------------------------------------
// Fairness.

/** The rule that turns a turn's seed into its numbers; docs/api.md "Draws" spells it out. */
export const drawRule =
  'hmac-sha256-v1: commitment = SHA-256(seed); for block = 0, 1, 2 …: ' +
  'h = HMAC-SHA256(key = seed, message = "gameId:turnNum:block"), read as eight 4-byte big-endian words r; ' +
  'with n numbers left in the pool (1–49 ascending), discard r ≥ floor(2^32 / n) × n, ' +
  'otherwise take and remove pool[r mod n]; stop after 7 (6 normal, then the special)';

export const drawSources = ['generator', 'operator'] as const;
export type DrawSource = (typeof drawSources)[number];

export const turnStatuses = ['open', 'closed', 'streaming', 'drawn'] as const;
export type TurnStatus = (typeof turnStatuses)[number];

// ---------------------------------------------------------------------------------------------
// Calls.

const gameId = z.coerce.number().int().min(1).max(99_999);

/** Daily games `2026327` (year + draw of the year), fast games `20261122-0143` (date + draw of the day). */
export const turnNumPattern = /^\d{7}$|^\d{8}-\d{4}$/;
const turnNum = z.string().regex(turnNumPattern, '期号格式错误');

const isoDate = calendarDate;

export const openInfoQuery = query({ gameId });
export type OpenInfoQuery = z.infer<typeof openInfoQuery>;

export const historyQuery = query({
  gameId,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  rows: z.coerce.number().int().min(1).max(pageSizes.maxRows).default(20),
  year: z.coerce.number().int().min(1900).max(2100).optional(),
  /** A local date of the system time zone. */
  date: isoDate.optional(),
});
export type HistoryQuery = z.infer<typeof historyQuery>;

export const historyGroupQuery = query({ gameId });
export const verifyQuery = query({ gameId, turnNum });
export type VerifyQuery = z.infer<typeof verifyQuery>;
export const gamePlayCateQuery = query({ gameId });

export const drawMessages = {
  badOpenNum: '开奖号码必须是 7 个不重复的 1–49 之间的数字，用逗号分隔',
} as const;

/** Seven distinct numbers 1–49, comma-separated (`3,15,22,…` or `03,15,22,…`). */
export const openNumInput = z
  .string()
  .trim()
  .regex(/^\d{1,2}(,\d{1,2}){6}$/, drawMessages.badOpenNum)
  .transform(parseOpenNum)
  .refine(
    (numbers) =>
      new Set(numbers).size === drawBalls.count &&
      numbers.every((n) => n >= drawBalls.min && n <= drawBalls.max),
    drawMessages.badOpenNum,
  );

export const drawResultBody = z.strictObject({
  gameId: z.number().int().min(1).max(99_999),
  turnNum,
  openNum: openNumInput,
});
export type DrawResultBody = z.infer<typeof drawResultBody>;

// ---------------------------------------------------------------------------------------------
// Answers.

const epochMs = z.number().int();
const zeroOrOne = z.union([z.literal(0), z.literal(1)]);

/** The turn taking bets; between a draw and the next turn's opening `closeTime` is null. */
export const lotteryCur = z.object({
  turnNum: z.string(),
  closeTime: epochMs.nullable(),
  liveUrl: z.string(),
  /** SHA-256 of the turn's secret seed, published before the turn closes. */
  commitment: z.string().nullable(),
});

/** The latest draw: streaming (numbers so far) or final; empty before a game's first draw. */
export const lotteryPre = z.object({
  turnNum: z.string(),
  /** Comma-separated two-digit numbers revealed so far; the seventh is the special. */
  openNum: z.string(),
  isStreaming: zeroOrOne,
  openTime: epochMs.nullable(),
  liveUrl: z.string(),
  /** When each shown number was revealed (a replay animates the draw from these). */
  revealTimes: z.array(epochMs),
});

/** The next draw and its planned time (the countdown's target). */
export const lotteryPlan = z.object({ turnNum: z.string(), planTime: epochMs.nullable() });

/** Spec part 2 §3 "Lottery info", plus the game, the commitment and the reveal times. */
export const lotteryInfo = z.object({
  gameId: z.number().int(),
  gameName: z.string(),
  serverTime: epochMs,
  cur: lotteryCur,
  pre: lotteryPre,
  plan: lotteryPlan,
});
export type LotteryInfo = z.infer<typeof lotteryInfo>;

export const historyRow = z.object({
  gameId: z.number().int(),
  turnNum: z.string(),
  openNum: z.string(),
  openTime: epochMs,
  source: z.enum(drawSources),
});
export type HistoryRow = z.infer<typeof historyRow>;

export const historyPage = z.object({
  data: z.array(historyRow),
  totalCount: z.number().int(),
});
export type HistoryPage = z.infer<typeof historyPage>;

/** Draw counts by year and month (system time zone), newest first: the history page's filter. */
export const historyGroups = z.array(
  z.object({
    year: z.number().int(),
    count: z.number().int(),
    months: z.array(z.object({ month: z.number().int(), count: z.number().int() })),
  }),
);
export type HistoryGroups = z.infer<typeof historyGroups>;

export const verifyAnswer = z.object({
  gameId: z.number().int(),
  turnNum: z.string(),
  status: z.enum(turnStatuses),
  source: z.enum(drawSources),
  commitment: z.string().nullable(),
  /** Revealed once the turn is drawn; null before, and for results an operator entered. */
  seed: z.string().nullable(),
  openNum: z.string(),
  rule: z.string(),
  /** sha256(seed) = commitment and the numbers follow from the seed; null until there is a seed to check. */
  valid: z.boolean().nullable(),
});
export type VerifyAnswer = z.infer<typeof verifyAnswer>;

// ---------------------------------------------------------------------------------------------
// Realtime: what the engine publishes on `draw:{gameId}` for the draw socket.

export const drawEventKinds = ['started', 'ball', 'result', 'turn'] as const;
export type DrawEventKind = (typeof drawEventKinds)[number];

/**
 * Spec part 2 §3 "Live message" (type RESULT) with the whole lottery info: `event` says what
 * happened (streaming started, a ball, the final result, the next turn opened).
 */
export const drawLiveMessage = z.object({
  type: z.literal('RESULT'),
  event: z.enum(drawEventKinds),
  gameId: z.number().int(),
  turnNum: z.string(),
  openNum: z.string(),
  liveUrl: z.string(),
  isStreaming: zeroOrOne,
  pre: lotteryPre,
  cur: lotteryCur,
  plan: lotteryPlan,
  serverTime: epochMs,
});
export type DrawLiveMessage = z.infer<typeof drawLiveMessage>;
