import { rechargeStatusLabels } from '@lottery/contracts';
import type { RechargeOrder, RechargeOrderPage, RechargeStatus } from '@lottery/contracts';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useRechargeOrders } from '../api/get-recharge-orders';
import { HistoryItem } from '../components/history-item';
import { PagedList } from '../../../components/paged-list';
import { StatusTabs } from '../components/status-tabs';
import { StatusTag } from '../components/status-tag';
import { rechargeTone } from '../components/tones';
import { walletPageTexts } from '../texts';
import styles from './wallet-pages.module.css';

const keyOf = (order: RechargeOrder) => order.orderNo;
const rowsOf = (page: RechargeOrderPage) => page.list;

/** /recharge-history: the member's recharge orders, newest first, by status, 20 a page. */
export function RechargeHistoryPage() {
  const goBack = useGoBack('/profile');
  const [status, setStatus] = useState<number | null>(null);
  const orders = useRechargeOrders(status);

  return (
    <>
      <PageHeader title={walletPageTexts.rechargeHistory} onBack={goBack} />
      <div className={styles.tabs}>
        <StatusTabs labels={rechargeStatusLabels} value={status} onChange={setStatus} />
      </div>
      <div className={styles.listBody}>
        <PagedList
          query={orders}
          rowsOf={rowsOf}
          keyOf={keyOf}
          label={walletPageTexts.rechargeHistory}
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
        </PagedList>
      </div>
    </>
  );
}
