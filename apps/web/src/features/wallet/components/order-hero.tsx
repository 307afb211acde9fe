import { formatMoney } from '@lottery/contracts';
import type { RechargeOrder } from '@lottery/contracts';
import { shownTime } from '../model/format';
import { walletPageTexts } from '../texts';
import styles from '../pages/wallet-pages.module.css';

/** The amount to pay, big, with the time it must be paid by. */
export function OrderHero({ order, label }: { order: RechargeOrder; label?: string }) {
  return (
    <section className={styles.hero} aria-label={walletPageTexts.orderAmount}>
      <span className={styles.heroLabel}>{label ?? walletPageTexts.orderAmount}</span>
      <strong className={styles.heroAmount} data-testid="order-amount">
        ¥{formatMoney(order.amount)}
      </strong>
      <span className={styles.heroNote}>
        {walletPageTexts.expiresAt} {shownTime(order.expiresAt)}
      </span>
    </section>
  );
}
