import type { ComponentType } from 'react';
import { Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import type { AdminCapability } from '@lottery/contracts';
import { AdminLayout } from './admin-layout';
import { AdminLoading } from './admin-loading';
import { RequireCapability, RequireOperator, SignedOutOnly } from './admin-guard';
import { NotFoundPage, RouteError } from './route-error';

/** A lazily loaded page, behind a capability when only some roles may open it. */
const page = (
  path: string | undefined,
  load: () => Promise<ComponentType>,
  capability?: AdminCapability,
): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  lazy: async () => {
    const Page = await load();
    return {
      Component: capability
        ? () => (
            <RequireCapability capability={capability}>
              <Page />
            </RequireCapability>
          )
        : Page,
    };
  },
});

/** The back office's pages, under the basename `/admin` (paths as in lib/admin-pages.ts). */
export const adminRoutes: RouteObject[] = [
  {
    element: <Outlet />,
    HydrateFallback: AdminLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        path: 'login',
        lazy: async () => {
          const { LoginPage } = await import('../features/auth/login-page');
          return {
            Component: () => (
              <SignedOutOnly>
                <LoginPage />
              </SignedOutOnly>
            ),
          };
        },
      },
      {
        path: '/',
        element: (
          <RequireOperator>
            <AdminLayout />
          </RequireOperator>
        ),
        children: [
          {
            // Pathless, so a failing page shows its error inside the frame and the menu still works.
            ErrorBoundary: RouteError,
            children: [
              page(
                undefined,
                async () => (await import('../features/dashboard/dashboard-page')).DashboardPage,
              ),
              page(
                'members',
                async () => (await import('../features/members/members-page')).MembersPage,
              ),
              page(
                'members/:id',
                async () => (await import('../features/members/member-page')).MemberPage,
              ),
              page(
                'agents',
                async () => (await import('../features/agents/agents-page')).AgentsPage,
              ),
              page(
                'reports',
                async () => (await import('../features/reports/reports-page')).ReportsPage,
              ),
              page(
                'withdrawals',
                async () => (await import('../features/finance/withdrawals-page')).WithdrawalsPage,
              ),
              page(
                'recharges',
                async () => (await import('../features/finance/recharges-page')).RechargesPage,
              ),
              page(
                'notices',
                async () => (await import('../features/notices/notices-page')).NoticesPage,
              ),
              page(
                'site-content',
                async () =>
                  (await import('../features/site-content/site-content-page')).SiteContentPage,
              ),
              page(
                'templates',
                async () => (await import('../features/publishing/templates-page')).TemplatesPage,
              ),
              page(
                'gallery',
                async () => (await import('../features/publishing/gallery-page')).GalleryPage,
              ),
              page(
                'promotions',
                async () => (await import('../features/publishing/promotions-page')).PromotionsPage,
              ),
              page(
                'library',
                async () => (await import('../features/publishing/library-page')).LibraryPage,
              ),
              page('chat', async () => (await import('../features/chat/chat-page')).ChatPage),
              page('draws', async () => (await import('../features/draws/draws-page')).DrawsPage),
              page('games', async () => (await import('../features/games/games-page')).GamesPage),
              page(
                'settings',
                async () => (await import('../features/settings/settings-page')).SettingsPage,
              ),
              page(
                'audit',
                async () => (await import('../features/audit/audit-page')).AuditPage,
                'readAudit',
              ),
              page(
                'operators',
                async () => (await import('../features/operators/operators-page')).OperatorsPage,
                'manageOperators',
              ),
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
    ],
  },
];
