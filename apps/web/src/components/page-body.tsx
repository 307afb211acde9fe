import type { ReactNode } from 'react';
import styles from './page-body.module.css';

/** The padded column under a page's header; its sections sit 12 px apart. */
export function PageBody({ children }: { children: ReactNode }) {
  return <div className={styles.body}>{children}</div>;
}
