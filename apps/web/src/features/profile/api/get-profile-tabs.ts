import { useQuery } from '@tanstack/react-query';
import { webSystemConfigQueryOptions } from '../../../lib/site/get-web-system-config';
import { noProfileTabs, parseProfileTabs, profileTabsConfigKey } from '../profile-tabs';

/** The profile's two link lists; none while loading or when the settings cannot be read. */
export const useProfileTabs = () => {
  const query = useQuery({
    ...webSystemConfigQueryOptions(),
    staleTime: 5 * 60_000,
    select: (config) => parseProfileTabs(config[profileTabsConfigKey]),
  });
  return query.data ?? noProfileTabs;
};
