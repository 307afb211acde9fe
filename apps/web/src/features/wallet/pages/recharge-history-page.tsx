import { formatMoney, rechargeStatusLabels } from '@lottery/contracts';
import type { RechargeOrder, RechargeStatus } from '@lottery/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useRechargeOrders } from '../api/get-recharge-orders';
import { HistoryList } from '../components/history-list';
import { StatusTabs } from '../components/status-tabs';
import { StatusTag } from '../components/status-tag';
import { rechargeTone } from '../components/tones';
import { shownTime } from '../model/format';
import { walletPageTexts } from '../texts';
import styles from './wallet-pages.module.css';

const keyOf = (order: RechargeOrder) => order.orderNo;

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
        <HistoryList query={orders} keyOf={keyOf} label={walletPageTexts.rechargeHistory}>
          {(order) => (
            <Link
              className={styles.item}
              to={`/recharge-history/${encodeURIComponent(order.orderNo)}`}
            >
              <span className={styles.itemTop}>
                <span className={styles.itemTitle}>{order.channelName}</span>
                <span className={styles.itemAmount}>{formatMoney(order.amount)}</span>
              </span>
              <span className={styles.itemBottom}>
                <span className={styles.itemMeta}>
                  {shownTime(order.createdAt)} · {order.orderNo}
                </span>
                <StatusTag tone={rechargeTone(order.status)}>
                  {rechargeStatusLabels[order.status as RechargeStatus] ?? order.statusText}
                </StatusTag>
              </span>
            </Link>
          )}
        </HistoryList>
      </div>
    </>
  );
}
