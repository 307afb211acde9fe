import type { ReactNode } from 'react';
import styles from './agent.module.css';

export interface InfoRow {
  label: string;
  value: ReactNode;
}

/** Label and value rows (a report's figures, a member's details). */
export function InfoRows({ rows, label }: { rows: readonly InfoRow[]; label?: string }) {
  return (
    <dl className={styles.rows} aria-label={label}>
      {rows.map((row) => (
        <div key={row.label} className={styles.row}>
          <dt className={styles.rowLabel}>{row.label}</dt>
          <dd className={styles.rowValue}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
