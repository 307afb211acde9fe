import { isFinalRecharge, rechargePaths } from '@lottery/contracts';
import type { RechargeOrder } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { walletKeys } from './query-keys';

/** How often an order that is not final yet is read again on the processing page. */
export const rechargePollMs = 3000;

/** GET /api/recharge/order/detail: one of the member's orders. */
export const getRechargeOrder = (orderNo: string, signal?: AbortSignal): Promise<RechargeOrder> =>
  http.get(rechargePaths.detail, { signal, params: { orderNo } });

export const rechargeOrderQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: walletKeys.rechargeOrder(orderNo),
    queryFn: ({ signal }) => getRechargeOrder(orderNo, signal),
  });

/**
 * One order; with `poll` it is read again every 3 s until it is final (success, failed,
 * expired, cancelled).
 */
export const useRechargeOrder = (orderNo: string | null, { poll = false } = {}) =>
  useQuery({
    ...rechargeOrderQueryOptions(orderNo ?? ''),
    enabled: orderNo !== null && orderNo !== '',
    refetchInterval: poll
      ? (query) => {
          const order = query.state.data;
          return order && isFinalRecharge(order.status) ? false : rechargePollMs;
        }
      : false,
    // The processing page keeps polling while the member looks at another tab (the gateway).
    refetchIntervalInBackground: poll,
  });
