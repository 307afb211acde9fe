import { Card } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './section-card.module.css';

interface SectionCardProps {
  title: ReactNode;
  extra?: ReactNode;
  /** A muted note shown before the content. */
  description?: ReactNode;
  children?: ReactNode;
}

/** A white rounded card whose title carries a small brand-coloured bar. */
export function SectionCard({ title, extra, description, children }: SectionCardProps) {
  return (
    <Card
      className={styles.card}
      title={<span className={styles.title}>{title}</span>}
      extra={extra}
    >
      {description ? <p className={styles.description}>{description}</p> : null}
      {children}
    </Card>
  );
}
