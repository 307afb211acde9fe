import styles from './status-tag.module.css';

export type StatusTone = 'pending' | 'success' | 'failed' | 'muted';

/** A status label in its tone: pending orange, success green, failed red, muted grey. */
export function StatusTag({ tone, children }: { tone: StatusTone; children: string }) {
  return <span className={`${styles.tag} ${styles[tone]}`}>{children}</span>;
}
