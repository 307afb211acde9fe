import { memberQueryKey } from '../../../lib/profile/get-profile';

/** The wallet's member data, under the profile's key so signing out removes it. */
export const walletKeys = {
  channels: memberQueryKey('wallet', 'recharge-channels'),
  rechargeOrder: (orderNo: string) => memberQueryKey('wallet', 'recharge-order', orderNo),
  rechargeOrders: (status: number | null) =>
    memberQueryKey('wallet', 'recharge-orders', status ?? 'all'),
  rechargeOrderLists: memberQueryKey('wallet', 'recharge-orders'),
  withdrawOrder: (id: number) => memberQueryKey('wallet', 'withdraw-order', id),
  withdrawOrders: (status: number | null) =>
    memberQueryKey('wallet', 'withdraw-orders', status ?? 'all'),
  withdrawOrderLists: memberQueryKey('wallet', 'withdraw-orders'),
  validWithdraw: memberQueryKey('wallet', 'valid-withdraw'),
} as const;

/** History pages: 20 rows each, newest first. */
export const historyPageSize = 20;
