import { z } from 'zod';
import { query } from '../query';
import { calendarDate } from '../calendar-date';
import { recordPageSize } from './records-api';

/**
 * 娱乐场明细 (issue 20; spec part 2 §7 "Reports"): the member's third-party game rounds
 * (live_bet_records) per platform. A "live game" of these calls is a platform (provider,
 * `liveCode`: XGLIVE, HLDZ …), as /live-betting-detail?gameCode=AG names one.
 */
export const liveReportPaths = {
  /** GET → LiveGame[]: every platform, in the game centre's order. */
  allLiveGames: '/api/live/allLiveGames',
  /** GET GameReportListQuery → LiveReportRow[]: one row per platform asked for, zeros included. */
  gameReportList: '/api/live/gameReportList',
  /** GET LiveBetListQuery → LiveBetPage: the rounds, newest first. */
  br: '/api/live/br',
} as const;

/** Spec part 2 §3 "Live game: code". */
export const liveGame = z.object({ code: z.string(), name: z.string() });
export type LiveGame = z.infer<typeof liveGame>;

const platformCode = z.string().regex(/^[A-Za-z0-9_]{1,20}$/, '游戏平台不存在');

export const gameReportListQuery = query({
  /** Platform codes joined by ','. */
  gameCodes: z.string().regex(/^[A-Za-z0-9_]{1,20}(,[A-Za-z0-9_]{1,20}){0,49}$/, '游戏平台不存在'),
  startDate: calendarDate,
  endDate: calendarDate,
});
export type GameReportListQuery = z.infer<typeof gameReportListQuery>;

/**
 * Spec part 2 §3 "Live report row". `winAmount` is the member's win (+) or loss (−): payouts
 * minus stakes of the settled rounds. Thousandths of a yuan.
 */
export const liveReportRow = z.object({
  gameName: z.string(),
  gameCode: z.string(),
  betAmount: z.number().int(),
  winAmount: z.number().int(),
  betCount: z.number().int(),
});
export type LiveReportRow = z.infer<typeof liveReportRow>;

export const liveBetListQuery = query({
  gameCode: platformCode.optional(),
  startDate: calendarDate.optional(),
  endDate: calendarDate.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  rows: z.coerce.number().int().min(1).max(50).default(recordPageSize),
});
export type LiveBetListQuery = z.infer<typeof liveBetListQuery>;

/** One round. `payoutAmount` what the round paid; `winAmount` payout − stake once settled. */
export const liveBet = z.object({
  roundId: z.string(),
  gameCode: z.string(),
  platformName: z.string(),
  gameName: z.string(),
  betAmount: z.number().int(),
  payoutAmount: z.number().int(),
  winAmount: z.number().int(),
  /** open: not dealt yet; settled. */
  status: z.enum(['open', 'settled']),
  /** Epoch ms. */
  betAt: z.number().int(),
  settledAt: z.number().int().nullable(),
});
export type LiveBet = z.infer<typeof liveBet>;

export const liveBetPage = z.object({
  data: z.array(liveBet),
  totalCount: z.number().int(),
});
export type LiveBetPage = z.infer<typeof liveBetPage>;
