import { Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../lib/session';

/** /setting is open to visitors (about, clear cache); the account forms need sign-in. */
export const accountSettingsRoutes: RouteObject[] = [
  {
    path: 'setting',
    lazy: async () => ({ Component: (await import('./pages/setting-page')).SettingPage }),
  },
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      {
        path: 'personal-info',
        lazy: async () => ({
          Component: (await import('./pages/personal-info-page')).PersonalInfoPage,
        }),
      },
      {
        path: 'change-password',
        lazy: async () => ({
          Component: (await import('./pages/change-password-page')).ChangePasswordPage,
        }),
      },
      {
        path: 'password-withdraw-money',
        lazy: async () => ({
          Component: (await import('./pages/password-withdraw-money-page'))
            .PasswordWithdrawMoneyPage,
        }),
      },
      {
        path: 'account-list',
        lazy: async () => ({
          Component: (await import('./pages/account-list-page')).AccountListPage,
        }),
      },
      {
        path: 'update-account',
        lazy: async () => ({
          Component: (await import('./pages/update-account-page')).UpdateAccountPage,
        }),
      },
      {
        path: 'setting-chat-color',
        lazy: async () => ({
          Component: (await import('./pages/setting-chat-color-page')).SettingChatColorPage,
        }),
      },
    ],
  },
];
