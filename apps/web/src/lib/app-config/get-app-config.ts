import { staticFile } from '@lottery/contracts';
import type { AppConfigFile } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http';

/** app_config.json: the home's games (home_lottery_setting) and the live-stream page. */
export const getAppConfig = (signal?: AbortSignal): Promise<AppConfigFile> =>
  http.getStatic(staticFile.appConfig, { signal });

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['static', staticFile.appConfig],
    queryFn: ({ signal }) => getAppConfig(signal),
    staleTime: 5 * 60_000,
  });

export const useAppConfig = () => useQuery(appConfigQueryOptions());
