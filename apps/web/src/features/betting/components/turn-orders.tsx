import {
  betResult,
  betStatus,
  betStatusText,
  bettingTexts,
  canCancelOrder,
  formatMoney,
} from '@lottery/contracts';
import type { BetOrder } from '@lottery/contracts';
import { Skeleton } from 'antd-mobile';
import { SectionCard } from '../../../components/section-card';
import { formatOdds } from '../model/odds';
import styles from './turn-orders.module.css';

interface TurnOrdersProps {
  title: string;
  turnNum: string;
  orders: readonly BetOrder[] | undefined;
  loading: boolean;
  /** Server clock, epoch ms: whether a turn has closed. */
  now: number;
  cancelEnabled: boolean;
  /** The order being cancelled (its button spins). */
  cancelling: string | null;
  onCancel?: (order: BetOrder) => void;
}

const statusClass = (order: BetOrder): string | undefined => {
  if (order.status === betStatus.settled && order.result === betResult.won) return styles.won;
  if (order.status === betStatus.pending) return styles.pending;
  return styles.done;
};

const oddsOf = (order: BetOrder): string =>
  `@${formatOdds(order.odds)}${order.odds2 === null ? '' : `/${formatOdds(order.odds2)}`}`;

/** A turn's orders of the member: the bet, odds, stake, status, winnings and 撤单 while allowed. */
export function TurnOrders({
  title,
  turnNum,
  orders,
  loading,
  now,
  cancelEnabled,
  cancelling,
  onCancel,
}: TurnOrdersProps) {
  return (
    <SectionCard title={title} extra={<span className={styles.turn}>第{turnNum}期</span>}>
      {loading ? (
        <Skeleton.Paragraph lineCount={2} animated />
      ) : !orders || orders.length === 0 ? (
        <p className={styles.empty}>暂无数据</p>
      ) : (
        <ul className={styles.list} aria-label={title}>
          {orders.map((order) => {
            const cancellable = onCancel && canCancelOrder(order, now, cancelEnabled);
            const won = order.status === betStatus.settled && order.reward > 0;
            return (
              <li key={order.orderNo} className={styles.order}>
                <div className={styles.main}>
                  <span className={styles.info}>{order.betInfo}</span>
                  <span className={styles.meta}>
                    <span className={styles.odds}>{oddsOf(order)}</span>
                    <span>{formatMoney(order.totalMoney)}元</span>
                  </span>
                </div>
                <div className={styles.side}>
                  <span className={`${styles.status} ${statusClass(order) ?? ''}`}>
                    {betStatusText(order, now, cancelEnabled)}
                  </span>
                  {won ? <span className={styles.reward}>+{formatMoney(order.reward)}</span> : null}
                  {cancellable ? (
                    <button
                      type="button"
                      className={styles.cancel}
                      disabled={cancelling !== null}
                      aria-busy={cancelling === order.orderNo}
                      aria-label={`${bettingTexts.cancelOrder} ${order.betInfo}`}
                      onClick={() => onCancel(order)}
                    >
                      {bettingTexts.cancelOrder}
                    </button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
