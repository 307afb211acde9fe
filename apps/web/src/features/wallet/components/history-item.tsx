import { formatMoney } from '@lottery/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { shownTime } from '../model/format';
import styles from '../pages/wallet-pages.module.css';

/** One row of a wallet history: what and how much, when and which order, and its state. */
export function HistoryItem({
  to,
  title,
  amount,
  createdAt,
  orderNo,
  status,
}: {
  to: string;
  title: ReactNode;
  /** Thousandths of a yuan. */
  amount: number;
  createdAt: number;
  orderNo: string;
  status: ReactNode;
}) {
  return (
    <Link className={styles.item} to={to}>
      <span className={styles.itemTop}>
        <span className={styles.itemTitle}>{title}</span>
        <span className={styles.itemAmount}>{formatMoney(amount)}</span>
      </span>
      <span className={styles.itemBottom}>
        <span className={styles.itemMeta}>
          {shownTime(createdAt)} · {orderNo}
        </span>
        {status}
      </span>
    </Link>
  );
}
