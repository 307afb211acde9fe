import { maskMiddle, withdrawStatusLabels } from '@lottery/contracts';
import type { WithdrawOrder, WithdrawOrderPage, WithdrawStatus } from '@lottery/contracts';
import { useState } from 'react';
import { useWithdrawOrders } from '../api/get-withdraw-orders';
import { HistoryItem } from '../components/history-item';
import { HistoryPage } from '../components/history-page';
import { StatusTag } from '../components/status-tag';
import { withdrawTone } from '../components/tones';
import { walletPageTexts } from '../texts';

const keyOf = (order: WithdrawOrder) => order.id;
const rowsOf = (page: WithdrawOrderPage) => page.list;

export const shownAccount = (value: string) => (value.includes('*') ? value : maskMiddle(value));

/** /withdraw-history: the member's withdrawals, newest first, by status, 20 a page. */
export function WithdrawHistoryPage() {
  const [status, setStatus] = useState<number | null>(null);
  const orders = useWithdrawOrders(status);

  return (
    <HistoryPage
      title={walletPageTexts.withdrawHistory}
      labels={withdrawStatusLabels}
      status={status}
      onStatus={setStatus}
      query={orders}
      rowsOf={rowsOf}
      keyOf={keyOf}
    >
      {(order) => (
        <HistoryItem
          to={`/withdraw-history/${order.id}`}
          title={`${order.bankName} · ${shownAccount(order.bankAccount)}`}
          amount={order.amount}
          createdAt={order.createdAt}
          orderNo={order.orderNo}
          status={
            <StatusTag tone={withdrawTone(order.status)}>
              {withdrawStatusLabels[order.status as WithdrawStatus] ?? order.statusText}
            </StatusTag>
          }
        />
      )}
    </HistoryPage>
  );
}
