import { Button } from 'antd-mobile';
import { CloseCircleFill } from 'antd-mobile-icons';
import { formatMoney, rechargeStatusLabels } from '@lottery/contracts';
import type { RechargeStatus } from '@lottery/contracts';
import { useNavigate } from 'react-router';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { useRechargeOrder } from '../api/get-recharge-order';
import { DetailRows } from '../components/detail-rows';
import { useOrderNo } from '../model/use-order-no';
import { walletPageTexts } from '../texts';
import styles from './wallet-pages.module.css';

/** /recharge/failed: the order did not complete (failed, expired, cancelled); 重新充值. */
export function RechargeFailedPage() {
  const navigate = useNavigate();
  const orderNo = useOrderNo();
  const order = useRechargeOrder(orderNo);
  const data = order.data;

  return (
    <>
      <PageHeader title={walletPageTexts.failedTitle} onBack={() => void navigate('/profile')} />
      <PageBody>
        <section className={styles.state}>
          <CloseCircleFill className={`${styles.stateIcon} ${styles.stateFailed}`} />
          <h2 className={styles.stateTitle}>
            {data
              ? (rechargeStatusLabels[data.status as RechargeStatus] ?? data.statusText)
              : walletPageTexts.failedTitle}
          </h2>
          <p className={styles.stateText}>{data?.reason || walletPageTexts.failedHint}</p>
        </section>
        {data ? (
          <section className={styles.card}>
            <DetailRows
              flush
              rows={[
                { label: walletPageTexts.orderNo, value: data.orderNo },
                { label: walletPageTexts.orderAmount, value: formatMoney(data.amount) },
                { label: walletPageTexts.channel, value: data.channelName },
              ]}
            />
          </section>
        ) : null}
        <div className={styles.actions}>
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            onClick={() => void navigate('/recharge', { replace: true })}
          >
            {walletPageTexts.retryRecharge}
          </Button>
          <Button
            block
            shape="rounded"
            size="large"
            onClick={() => void navigate('/recharge-history')}
          >
            {walletPageTexts.viewHistory}
          </Button>
        </div>
      </PageBody>
    </>
  );
}
