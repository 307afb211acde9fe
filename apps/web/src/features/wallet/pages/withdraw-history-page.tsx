import { formatMoney, maskMiddle, withdrawStatusLabels } from '@lottery/contracts';
import type { WithdrawOrder, WithdrawStatus } from '@lottery/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useWithdrawOrders } from '../api/get-withdraw-orders';
import { HistoryList } from '../components/history-list';
import { StatusTabs } from '../components/status-tabs';
import { StatusTag } from '../components/status-tag';
import { withdrawTone } from '../components/tones';
import { shownTime } from '../model/format';
import { walletPageTexts } from '../texts';
import styles from './wallet-pages.module.css';

const keyOf = (order: WithdrawOrder) => order.id;

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
        <HistoryList query={orders} keyOf={keyOf} label={walletPageTexts.withdrawHistory}>
          {(order) => (
            <Link className={styles.item} to={`/withdraw-history/${order.id}`}>
              <span className={styles.itemTop}>
                <span className={styles.itemTitle}>
                  {order.bankName} · {shownAccount(order.bankAccount)}
                </span>
                <span className={styles.itemAmount}>{formatMoney(order.amount)}</span>
              </span>
              <span className={styles.itemBottom}>
                <span className={styles.itemMeta}>
                  {shownTime(order.createdAt)} · {order.orderNo}
                </span>
                <StatusTag tone={withdrawTone(order.status)}>
                  {withdrawStatusLabels[order.status as WithdrawStatus] ?? order.statusText}
                </StatusTag>
              </span>
            </Link>
          )}
        </HistoryList>
      </div>
    </>
  );
}
