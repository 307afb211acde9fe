import { rechargePaths } from '@lottery/contracts';
import type { RechargeOrder } from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { walletKeys } from './query-keys';

/** POST /api/recharge/order/paid (form orderNo): 我已转账, the order goes to processing. */
export const markRechargePaid = (orderNo: string): Promise<RechargeOrder> =>
  http.post(rechargePaths.paid, { form: { orderNo } });

/** POST /api/recharge/order/cancel (form orderNo): the member's own pending order. */
export const cancelRechargeOrder = (orderNo: string): Promise<RechargeOrder> =>
  http.post(rechargePaths.cancel, { form: { orderNo } });

const useOrderChange = (change: (orderNo: string) => Promise<RechargeOrder>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (order) => {
      queryClient.setQueryData(walletKeys.rechargeOrder(order.orderNo), order);
      void queryClient.invalidateQueries({ queryKey: walletKeys.rechargeOrderLists });
    },
  });
};

export const useMarkRechargePaid = () => useOrderChange(markRechargePaid);
export const useCancelRechargeOrder = () => useOrderChange(cancelRechargeOrder);
