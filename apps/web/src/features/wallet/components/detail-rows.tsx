import { walletTexts } from '@lottery/contracts';
import type { ReactNode } from 'react';
import { copyText } from '../../../lib/copy-text';
import { showToast } from '../../../lib/toast';
import { walletPageTexts } from '../texts';
import styles from './detail-rows.module.css';

export interface DetailRow {
  label: string;
  value: ReactNode;
  /** Shows 复制 beside the value; copying toasts 复制成功. */
  copy?: string;
  /** Emphasised (an amount to pay, a reference to quote). */
  strong?: boolean;
}

export const copyWithToast = async (text: string): Promise<void> => {
  if (await copyText(text)) showToast(walletTexts.copied, { icon: 'success' });
};

/** Label and value rows on a white card, each value copyable where it helps the payer. */
export function DetailRows({
  rows,
  label,
  flush,
}: {
  rows: readonly DetailRow[];
  label?: string;
  /** Inside a card of its own: no padding or background. */
  flush?: boolean;
}) {
  return (
    <dl className={flush ? `${styles.rows} ${styles.flush}` : styles.rows} aria-label={label}>
      {rows.map((row) => (
        <div key={row.label} className={styles.row}>
          <dt className={styles.label}>{row.label}</dt>
          <dd className={row.strong ? `${styles.value} ${styles.strong}` : styles.value}>
            <span className={styles.text}>{row.value}</span>
            {row.copy !== undefined ? (
              <button
                type="button"
                className={styles.copy}
                aria-label={`${walletPageTexts.copy}${row.label}`}
                onClick={() => void copyWithToast(row.copy ?? '')}
              >
                {walletPageTexts.copy}
              </button>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
