import { channelType } from '@lottery/contracts';
import type { RechargeOrder } from '@lottery/contracts';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useRechargeOrder } from '../api/get-recharge-order';
import { DetailRows } from '../components/detail-rows';
import type { DetailRow } from '../components/detail-rows';
import { OrderHero } from '../components/order-hero';
import { OrderState } from '../components/order-state';
import { PaidActions } from '../components/paid-actions';
import { useOrderNo } from '../model/use-order-no';
import { walletPageTexts } from '../texts';
import styles from './wallet-pages.module.css';

const text = (value: string | number | undefined) =>
  value === undefined || value === '' ? null : String(value);

/** The account the order is paid to, as the channel showed it when the order was made. */
export const payeeRows = (order: RechargeOrder): DetailRow[] => {
  const { payTo } = order;
  const rows: DetailRow[] = [];
  const add = (label: string, value: string | null, copy = true) => {
    if (value !== null) rows.push({ label, value, copy: copy ? value : undefined });
  };
  if (order.channelType === channelType.direct) {
    add(walletPageTexts.contact, text(payTo.contact));
    return rows;
  }
  if (order.channelType === channelType.eWallet)
    add(walletPageTexts.walletName, text(payTo.walletName), false);
  else add(walletPageTexts.bankName, text(payTo.bankName));
  add(walletPageTexts.bankBranch, text(payTo.bankBranch), false);
  add(walletPageTexts.accountName, text(payTo.accountName));
  add(walletPageTexts.accountNo, text(payTo.accountNo));
  return rows;
};

/**
 * /recharge/bank?orderNo=: a transfer (bank, e-wallet, direct): the account to pay with copy
 * buttons, the reference (附言) to quote, 我已转账.
 */
export function RechargeTransferPage() {
  const goBack = useGoBack('/recharge');
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
                <h2 className={styles.sectionTitle}>{walletPageTexts.payee}</h2>
                <DetailRows flush label={walletPageTexts.payee} rows={payeeRows(data)} />
              </section>
              <section className={styles.card}>
                <DetailRows
                  flush
                  rows={[
                    {
                      label: walletPageTexts.reference,
                      value: data.reference,
                      copy: data.reference,
                      strong: true,
                    },
                    { label: walletPageTexts.orderNo, value: data.orderNo },
                  ]}
                />
                <p className={styles.warning}>{walletPageTexts.referenceHint}</p>
              </section>
              <PaidActions order={data} />
            </>
          )}
        </OrderState>
      </PageBody>
    </>
  );
}
