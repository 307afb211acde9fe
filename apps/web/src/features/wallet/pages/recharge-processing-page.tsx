import { Button, DotLoading } from 'antd-mobile';
import { CheckCircleFill, ClockCircleFill } from 'antd-mobile-icons';
import { formatMoney, isFinalRecharge, rechargeStatus } from '@lottery/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { applyBalances, checkBalance } from '../../../lib/profile/check-balance';
import { profileQueryKey } from '../../../lib/session';
import { useRechargeOrder } from '../api/get-recharge-order';
import { DetailRows } from '../components/detail-rows';
import { OrderState } from '../components/order-state';
import { shownTime } from '../model/format';
import { rememberRechargeOrder } from '../model/order-pages';
import { useOrderNo } from '../model/use-order-no';
import { walletPageTexts } from '../texts';
import styles from './wallet-pages.module.css';

/**
 * /recharge/processing/:orderId (theme2: without an id): reads the order every 3 s until it is
 * final. Success shows 充值成功 and reloads the balance; failed, expired or cancelled goes to
 * /recharge/failed.
 */
export function RechargeProcessingPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const orderNo = useOrderNo();
  const order = useRechargeOrder(orderNo, { poll: true });
  const status = order.data?.status;

  useEffect(() => {
    if (orderNo) rememberRechargeOrder(orderNo);
  }, [orderNo]);

  useEffect(() => {
    if (status === undefined || !orderNo) return;
    if (status === rechargeStatus.success) {
      checkBalance()
        .then((balances) => applyBalances(queryClient, balances))
        .catch((error: unknown) => console.warn('wallet: balance reload failed', error));
      void queryClient.invalidateQueries({ queryKey: profileQueryKey, exact: true });
    } else if (isFinalRecharge(status)) {
      void navigate(`/recharge/failed?orderNo=${encodeURIComponent(orderNo)}`, { replace: true });
    }
  }, [status, orderNo, navigate, queryClient]);

  const success = status === rechargeStatus.success;

  return (
    <>
      <PageHeader
        title={success ? walletPageTexts.successTitle : walletPageTexts.processingTitle}
        onBack={() => void navigate('/profile')}
      />
      <PageBody>
        <OrderState query={order} orderNo={orderNo}>
          {(data) => (
            <>
              <section className={styles.state} aria-live="polite">
                {success ? (
                  <CheckCircleFill className={`${styles.stateIcon} ${styles.stateSuccess}`} />
                ) : (
                  <ClockCircleFill className={`${styles.stateIcon} ${styles.statePending}`} />
                )}
                <h2 className={styles.stateTitle}>
                  {success ? walletPageTexts.successTitle : walletPageTexts.processingTitle}
                  {success ? null : <DotLoading />}
                </h2>
                <p className={styles.stateText}>
                  {success
                    ? walletPageTexts.successHint(formatMoney(data.amount))
                    : walletPageTexts.processingHint}
                </p>
              </section>
              <section className={styles.card}>
                <DetailRows
                  flush
                  rows={[
                    { label: walletPageTexts.orderNo, value: data.orderNo },
                    { label: walletPageTexts.orderAmount, value: formatMoney(data.amount) },
                    { label: walletPageTexts.channel, value: data.channelName },
                    { label: walletPageTexts.createdAt, value: shownTime(data.createdAt) },
                    ...(data.finishedAt
                      ? [{ label: walletPageTexts.finishedAt, value: shownTime(data.finishedAt) }]
                      : []),
                  ]}
                />
              </section>
              {success ? (
                <div className={styles.actions}>
                  <Button
                    block
                    color="primary"
                    shape="rounded"
                    size="large"
                    onClick={() => void navigate('/profile')}
                  >
                    {walletPageTexts.backToProfile}
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
              ) : null}
            </>
          )}
        </OrderState>
      </PageBody>
    </>
  );
}
