import { drawBalls, parseOpenNum, settlementWatch } from '@lottery/contracts';
import type { LotteryInfo } from '@lottery/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { hasPending, turnOrdersKey, useTurnOrders } from '../api/get-turn-orders';
import { useBalanceReload } from './use-balance-reload';

/** The turn of the last draw once its seventh number is in and it is final; else undefined. */
export const drawnTurnOf = (info: LotteryInfo | undefined): string | undefined => {
  const pre = info?.pre;
  if (!pre || pre.turnNum === '' || pre.isStreaming === 1) return undefined;
  return parseOpenNum(pre.openNum).length === drawBalls.count ? pre.turnNum : undefined;
};

/**
 * The member's orders of the last draw's turn (上期注单), and their settlement: when the draw
 * socket shows a turn's final result while the page is open, the balance and the turn's orders
 * are read again, and the orders every 2 s while any is still pending — for at most 60 s — and
 * the balance once more as they settle, so winnings arrive without a reload.
 */
export const useLastTurnOrders = (gameId: number, info: LotteryInfo | undefined) => {
  const queryClient = useQueryClient();
  const reloadBalance = useBalanceReload();
  const drawnTurn = drawnTurnOf(info);
  const hasInfo = info !== undefined;
  /**
   * The final result being watched and when it was first seen here (the phone's clock), and the
   * one the page opened with ('' for none; null until the info is read).
   */
  const watch = useRef<{ turnNum: string; since: number } | null>(null);
  const opening = useRef<string | null>(null);

  useEffect(() => {
    if (!hasInfo) return;
    opening.current ??= drawnTurn ?? '';
    if (drawnTurn === undefined || watch.current?.turnNum === drawnTurn) return;
    watch.current = { turnNum: drawnTurn, since: Date.now() };
    // The result the page opened with is read with its orders anyway; a new one is news. The
    // read that follows sees the watch and keeps polling while the orders are pending.
    if (drawnTurn !== opening.current) {
      void queryClient.invalidateQueries({ queryKey: turnOrdersKey(gameId, drawnTurn) });
      void reloadBalance();
    }
  }, [hasInfo, drawnTurn, gameId, queryClient, reloadBalance]);

  const orders = useTurnOrders(gameId, info?.pre.turnNum, (held) => {
    const watched = watch.current;
    const watching =
      watched !== null &&
      watched.turnNum === drawnTurn &&
      Date.now() - watched.since < settlementWatch.forMs;
    return watching && hasPending(held) ? settlementWatch.pollMs : false;
  });

  // Orders leaving pending were paid (or refunded): the balance changed.
  const pendingCount = orders.data?.filter((order) => hasPending([order])).length;
  const previous = useRef<{ turnNum: string | undefined; pending: number | undefined }>({
    turnNum: undefined,
    pending: undefined,
  });
  const turnNum = info?.pre.turnNum;
  useEffect(() => {
    const before = previous.current;
    previous.current = { turnNum, pending: pendingCount };
    if (before.turnNum !== turnNum || before.pending === undefined) return;
    if (pendingCount !== undefined && pendingCount < before.pending) void reloadBalance();
  }, [turnNum, pendingCount, reloadBalance]);

  return orders;
};
