import { rechargePaths } from '@lottery/contracts';
import type { CreateRechargeBody, RechargeOrder } from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { walletKeys } from './query-keys';

/**
 * POST /api/recharge/order/create (JSON): amount in yuan as typed (the server reads it into
 * thousandths), and the intent's idempotency key, so a retry answers the same order.
 */
export const createRechargeOrder = (body: CreateRechargeBody): Promise<RechargeOrder> =>
  http.post(rechargePaths.create, { json: body });

export const useCreateRechargeOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRechargeOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(walletKeys.rechargeOrder(order.orderNo), order);
      void queryClient.invalidateQueries({ queryKey: walletKeys.rechargeOrderLists });
    },
  });
};
