import { staticFile, webSystemConfigFile } from '@lottery/contracts';
import type { WebSystemConfigFile } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { noProfileTabs, parseProfileTabs, profileTabsConfigKey } from '../profile-tabs';

/** web_system_config.json: the public settings, read here for `profile_tabs`. */
export const getWebSystemConfig = (signal?: AbortSignal): Promise<WebSystemConfigFile> =>
  http.getStatic(staticFile.webSystemConfig, {
    signal,
    parse: (data) => webSystemConfigFile.parse(data),
  });

export const webSystemConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['static', staticFile.webSystemConfig],
    queryFn: ({ signal }) => getWebSystemConfig(signal),
    staleTime: 5 * 60_000,
  });

/** The profile's two link lists; none while loading or when the settings cannot be read. */
export const useProfileTabs = () => {
  const query = useQuery({
    ...webSystemConfigQueryOptions(),
    select: (config) => parseProfileTabs(config[profileTabsConfigKey]),
  });
  return query.data ?? noProfileTabs;
};
