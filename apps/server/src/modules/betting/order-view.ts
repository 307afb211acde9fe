import { betInfoOf, isValidContent, playByCode, type BetOrder } from '@lottery/contracts';
import type { OrderWithNames } from './betting.repository';

/** An order as the member's screens show it (spec part 2 §3 "Bet order"). */
export const orderView = ({ order, account, gameName }: OrderWithNames): BetOrder => {
  const play = playByCode(order.playCode);
  return {
    orderNo: order.orderNo,
    status: order.status,
    result: order.result,
    betEndTime: order.betEndTime.getTime(),
    trackOrderNo: order.trackOrderNo ?? '',
    gameId: order.gameId,
    gameInfo: gameName,
    model: order.model,
    addTime: order.createdAt.getTime(),
    cateName: play?.name ?? order.playCode,
    turnNum: order.turnNum,
    totalMoney: order.amount,
    reward: order.reward,
    account,
    openNum: order.openNum,
    // An order placed under rules that later changed still shows, as stored.
    betInfo:
      play && isValidContent(play, order.content)
        ? betInfoOf(play, order.content)
        : `${play?.name ?? order.playCode} ${order.content}`,
    playCode: order.playCode,
    content: order.content,
    odds: order.odds,
    odds2: order.odds2,
  };
};
