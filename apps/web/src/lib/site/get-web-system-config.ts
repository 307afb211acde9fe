import { staticFile } from '@lottery/contracts';
import type { WebSystemConfigFile } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http';

/** web_system_config.json: the public settings (online_service_url, vcode_style, …). */
export const getWebSystemConfig = (signal?: AbortSignal): Promise<WebSystemConfigFile> =>
  http.getStatic(staticFile.webSystemConfig, {
    signal,
  });

export const webSystemConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['static', staticFile.webSystemConfig],
    queryFn: ({ signal }) => getWebSystemConfig(signal),
  });

export const useWebSystemConfig = () => useQuery(webSystemConfigQueryOptions());
