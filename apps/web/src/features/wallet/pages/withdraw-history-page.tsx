import { maskMiddle, withdrawStatusLabels } from '@lottery/contracts';
import type { WithdrawOrder, WithdrawOrderPage, WithdrawStatus } from '@lottery/contracts';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useWithdrawOrders } from '../api/get-withdraw-orders';
import { HistoryItem } from '../components/history-item';
import { PagedList } from '../../../components/paged-list';
import { StatusTabs } from '../components/status-tabs';
import { StatusTag } from '../components/status-tag';
import { withdrawTone } from '../components/tones';
import { walletPageTexts } from '../texts';
import styles from './wallet-pages.module.css';

const keyOf = (order: WithdrawOrder) => order.id;
const rowsOf = (page: WithdrawOrderPage) => page.list;

export const shownAccount = (value: string) => (value.includes('*') ? value : maskMiddle(value));

/** /withdraw-history: the member's withdrawals, newest first, by status, 20 a page. */
export function WithdrawHistoryPage() {
  const goBack = useGoBack('/profile');
  const [status, setStatus] = useState<number | null>(null);
  const orders = useWithdrawOrders(status);

  return (
    <>
      <PageHeader title={walletPageTexts.withdrawHistory} onBack={goBack} />
      <div className={styles.tabs}>
        <StatusTabs labels={withdrawStatusLabels} value={status} onChange={setStatus} />
      </div>
      <div className={styles.listBody}>
        <PagedList
          query={orders}
          rowsOf={rowsOf}
          keyOf={keyOf}
          label={walletPageTexts.withdrawHistory}
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
        </PagedList>
      </div>
    </>
  );
}
