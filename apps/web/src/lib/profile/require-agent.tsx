import { DotLoading } from 'antd-mobile';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useProfile } from './get-profile';

/**
 * Agent routes also need the profile's isDl flag (spec part 2 §2.5): without it the navigation is
 * cancelled and the member stays where they were (back, or /profile when there is no history).
 * Use inside RequireAuth.
 */
export function RequireAgent({ children }: { children: ReactNode }) {
  const profile = useProfile();
  const navigate = useNavigate();
  const location = useLocation();
  const isAgent = profile.data?.userInfo.isDl === 1;
  const refused = (profile.data !== undefined && !isAgent) || profile.isError;
  const hasHistory = location.key !== 'default';

  useEffect(() => {
    if (!refused) return;
    if (hasHistory) void navigate(-1);
    else void navigate('/profile', { replace: true });
  }, [refused, hasHistory, navigate]);

  if (!isAgent) {
    return (
      <div role="status" aria-label="加载中" style={{ padding: 48, textAlign: 'center' }}>
        <DotLoading color="primary" />
      </div>
    );
  }
  return children;
}
