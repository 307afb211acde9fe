import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import type { AdminOperator, AdminRole } from '@lottery/contracts';
import { AdminApp } from '../app/admin-app';
import { adminRoutes } from '../app/admin-routes';
import { adminSession } from '../session/admin-session';

export const operatorOf = (role: AdminRole, overrides: Partial<AdminOperator> = {}) =>
  ({
    id: 7,
    account: `${role}01`,
    name: `${role} 王`,
    role,
    disabled: false,
    lastLoginAt: null,
    createdAt: Date.UTC(2025, 0, 1),
    ...overrides,
  }) satisfies AdminOperator;

export const signInAs = (role: AdminRole) => {
  const operator = operatorOf(role);
  adminSession.start({ token: `${role}-token`, operator });
  return operator;
};

/**
 * The whole console at a path under /admin, as the browser would open it. antd's styles go to a
 * detached element: jsdom parsing them was three quarters of each case's time, and no case looks
 * at them.
 */
export const renderAdmin = (url: string) => {
  const router = createMemoryRouter(adminRoutes, { basename: '/admin', initialEntries: [url] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <StyleProvider container={document.createElement('div')}>
      <AdminApp router={router} queryClient={queryClient} />
    </StyleProvider>,
  );
  return { router, queryClient };
};
