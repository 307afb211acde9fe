import { formatMoney } from '@lottery/contracts';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useRechargeOrder } from '../api/get-recharge-order';
import { DetailRows } from '../components/detail-rows';
import { OrderHero } from '../components/order-hero';
import { OrderState } from '../components/order-state';
import { PaidActions } from '../components/paid-actions';
import { QrCode } from '../../../components/qr-code';
import { shownUsdt } from '../model/format';
import { useOrderNo } from '../model/use-order-no';
import { walletPageTexts } from '../texts';
import styles from './wallet-pages.module.css';

/**
 * /recharge/qr-virtual/:orderId: a USDT order: the address as a QR code and text (copy), the
 * exact amount to send, the network, 我已转账.
 */
export function RechargeUsdtPage() {
  const goBack = useGoBack('/recharge');
  const orderNo = useOrderNo();
  const order = useRechargeOrder(orderNo);

  return (
    <>
      <PageHeader title={order.data?.channelName ?? walletPageTexts.recharge} onBack={goBack} />
      <PageBody>
        <OrderState query={order} orderNo={orderNo}>
          {(data) => {
            const address = String(data.payTo.address ?? '');
            const network = String(data.payTo.network ?? '');
            const usdt = shownUsdt(data.usdtAmount);
            const rate =
              typeof data.payTo.rate === 'number' ? formatMoney(data.payTo.rate, 3) : null;
            return (
              <>
                <OrderHero order={data} />
                <section className={styles.qr}>
                  {address ? <QrCode text={address} label={walletPageTexts.qrLabel} /> : null}
                  <p className={styles.note}>{network}</p>
                </section>
                <section className={styles.card}>
                  <DetailRows
                    flush
                    rows={[
                      {
                        label: walletPageTexts.usdtAmount,
                        value: `${usdt} USDT`,
                        copy: usdt,
                        strong: true,
                      },
                      { label: walletPageTexts.usdtNetwork, value: network },
                      { label: walletPageTexts.usdtAddress, value: address, copy: address },
                      { label: walletPageTexts.orderNo, value: data.orderNo },
                    ]}
                  />
                  {rate ? <p className={styles.note}>{walletPageTexts.usdtRate(rate)}</p> : null}
                  <p className={styles.warning}>{walletPageTexts.usdtHint}</p>
                </section>
                <PaidActions order={data} />
              </>
            );
          }}
        </OrderState>
      </PageBody>
    </>
  );
}
