import { z } from 'zod';
import { query } from '../query';
import { betOrder, betStatus } from '../betting/betting-api';
import { calendarDate } from '../calendar-date';

/**
 * The member's lottery records (issue 20; spec part 2 §7 "Reports"; docs/api.md "Reports").
 * Every call reads only the signed-in member's orders. Money in thousandths of a yuan.
 */
export const recordPaths = {
  /** GET TodayListQuery → BetOrderPage: today's orders (UTC+8) and every one still pending. */
  todayList: '/api/cp/records/todayList',
  /** GET HistoryListQuery → BetOrderPage: the orders placed on one day. */
  historyList: '/api/cp/records/historyList',
  /** GET DateRangeQuery → DayReport: one row per day with orders, newest first. */
  historyDayReport: '/api/cp/records/historyDayReport',
  /** GET DateRangeQuery → GameReport: one row per game with orders (ours: /lottery-record). */
  gameReport: '/api/cp/records/gameReport',
  /** GET orderNo → BetOrder (ours: the order detail opened from a link). */
  detail: '/api/cp/records/detail',
} as const;

/** Rows of one page (spec part 2 §9: 20). */
export const recordPageSize = 20;
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const rows = z.coerce.number().int().min(1).max(50).default(recordPageSize);
const gameId = z.coerce.number().int().min(1).max(99_999);

/** The bet list's tabs (spec part 2 §4): all none, unopened 0, opened 1, cancelled 2. */
export const recordTabStatuses = [
  betStatus.pending,
  betStatus.settled,
  betStatus.cancelled,
] as const;

export const todayListQuery = query({
  status: z.coerce
    .number()
    .int()
    .refine((value) => (recordTabStatuses as readonly number[]).includes(value), '状态不存在')
    .optional(),
  page,
  rows,
  gameId: gameId.optional(),
  /** 1 credit, 2 official (spec: `model` 1 credit, otherwise official). */
  model: z.coerce.number().int().min(1).max(2).optional(),
});
export type TodayListQuery = z.infer<typeof todayListQuery>;

export const historyListQuery = query({
  date: calendarDate,
  page,
  rows,
  gameId: gameId.optional(),
});
export type HistoryListQuery = z.infer<typeof historyListQuery>;

/** Both dates optional: the last 7 days (UTC+8, today included) when absent. */
export const dateRangeQuery = query({
  startDate: calendarDate.optional(),
  endDate: calendarDate.optional(),
});
export type DateRangeQuery = z.infer<typeof dateRangeQuery>;

export const recordDetailQuery = query({
  orderNo: z.string().regex(/^[A-Za-z0-9]{6,32}$/, '注单号格式错误'),
});

/** Spec part 2 §3 "Lists: data, totalCount". */
export const betOrderPage = z.object({
  data: z.array(betOrder),
  /**
   * Exact when the list ends within 1,000 rows after this page; otherwise the rows up to there
   * (this page's end + 1,000: "more to load"). The same for every paged report list.
   */
  totalCount: z.number().int(),
});
export type BetOrderPage = z.infer<typeof betOrderPage>;

/**
 * Stakes and results of a set of orders: `bettingMoney` every order not cancelled,
 * `winOrcloseMoney` the member's win (+) or loss (−) over the settled ones (payout − stake;
 * a tie is 0), `betCount` the orders not cancelled.
 */
export const stakeTotals = z.object({
  bettingMoney: z.number().int(),
  winOrcloseMoney: z.number().int(),
  betCount: z.number().int(),
});
export type StakeTotals = z.infer<typeof stakeTotals>;

/** Spec part 2 §3 "Day report row": statTime is the day, `yyyy-MM-dd` (UTC+8). */
export const dayReportRow = stakeTotals.extend({ statTime: z.string() });
export type DayReportRow = z.infer<typeof dayReportRow>;

export const dayReport = z.object({
  data: z.array(dayReportRow),
  total: stakeTotals,
  startDate: z.string(),
  endDate: z.string(),
});
export type DayReport = z.infer<typeof dayReport>;

export const gameReportRow = stakeTotals.extend({ gameId: z.number().int(), gameName: z.string() });
export type GameReportRow = z.infer<typeof gameReportRow>;

export const gameReport = z.object({
  data: z.array(gameReportRow),
  total: stakeTotals,
  startDate: z.string(),
  endDate: z.string(),
});
export type GameReport = z.infer<typeof gameReport>;
