import styles from './page-header.module.css';

interface PageHeaderProps {
  title: string;
}

/** The brand-coloured title bar at the top of a page. */
export function PageHeader({ title }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
    </header>
  );
}
