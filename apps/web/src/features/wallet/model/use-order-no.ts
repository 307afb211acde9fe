import { useParams, useSearchParams } from 'react-router';
import { orderNoPattern } from '@lottery/contracts';
import { lastRechargeOrder } from './order-pages';

/**
 * The order a recharge page is about: from its path (/recharge/online/:orderId), its query
 * (?orderNo=), or (theme2's pages without an id) the order the flow is on.
 */
export const useOrderNo = (): string | null => {
  const { orderId } = useParams();
  const [search] = useSearchParams();
  const orderNo = orderId ?? search.get('orderNo') ?? lastRechargeOrder();
  // A number no order can have is missing without asking the server.
  return orderNo !== null && orderNoPattern.test(orderNo) ? orderNo : null;
};
