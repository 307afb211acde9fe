import { bettingTexts, canCancelOrder, errorMessage, toastDurations } from '@lottery/contracts';
import type { BetOrder } from '@lottery/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cancelOrders } from '../../../lib/betting/cancel-orders';
import { serverNow } from '../../../lib/http/server-clock';
import { applyBalances } from '../../../lib/profile/check-balance';
import { balanceQueryKey } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { recordKeys } from '../api/query-keys';

export interface OrderCancel {
  /** The orders waiting for 确定 in the '确定撤单吗?' dialog, or null. */
  confirming: readonly string[] | null;
  cancelling: boolean;
  /** Asks to cancel these orders (spec part 2 §5); none selected does nothing. */
  ask: (orders: readonly BetOrder[]) => void;
  /** 确定: cancels them; `onDone` runs after a success. */
  confirm: () => Promise<void>;
  dismiss: () => void;
}

/**
 * Cancelling orders (spec part 2 §5, §8): only pending ones before their turn closes and while
 * hy_is_cancel is on, after a confirmation. Success says 撤销成功 and re-reads the lists and the
 * balance; a refusal shows the server's message for 3 s.
 */
export const useOrderCancel = (cancelEnabled: boolean, onDone: () => void): OrderCancel => {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<readonly string[] | null>(null);
  const [cancelling, setCancelling] = useState(false);

  const ask = (orders: readonly BetOrder[]) => {
    if (orders.length === 0) return;
    if (!cancelEnabled) {
      showToast(errorMessage('BET/CANCEL_DISABLED'), { durationMs: toastDurations.long });
      return;
    }
    const now = serverNow();
    if (orders.some((order) => !canCancelOrder(order, now, cancelEnabled))) {
      showToast(errorMessage('BET/CANNOT_CANCEL'), { durationMs: toastDurations.long });
      return;
    }
    setConfirming(orders.map((order) => order.orderNo));
  };

  const confirm = async () => {
    if (confirming === null || cancelling) return;
    const orderNos = confirming;
    setConfirming(null);
    setCancelling(true);
    try {
      const answer = await cancelOrders(orderNos);
      applyBalances(queryClient, { money: answer.money });
      showToast(bettingTexts.cancelled, { icon: 'success' });
      onDone();
    } catch (error) {
      // Spec part 2 §8: the server's message as an info toast, 3 s.
      toastError(error);
    } finally {
      setCancelling(false);
      void queryClient.invalidateQueries({ queryKey: recordKeys.all });
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
    }
  };

  return { confirming, cancelling, ask, confirm, dismiss: () => setConfirming(null) };
};
