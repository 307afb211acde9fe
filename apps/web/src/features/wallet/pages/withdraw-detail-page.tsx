import { Empty, Skeleton } from 'antd-mobile';
import { formatMoney, paymentTypeLabels, withdrawStatusLabels } from '@lottery/contracts';
import type { WithdrawStatus } from '@lottery/contracts';
import { useParams } from 'react-router';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useWithdrawOrder } from '../api/get-withdraw-orders';
import { DetailRows } from '../components/detail-rows';
import type { DetailRow } from '../components/detail-rows';
import { StatusTag } from '../components/status-tag';
import { withdrawTone } from '../components/tones';
import { shownTime } from '../model/format';
import { walletPageTexts } from '../texts';
import { shownAccount } from './withdraw-history-page';
import styles from './wallet-pages.module.css';

/** /withdraw-history/:id (the numeric id): state, times, amount, the account, the reason. */
export function WithdrawDetailPage() {
  const goBack = useGoBack('/withdraw-history');
  const { id = '' } = useParams();
  const order = useWithdrawOrder(Number(id));
  const data = order.data;

  const rows: DetailRow[] = data
    ? [
        { label: walletPageTexts.orderNo, value: data.orderNo, copy: data.orderNo },
        {
          label: walletPageTexts.orderStatus,
          value: (
            <StatusTag tone={withdrawTone(data.status)}>
              {withdrawStatusLabels[data.status as WithdrawStatus] ?? data.statusText}
            </StatusTag>
          ),
        },
        { label: walletPageTexts.withdrawAmount, value: formatMoney(data.amount), strong: true },
        { label: walletPageTexts.receiveType, value: paymentTypeLabels[data.type] ?? '-' },
        { label: walletPageTexts.bankName, value: data.bankName },
        { label: walletPageTexts.accountNo, value: shownAccount(data.bankAccount) },
        { label: walletPageTexts.accountName, value: data.accountName },
        { label: walletPageTexts.createdAt, value: shownTime(data.createdAt) },
        { label: walletPageTexts.finishedAt, value: shownTime(data.finishedAt) },
        ...(data.reason ? [{ label: walletPageTexts.reason, value: data.reason }] : []),
      ]
    : [];

  return (
    <>
      <PageHeader title={walletPageTexts.withdrawDetail} onBack={goBack} />
      <PageBody>
        {order.isPending && Number(id) > 0 ? (
          <div data-testid="order-skeleton" className={styles.card}>
            <Skeleton.Paragraph lineCount={6} animated />
          </div>
        ) : data ? (
          <DetailRows label={walletPageTexts.withdrawDetail} rows={rows} />
        ) : (
          <Empty description={walletPageTexts.rowMissing} />
        )}
      </PageBody>
    </>
  );
}
