import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from './session-store';

/** Routes that need sign-in send a visitor without an access token to /auth/login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useSession((state) => state.token);
  const location = useLocation();
  if (!token) {
    return (
      <Navigate to="/auth/login" replace state={{ from: location.pathname + location.search }} />
    );
  }
  return children;
}
