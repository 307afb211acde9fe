import { betStatusText } from '@lottery/contracts';
import type { BetOrder } from '@lottery/contracts';
import { statusToneOf } from '../model/order-view';
import styles from './bet-records.module.css';

interface OrderStatusProps {
  order: BetOrder;
  now: number;
  cancelEnabled: boolean;
}

/** An order's status as the member reads it (spec part 2 §4), in its colour. */
export function OrderStatus({ order, now, cancelEnabled }: OrderStatusProps) {
  return (
    <span className={`${styles.status} ${styles[statusToneOf(order, now, cancelEnabled)]}`}>
      {betStatusText(order, now, cancelEnabled)}
    </span>
  );
}
