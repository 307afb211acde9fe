import { addDaysTo, betStatus, bettingPaths, chinaDateOf, recordPaths } from '@lottery/contracts';
import type { BetOrder, DayReportRow, GameReportRow, StakeTotals } from '@lottery/contracts';
import { memberProfile } from '../../../test/account-fixtures';
import { fakeApi, file } from '../../../test/fake-api';
import type { FakeCall, FakeHandler } from '../../../test/fake-api';
import { betOrderOf } from '../../../test/bet-order-fixtures';

export const api = (path: string) => `/app-api${path}`;
export const todayListKey = `GET ${api(recordPaths.todayList)}`;
export const historyListKey = `GET ${api(recordPaths.historyList)}`;
export const dayReportKey = `GET ${api(recordPaths.historyDayReport)}`;
export const gameReportKey = `GET ${api(recordPaths.gameReport)}`;
export const cancelKey = `POST ${api(bettingPaths.cancel)}`;

export const today = () => chinaDateOf(Date.now());

/** A pending order of game 110 whose turn closes in 10 minutes: cancellable. */
export const orderOf = (patch: Partial<BetOrder> = {}): BetOrder =>
  betOrderOf({ addTime: Date.UTC(2026, 2, 1, 4, 5, 6), ...patch });

export const lotteryGames = [
  { gameId: 110, gameName: '澳门六合彩', category: 'LOTTERY', sort: 0 },
  { gameId: 70, gameName: '香港六合彩', category: 'LOTTERY', sort: 1 },
  { gameId: 5001, gameName: '捕鱼达人', category: 'fish', sort: 0 },
];

const totals = (rows: readonly StakeTotals[]): StakeTotals => ({
  bettingMoney: rows.reduce((sum, row) => sum + row.bettingMoney, 0),
  winOrcloseMoney: rows.reduce((sum, row) => sum + row.winOrcloseMoney, 0),
  betCount: rows.reduce((sum, row) => sum + row.betCount, 0),
});

/** A paged order list on the fake server: page and rows from the query, status and game filters. */
const pagedOrders =
  (orders: () => readonly BetOrder[]) =>
  ({ params }: FakeCall) => {
    const page = Number(params.get('page'));
    const rows = Number(params.get('rows'));
    const status = params.get('status');
    const gameId = params.get('gameId');
    const matching = orders().filter(
      (order) =>
        (status === null || order.status === Number(status)) &&
        (gameId === null || order.gameId === Number(gameId)),
    );
    return { data: matching.slice((page - 1) * rows, page * rows), totalCount: matching.length };
  };

/**
 * The records' server: the member, web_system_config (hy_is_cancel), the game catalogue, today's
 * orders, a day's orders, the day and game reports, and the cancel (refunding). `routes`
 * replace any.
 */
export const recordsServer = ({
  orders = [] as BetOrder[],
  dayOrders = {} as Record<string, BetOrder[]>,
  days = [] as DayReportRow[],
  games = [] as GameReportRow[],
  hyIsCancel = '1',
  routes = {} as Record<string, FakeHandler>,
} = {}) => {
  const state = { money: 1_000_000, orders: [...orders] };
  const fake = fakeApi({
    'GET /sys-upload/data/json/web_system_config.json': () => file({ hy_is_cancel: hyIsCancel }),
    'GET /sys-upload/data/json/game_center.json': () =>
      file({ categories: [], games: lotteryGames }),
    'GET /app-api/api/user/info': () =>
      memberProfile({ extInfo: { money: state.money, liveMoney: 0 } }),
    'GET /app-api/api/user/money/check': () => ({ money: state.money, liveMoney: 0 }),
    [todayListKey]: pagedOrders(() => state.orders),
    [historyListKey]: (call: FakeCall) =>
      pagedOrders(() => dayOrders[call.params.get('date') ?? ''] ?? [])(call),
    [dayReportKey]: ({ params }: FakeCall) => ({
      data: days,
      total: totals(days),
      startDate: params.get('startDate') ?? addDaysTo(today(), -6),
      endDate: params.get('endDate') ?? today(),
    }),
    [gameReportKey]: ({ params }: FakeCall) => ({
      data: games,
      total: totals(games),
      startDate: params.get('startDate') ?? addDaysTo(today(), -6),
      endDate: params.get('endDate') ?? today(),
    }),
    [cancelKey]: ({ form }: FakeCall) => {
      const numbers = (form?.get('orderNo') ?? '').split(',');
      for (const order of state.orders) {
        if (numbers.includes(order.orderNo) && order.status === betStatus.pending) {
          order.status = betStatus.cancelled;
          state.money += order.totalMoney;
        }
      }
      return { cancelled: numbers, money: state.money };
    },
    ...routes,
  });
  return { ...fake, state };
};
