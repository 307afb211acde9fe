import {
  betStatus,
  transactionTypeLabel,
  type BetOrder,
  type BetOrderPage,
  type BillListQuery,
  type BillPage,
  type DateRangeQuery,
  type DayReport,
  type GameReport,
  type GameReportListQuery,
  type HistoryListQuery,
  type LiveBetListQuery,
  type LiveBetPage,
  type LiveGame,
  type LiveReportRow,
  type StakeTotals,
  type TodayListQuery,
  type WalletKind,
} from '@lottery/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { Authenticated } from '../auth/session.service';
import { orderView } from '../betting/order-view';
import * as bills from './bills.repository';
import { resolveDateRange, resolveDay, todayRange } from './date-range';
import * as live from './live-report.repository';
import type { PageAsk } from './paging';
import * as records from './records.repository';

export type ReportsService = ReturnType<typeof createReportsService>;

const sumOf = (rows: readonly StakeTotals[]): StakeTotals =>
  rows.reduce(
    (total, row) => ({
      bettingMoney: total.bettingMoney + row.bettingMoney,
      winOrcloseMoney: total.winOrcloseMoney + row.winOrcloseMoney,
      betCount: total.betCount + row.betCount,
    }),
    { bettingMoney: 0, winOrcloseMoney: 0, betCount: 0 },
  );

/**
 * The member's read-only reports (issue 20; docs/api.md "Reports"): lottery records and their day
 * and game totals, 资金明细 from the ledger, and the live-casino report. Every call reads only the
 * caller's own rows; "today" and every date are UTC+8 days by the server's clock (`now`).
 * Nothing here writes, so there is no transaction: each list's page and count are two reads.
 */
export const createReportsService = ({ db, now }: Pick<Deps, 'db' | 'now'>) => {
  const page = async (
    userId: number,
    filter: Omit<records.OrderFilter, 'userId'>,
    slices: records.OrderSlice[],
    ask: PageAsk,
  ): Promise<BetOrderPage> => {
    const { rows, total } = await records.ordersPage(db, { userId, ...filter }, slices, ask);
    return { data: rows.map(orderView), totalCount: total };
  };

  /**
   * Today's orders (UTC+8) and every order still pending whatever day it was placed, so an
   * unopened bet never drops out of 未开奖: the tab's status, when given, applies to both.
   */
  const todayList = ({ user }: Authenticated, query: TodayListQuery) => {
    const { from } = todayRange(now());
    const slices: records.OrderSlice[] = [{ from, status: query.status }];
    if (query.status === undefined || query.status === betStatus.pending) {
      slices.push({ to: from, status: betStatus.pending });
    }
    return page(user.id, { gameId: query.gameId, model: query.model }, slices, query);
  };

  /** The orders placed on one day (not after today), every status. */
  const historyList = ({ user }: Authenticated, query: HistoryListQuery) => {
    const { from, to } = resolveDay(query.date, now());
    return page(user.id, { gameId: query.gameId }, [{ from, to }], query);
  };

  const historyDayReport = async (
    { user }: Authenticated,
    query: DateRangeQuery,
  ): Promise<DayReport> => {
    const range = resolveDateRange(query, now());
    const data = await records.totalsByDay(db, user.id, range.from, range.to);
    return { data, total: sumOf(data), startDate: range.startDate, endDate: range.endDate };
  };

  const gameReport = async (
    { user }: Authenticated,
    query: DateRangeQuery,
  ): Promise<GameReport> => {
    const range = resolveDateRange(query, now());
    const data = await records.totalsByGame(db, user.id, range.from, range.to);
    return { data, total: sumOf(data), startDate: range.startDate, endDate: range.endDate };
  };

  const detail = async ({ user }: Authenticated, orderNo: string): Promise<BetOrder> => {
    const row = await records.findOrder(db, user.id, orderNo);
    if (!row) throw new AppError('REPORT/ORDER_NOT_FOUND');
    return orderView(row);
  };

  const billList = async ({ user }: Authenticated, query: BillListQuery): Promise<BillPage> => {
    const { from, to } = resolveDateRange(query, now());
    const { rows, total } = await bills.billsPage(
      db,
      { userId: user.id, from, to, type: query.type, wallet: query.wallet },
      query,
    );
    return {
      data: rows.map((row) => ({
        ...row,
        typeName: transactionTypeLabel(row.type),
        // The ledger's check constraint holds the kind to 'money' | 'live'.
        wallet: row.wallet as WalletKind,
        createdAt: row.createdAt.getTime(),
      })),
      totalCount: total,
    };
  };

  const allLiveGames = (): Promise<LiveGame[]> => live.enabledPlatforms(db);

  /** One row per platform asked for that exists, in the order asked (repeats and unknowns dropped). */
  const liveGameReport = async (
    { user }: Authenticated,
    query: GameReportListQuery,
  ): Promise<LiveReportRow[]> => {
    const { from, to } = resolveDateRange(query, now());
    const codes = [...new Set(query.gameCodes.split(','))];
    const rows = await live.totalsByPlatform(db, user.id, codes, from, to);
    const byCode = new Map(rows.map((row) => [row.gameCode, row]));
    return codes.flatMap((code) => byCode.get(code) ?? []);
  };

  const liveBets = async (
    { user }: Authenticated,
    query: LiveBetListQuery,
  ): Promise<LiveBetPage> => {
    const { from, to } = resolveDateRange(query, now());
    const { rows, total } = await live.roundsPage(
      db,
      { userId: user.id, from, to, liveCode: query.gameCode },
      query,
    );
    return {
      data: rows.map((row) => {
        const settled = row.status === 'settled';
        return {
          roundId: row.roundId,
          gameCode: row.liveCode,
          platformName: row.platformName ?? row.liveCode,
          gameName: row.gameName,
          betAmount: row.betAmount,
          payoutAmount: row.winAmount,
          winAmount: settled ? row.winAmount - row.betAmount : 0,
          status: settled ? 'settled' : 'open',
          betAt: row.betAt.getTime(),
          settledAt: row.settledAt?.getTime() ?? null,
        };
      }),
      totalCount: total,
    };
  };

  return {
    todayList,
    historyList,
    historyDayReport,
    gameReport,
    detail,
    billList,
    allLiveGames,
    liveGameReport,
    liveBets,
  };
};
