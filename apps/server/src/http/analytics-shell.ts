import { analyticsSections, type AnalyticsSection } from '@lottery/contracts';
import { escapeHtml } from './boot-shell';

/**
 * The first view of an analytics page (/game/{id}/analytic/{section}/{page}): the section's title
 * bar and its tabs, drawn by the server with index.html's inline boot-shell style while the
 * section's and the page's chunks load (the page draws nothing before them).
 */
export interface AnalyticsShellRoute {
  pattern: string;
  /** The section's pages (the route's last segment). */
  pages: readonly string[];
  /** The web modules of a page, as the build manifest names them. */
  sources: (page: string) => string[];
  shell: (page: string) => string;
}

const sourcesOf = (section: AnalyticsSection, page: string): string[] => [
  `src/features/analytics/pages/${section}-section.tsx`,
  `src/features/analytics/pages/${section}/${page}-page.tsx`,
];

export const renderAnalyticsShell = (section: AnalyticsSection, page: string): string => {
  const { title, pages } = analyticsSections[section];
  const tabs = pages
    .map(
      (each) =>
        `<div class="bs-game-tab"><span${each.path === page ? ' class="bs-game-tab-active"' : ''}>${escapeHtml(each.title)}</span></div>`,
    )
    .join('');
  return (
    `<header class="bs-title"><span>${escapeHtml(title)}</span></header>` +
    `<div class="bs-page"><div class="bs-game-tabs">${tabs}</div></div>`
  );
};

export const analyticsShellRoutes: readonly AnalyticsShellRoute[] = (
  Object.keys(analyticsSections) as AnalyticsSection[]
).map((section) => ({
  pattern: `/game/:id/analytic/${section}/:page`,
  pages: analyticsSections[section].pages.map((page) => page.path),
  sources: (page) => sourcesOf(section, page),
  shell: (page) => renderAnalyticsShell(section, page),
}));
