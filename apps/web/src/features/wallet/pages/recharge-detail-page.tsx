import { Empty, Skeleton } from 'antd-mobile';
import {
  channelTypeLabels,
  formatMoney,
  orderNoPattern,
  rechargeStatusLabels,
} from '@lottery/contracts';
import type { ChannelType, RechargeStatus } from '@lottery/contracts';
import { useParams } from 'react-router';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useRechargeOrder } from '../api/get-recharge-order';
import { DetailRows } from '../components/detail-rows';
import type { DetailRow } from '../components/detail-rows';
import { StatusTag } from '../components/status-tag';
import { rechargeTone } from '../components/tones';
import { shownTime, shownUsdt } from '../model/format';
import { walletPageTexts } from '../texts';
import styles from './wallet-pages.module.css';

/** /recharge-history/:id (the order number): state, times, amounts, channel, reason. */
export function RechargeDetailPage() {
  const goBack = useGoBack('/recharge-history');
  const { id = '' } = useParams();
  // A number no order can have is missing without asking the server.
  const orderNo = orderNoPattern.test(id) ? id : null;
  const order = useRechargeOrder(orderNo);
  const data = order.data;

  const rows: DetailRow[] = data
    ? [
        { label: walletPageTexts.orderNo, value: data.orderNo, copy: data.orderNo },
        {
          label: walletPageTexts.orderStatus,
          value: (
            <StatusTag tone={rechargeTone(data.status)}>
              {rechargeStatusLabels[data.status as RechargeStatus] ?? data.statusText}
            </StatusTag>
          ),
        },
        { label: walletPageTexts.orderAmount, value: formatMoney(data.amount), strong: true },
        ...(data.usdtAmount !== null
          ? [{ label: walletPageTexts.usdtAmount, value: `${shownUsdt(data.usdtAmount)} USDT` }]
          : []),
        {
          label: walletPageTexts.channel,
          value: `${data.channelName}（${channelTypeLabels[data.channelType as ChannelType] ?? ''}）`,
        },
        { label: walletPageTexts.reference, value: data.reference },
        { label: walletPageTexts.createdAt, value: shownTime(data.createdAt) },
        { label: walletPageTexts.finishedAt, value: shownTime(data.finishedAt) },
        ...(data.reason ? [{ label: walletPageTexts.reason, value: data.reason }] : []),
      ]
    : [];

  return (
    <>
      <PageHeader title={walletPageTexts.rechargeDetail} onBack={goBack} />
      <PageBody>
        {orderNo !== null && order.isPending ? (
          <div data-testid="order-skeleton" className={styles.card}>
            <Skeleton.Paragraph lineCount={6} animated />
          </div>
        ) : data ? (
          <DetailRows label={walletPageTexts.rechargeDetail} rows={rows} />
        ) : (
          <Empty description={walletPageTexts.orderMissing} />
        )}
      </PageBody>
    </>
  );
}
