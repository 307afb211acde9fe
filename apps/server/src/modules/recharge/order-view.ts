import { rechargeStatusLabels, type RechargeOrder, type RechargeStatus } from '@lottery/contracts';
import type { RechargeOrderRow } from './recharge.repository';

/** Where an online order's gateway page is kept: beside the channel's details it was made with. */
export const payUrlKey = 'payUrl';

/** An order as its member and the operator see it. */
export const orderView = (row: RechargeOrderRow): RechargeOrder => {
  const { [payUrlKey]: payUrl, ...payTo } = row.payTo;
  return {
    orderNo: row.orderNo,
    channelId: row.channelId,
    channelType: row.channelType,
    channelName: row.channelName,
    amount: row.amount,
    usdtAmount: row.usdtMicros === null ? null : String(row.usdtMicros),
    status: row.status,
    statusText: rechargeStatusLabels[row.status as RechargeStatus] ?? '',
    reference: row.reference,
    payTo,
    payUrl: typeof payUrl === 'string' ? payUrl : null,
    reason: row.reason,
    createdAt: row.createdAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
    finishedAt: row.finishedAt ? row.finishedAt.getTime() : null,
  };
};
