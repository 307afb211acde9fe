import { systemConfigKey, toastDurations } from '@lottery/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { openLink } from '../navigation/open-link';
import { showToast } from '../toast';
import { useCompany } from '../company/get-company';
import { useWebSystemConfig } from './get-web-system-config';

/**
 * The online customer-service URL: the company's olUrl, else system config online_service_url.
 * `open` goes there: an in-site path by the router, an outside link in a new window (the system
 * browser in the app).
 */
export const useOnlineService = () => {
  const company = useCompany();
  const config = useWebSystemConfig();
  const navigate = useNavigate();
  const url = (company.data?.olUrl || config.data?.[systemConfigKey.onlineServiceUrl] || '').trim();

  const open = useCallback(() => {
    if (!url) {
      showToast('在线客服暂未开通，请稍后再试', { durationMs: toastDurations.long });
      return;
    }
    openLink(url, (path) => void navigate(path));
  }, [navigate, url]);

  return { url, open, loading: company.isLoading || config.isLoading };
};
