import { bettingBonusPaths } from '@lottery/contracts';
import type { BettingBonus } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { memberQueryKey } from '../../../lib/profile/get-profile';

/** Under the profile's key: signing out removes it. */
export const bettingBonusKey = memberQueryKey('betting-bonus');

/** GET /api/user/betting-bonus: the unclaimed rebate per category, its total, the claims so far. */
export const getBettingBonus = (signal?: AbortSignal): Promise<BettingBonus> =>
  http.get(bettingBonusPaths.summary, { signal });

export const bettingBonusQueryOptions = () =>
  queryOptions({
    queryKey: bettingBonusKey,
    queryFn: ({ signal }) => getBettingBonus(signal),
  });

export const useBettingBonus = () => useQuery(bettingBonusQueryOptions());
