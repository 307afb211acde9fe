import { rechargeStatusLabels } from '@lottery/contracts';
import type { RechargeOrder, RechargeOrderPage, RechargeStatus } from '@lottery/contracts';
import { useState } from 'react';
import { useRechargeOrders } from '../api/get-recharge-orders';
import { HistoryItem } from '../components/history-item';
import { HistoryPage } from '../components/history-page';
import { StatusTag } from '../components/status-tag';
import { rechargeTone } from '../components/tones';
import { walletPageTexts } from '../texts';

const keyOf = (order: RechargeOrder) => order.orderNo;
const rowsOf = (page: RechargeOrderPage) => page.list;

/** /recharge-history: the member's recharge orders, newest first, by status, 20 a page. */
export function RechargeHistoryPage() {
  const [status, setStatus] = useState<number | null>(null);
  const orders = useRechargeOrders(status);

  return (
    <HistoryPage
      title={walletPageTexts.rechargeHistory}
      labels={rechargeStatusLabels}
      status={status}
      onStatus={setStatus}
      query={orders}
      rowsOf={rowsOf}
      keyOf={keyOf}
    >
      {(order) => (
        <HistoryItem
          to={`/recharge-history/${encodeURIComponent(order.orderNo)}`}
          title={order.channelName}
          amount={order.amount}
          createdAt={order.createdAt}
          orderNo={order.orderNo}
          status={
            <StatusTag tone={rechargeTone(order.status)}>
              {rechargeStatusLabels[order.status as RechargeStatus] ?? order.statusText}
            </StatusTag>
          }
        />
      )}
    </HistoryPage>
  );
}
