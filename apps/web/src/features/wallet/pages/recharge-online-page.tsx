import { Button } from 'antd-mobile';
import { rechargeStatus, rechargeStatusLabels } from '@lottery/contracts';
import type { RechargeStatus } from '@lottery/contracts';
import { useNavigate } from 'react-router';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useThemeStore } from '../../../themes/use-theme-store';
import { useRechargeOrder } from '../api/get-recharge-order';
import { DetailRows } from '../components/detail-rows';
import { OrderHero } from '../components/order-hero';
import { OrderState } from '../components/order-state';
import { shownTime } from '../model/format';
import { processingPath } from '../model/order-pages';
import { useOrderNo } from '../model/use-order-no';
import { walletPageTexts } from '../texts';
import styles from './wallet-pages.module.css';

/**
 * /recharge/online/:orderId (and the third-party variants): an online order with 去支付, which
 * opens the gateway's page; the gateway sends the payer back to the processing page.
 */
export function RechargeOnlinePage() {
  const goBack = useGoBack('/recharge');
  const navigate = useNavigate();
  const theme = useThemeStore((state) => state.name);
  const orderNo = useOrderNo();
  const order = useRechargeOrder(orderNo);

  return (
    <>
      <PageHeader title={order.data?.channelName ?? walletPageTexts.recharge} onBack={goBack} />
      <PageBody>
        <OrderState query={order} orderNo={orderNo}>
          {(data) => (
            <>
              <OrderHero order={data} />
              <section className={styles.card}>
                <DetailRows
                  flush
                  rows={[
                    { label: walletPageTexts.orderNo, value: data.orderNo, copy: data.orderNo },
                    { label: walletPageTexts.channel, value: data.channelName },
                    {
                      label: walletPageTexts.orderStatus,
                      value: rechargeStatusLabels[data.status as RechargeStatus] ?? data.statusText,
                    },
                    { label: walletPageTexts.createdAt, value: shownTime(data.createdAt) },
                  ]}
                />
                <p className={styles.note}>{walletPageTexts.onlineHint}</p>
              </section>
              <div className={styles.actions}>
                {data.status === rechargeStatus.pending && data.payUrl ? (
                  <a className={styles.linkButton} href={data.payUrl}>
                    {walletPageTexts.goPay}
                  </a>
                ) : (
                  <Button
                    block
                    color="primary"
                    shape="rounded"
                    size="large"
                    onClick={() => void navigate(processingPath(data.orderNo, theme))}
                  >
                    {walletPageTexts.processingTitle}
                  </Button>
                )}
              </div>
            </>
          )}
        </OrderState>
      </PageBody>
    </>
  );
}
