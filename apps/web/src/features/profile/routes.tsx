import { Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { RequireAgent } from '../../lib/profile/require-agent';
import { RequireAuth } from '../../lib/session';
// This file is the route table of the account area (profile, account settings, notifications,
// about, welfare centre): it gathers the other features' route lists, whose pages stay lazy.
// eslint-disable-next-line import-x/no-restricted-paths -- the account area's route table
import { aboutRoutes } from '../about/routes';
// eslint-disable-next-line import-x/no-restricted-paths -- the account area's route table
import { accountSettingsRoutes } from '../account-settings/routes';
// eslint-disable-next-line import-x/no-restricted-paths -- the account area's route table
import { bonusCenterRoutes } from '../bonus-center/routes';
// eslint-disable-next-line import-x/no-restricted-paths -- the account area's route table
import { notificationsRoutes } from '../notifications/routes';

/** A screen of another area that is not built yet: an honest coming-soon page. */
const comingSoon = (path: string, feature: string): RouteObject => ({
  path,
  lazy: async () => {
    // eslint-disable-next-line import-x/no-restricted-paths -- the shared coming-soon page
    const { ComingSoonPage } = await import('../coming-soon/pages/coming-soon-page');
    return { Component: () => <ComingSoonPage feature={feature} /> };
  },
});

const memberOnly = (children: RouteObject[]): RouteObject => ({
  element: (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  ),
  children,
});

/** /profile and the account screens, inside the shell. */
export const profileRoutes: RouteObject[] = [
  {
    path: 'profile',
    lazy: async () => ({ Component: (await import('./pages/profile-page')).ProfilePage }),
  },
  memberOnly([
    {
      path: 'profile-vip',
      lazy: async () => ({
        Component: (await import('./pages/profile-vip-page')).ProfileVipPage,
      }),
    },
    {
      path: 'security-center',
      lazy: async () => ({
        Component: (await import('./pages/security-center-page')).SecurityCenterPage,
      }),
    },
    // The profile's shortcuts and wallet buttons lead here; their areas are built later.
    comingSoon('bills', '资金明细'),
    comingSoon('bet-list', '投注记录'),
    comingSoon('live-betting/*', '娱乐场明细'),
    comingSoon('betting-bonus', '我的洗码'),
    comingSoon('my-collection', '我的收藏'),
    comingSoon('recharge/*', '充值'),
    comingSoon('recharge-history/*', '充值记录'),
    comingSoon('withdraw-money', '提现'),
    comingSoon('withdraw-history/*', '提现记录'),
    {
      // Agent routes also need isDl: without it the navigation is cancelled.
      element: (
        <RequireAgent>
          <Outlet />
        </RequireAgent>
      ),
      children: [comingSoon('agent/*', '推广赚钱')],
    },
  ]),
  ...accountSettingsRoutes,
  ...notificationsRoutes,
  ...aboutRoutes,
  ...bonusCenterRoutes,
];
