import { Result } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import type { AdminCapability } from '@lottery/contracts';
import { adminPages, safeReturnPath } from '../lib/admin-pages';
import { useOperator } from '../session/admin-session';

/** Pages for a signed-in operator: anyone else goes to the sign-in page, and comes back after. */
export function RequireOperator({ children }: { children: ReactNode }) {
  const { operator } = useOperator();
  const location = useLocation();
  if (operator) return children;
  const here = location.pathname + location.search;
  const search = here === adminPages.dashboard ? '' : `?redirect=${encodeURIComponent(here)}`;
  return <Navigate to={`${adminPages.login}${search}`} replace />;
}

/** The sign-in page: a signed-in operator goes on to where they were going. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { operator } = useOperator();
  const [params] = useSearchParams();
  if (!operator) return children;
  return <Navigate to={safeReturnPath(params.get('redirect'))} replace />;
}

/** A page only some roles see (the server refuses the others' calls anyway). */
export function RequireCapability({
  capability,
  children,
}: {
  capability: AdminCapability;
  children: ReactNode;
}) {
  const { can } = useOperator();
  if (can(capability)) return children;
  return <Result status="403" title="无权访问" subTitle="当前角色无权访问该页面" />;
}
