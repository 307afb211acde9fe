import { walletKindLabels } from '@lottery/contracts';
import type { Bill } from '@lottery/contracts';
import { useState } from 'react';
import { SignedMoney, reportMoney } from '../../../components/signed-money';
import { chinaTimeOf } from '../../../lib/china-time';
import { billTexts as texts } from '../texts';
import styles from './bills.module.css';

const money = reportMoney;

/**
 * One ledger entry: its type, the signed amount (+ red, − green), the balance after it, the time
 * (UTC+8) and the remark; 游戏钱包 marks the live wallet's. A tap shows the 流水号 and the whole
 * remark.
 */
export function BillItem({ bill }: { bill: Bill }) {
  const [open, setOpen] = useState(false);
  return (
    <button
      type="button"
      className={styles.item}
      aria-expanded={open}
      onClick={() => setOpen((value) => !value)}
    >
      <span className={styles.itemTop}>
        <span className={styles.itemTitle}>
          {bill.typeName}
          {bill.wallet === 'live' ? (
            <span className={styles.walletTag}>{walletKindLabels.live}</span>
          ) : null}
        </span>
        <SignedMoney className={styles.amount} milli={bill.amount} />
      </span>
      <span className={styles.itemBottom}>
        <span>{chinaTimeOf(bill.createdAt)}</span>
        <span>
          {texts.balance} {money(bill.balanceAfter)}
        </span>
      </span>
      {!open && bill.remark ? <span className={styles.remarkLine}>{bill.remark}</span> : null}
      {open ? (
        <dl className={styles.details}>
          <div>
            <dt>{texts.serial}</dt>
            <dd>{bill.id}</dd>
          </div>
          <div>
            <dt>{texts.wallet}</dt>
            <dd>{walletKindLabels[bill.wallet]}</dd>
          </div>
          <div>
            <dt>{texts.remark}</dt>
            <dd>{bill.remark || '-'}</dd>
          </div>
        </dl>
      ) : null}
    </button>
  );
}
