import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import styles from './report-tabs.module.css';

/** The report area's two tabs (spec §2.4): theme2's /report/bet-list and /report/live-betting. */
export const reportTabs = [
  { to: '/report/bet-list', title: '投注记录' },
  { to: '/report/live-betting', title: '娱乐场明细' },
] as const;

/** Whether a page is shown inside theme2's report area (its path starts with /report). */
export const isReportPath = (pathname: string) =>
  pathname === '/report' || pathname.startsWith('/report/');

interface ReportTabsProps {
  /** A control on the right-hand side (a page's own action, such as a filter). */
  extra?: ReactNode;
}

/**
 * The title bar of theme2's report area: 投注记录 | 娱乐场明细 in place of a page title, each a
 * link to its page; the pages render it at the top when their path starts with /report.
 */
export function ReportTabs({ extra }: ReportTabsProps) {
  return (
    <header className={styles.header}>
      <nav className={styles.tabs} aria-label="报表">
        {reportTabs.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            replace
            className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
          >
            {tab.title}
          </NavLink>
        ))}
      </nav>
      {extra ? <div className={styles.extra}>{extra}</div> : null}
    </header>
  );
}
