import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import styles from './page-header.module.css';

interface PageHeaderProps {
  title: string;
  /** Shows a back arrow on the left that calls this. */
  onBack?: () => void;
  /** A control on the right-hand side. */
  extra?: ReactNode;
}

/** The brand-coloured title bar at the top of a page. */
export function PageHeader({ title, onBack, extra }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {onBack ? (
        <button type="button" className={styles.back} aria-label="返回" onClick={onBack}>
          <LeftOutline />
        </button>
      ) : null}
      <h1 className={styles.title}>{title}</h1>
      {extra ? <div className={styles.extra}>{extra}</div> : null}
    </header>
  );
}
