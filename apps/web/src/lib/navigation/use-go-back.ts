import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Goes back in history, or to `fallback` when this page was the first one opened (a shared link,
 * a reload), so the back arrow never leaves the site.
 */
export const useGoBack = (fallback = '/profile') => {
  const navigate = useNavigate();
  const location = useLocation();
  const hasHistory = location.key !== 'default';
  return useCallback(() => {
    if (hasHistory) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [hasHistory, fallback, navigate]);
};
