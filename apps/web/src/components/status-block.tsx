import type { ReactNode } from 'react';
import styles from './status-block.module.css';

interface StatusBlockProps {
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** A button or link shown under the text. */
  action?: ReactNode;
  /** Sits on a white rounded panel, for use inside a page rather than as the whole page. */
  framed?: boolean;
}

/** A centred icon, title and message: for empty, coming-soon, failed and missing pages. */
export function StatusBlock({ icon, title, description, action, framed }: StatusBlockProps) {
  return (
    <section className={framed ? `${styles.block} ${styles.framed}` : styles.block}>
      <div className={styles.icon} aria-hidden="true">
        {icon}
      </div>
      <h2 className={styles.title}>{title}</h2>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
