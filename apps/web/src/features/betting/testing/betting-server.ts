import type { BetOrder, DrawPush, LotteryInfo, PlaceSlipBody } from '@lottery/contracts';
import { betStatus, bettingPaths } from '@lottery/contracts';
import { memberProfile } from '../../../test/account-fixtures';
import { apiError, fakeApi, file } from '../../../test/fake-api';
import type { FakeCall, FakeHandler } from '../../../test/fake-api';
import { lotteryInfoAt, oddsAnswer, orderOf } from './betting-fixtures';

/** The draw socket of the tests: `push` delivers a message as the socket would. */
export const drawSocket: { listener: ((push: DrawPush) => void) | undefined } = {
  listener: undefined,
};

export const api = (path: string) => `/app-api${path}`;

/**
 * The server of the game page tests: the game's info and odds, a member with a balance, their
 * orders by turn; placing debits and records orders, cancelling refunds. `routes` replace any.
 */
export const bettingServer = ({
  gameId = 110,
  info = lotteryInfoAt(Date.now(), { gameId }),
  hyIsCancel = '1',
  money = 1_000_000,
  orders = [] as BetOrder[],
  routes = {} as Record<string, FakeHandler>,
  odds = oddsAnswer(gameId),
} = {}) => {
  const state = { info, money, liveMoney: 234_560, orders: [...orders], odds };
  const fake = fakeApi({
    [`GET /sys-upload/data/json/lottery/openInfo_${gameId}.json`]: () => file(state.info),
    'GET /app-api/lottery/openInfo': () => ({ ...state.info, serverTime: Date.now() }),
    'GET /sys-upload/data/json/web_system_config.json': () => file({ hy_is_cancel: hyIsCancel }),
    [`GET ${api(bettingPaths.odds)}`]: () => state.odds,
    'GET /app-api/api/user/info': () =>
      memberProfile({ extInfo: { money: state.money, liveMoney: state.liveMoney } }),
    'GET /app-api/api/user/money/check': () => ({
      money: state.money,
      liveMoney: state.liveMoney,
    }),
    [`GET ${api(bettingPaths.turnOrders)}`]: ({ params }: FakeCall) =>
      state.orders.filter((order) => order.turnNum === params.get('turnNum')),
    [`POST ${api(bettingPaths.place)}`]: ({ json }: FakeCall) => {
      const body = json as PlaceSlipBody;
      const stake = body.bets.reduce((sum, bet) => sum + bet.amount, 0) * 1000;
      if (stake > state.money) return apiError(400, 'WALLET/INSUFFICIENT_BALANCE', '余额不足');
      state.money -= stake * (body.chase?.turns ?? 1);
      const placed = body.bets.map((bet) =>
        orderOf({
          turnNum: body.turnNum,
          playCode: bet.playCode,
          content: bet.content,
          betInfo: `${bet.playCode} ${bet.content}`,
          totalMoney: bet.amount * 1000,
          betEndTime: state.info.cur.closeTime ?? 0,
        }),
      );
      state.orders.push(...placed);
      return { orders: placed, money: state.money };
    },
    [`POST ${api(bettingPaths.cancel)}`]: ({ form }: FakeCall) => {
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

/** The socket's push of the info (a draw's progress, a new turn). */
export const pushInfo = (info: LotteryInfo) => {
  if (!drawSocket.listener) throw new Error('the page has not subscribed to the draw socket');
  drawSocket.listener({
    command: 'push',
    type: 'RESULT',
    gameId: info.gameId,
    turnNum: info.pre.turnNum,
    openNum: info.pre.openNum,
    liveUrl: info.pre.liveUrl,
    isStreaming: info.pre.isStreaming,
    pre: info.pre,
    cur: info.cur,
    plan: info.plan,
    serverTime: info.serverTime,
  });
};
