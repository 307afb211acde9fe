import { accountPaths } from '@lottery/contracts';
import type { VipRule } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http';
import { useSession, vipRulesQueryKey } from '../session';

/** GET /api/v2/uservip/rules: the bet amount each VIP level needs, levels 1 to 9. */
export const getVipRules = (signal?: AbortSignal): Promise<VipRule[]> =>
  http.get(accountPaths.vipRules, { signal });

export const vipRulesQueryOptions = () =>
  queryOptions({
    queryKey: vipRulesQueryKey,
    queryFn: ({ signal }) => getVipRules(signal),
    // The levels are set by the operator and change rarely.
    staleTime: 10 * 60_000,
  });

export const useVipRules = () => {
  const token = useSession((state) => state.token);
  return useQuery({ ...vipRulesQueryOptions(), enabled: token !== null });
};
