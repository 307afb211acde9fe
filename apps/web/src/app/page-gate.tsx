import { Outlet } from 'react-router';
import { RequireAgent } from '../lib/profile/require-agent';
import { RequireAuth } from '../lib/session';
import type { RouteMeta } from '../shell/route-meta';
import { isAvailableIn } from '../shell/route-meta';
import { useThemeStore } from '../themes/use-theme-store';
import { NotFoundPage } from './routes/not-found-page';

/**
 * Stands in front of every page of the route table, with that page's meta: a route the active
 * theme does not have is the not-found page; sign-in routes send a visitor to /auth/login; agent
 * routes also need isDl (in-app navigations are already stopped by the agent gate of the root
 * layout; this covers a direct visit).
 */
export function PageGate({ meta }: { meta: RouteMeta }) {
  const theme = useThemeStore((state) => state.name);
  if (!isAvailableIn(meta, theme)) return <NotFoundPage />;
  if (meta.access === 'public') return <Outlet />;
  return (
    <RequireAuth>
      {meta.access === 'agent' ? (
        <RequireAgent>
          <Outlet />
        </RequireAgent>
      ) : (
        <Outlet />
      )}
    </RequireAuth>
  );
}
