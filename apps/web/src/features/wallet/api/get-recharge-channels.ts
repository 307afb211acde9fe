import { rechargePaths } from '@lottery/contracts';
import type { RechargeChannel } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { walletKeys } from './query-keys';

/** GET /api/recharge/channels: the channels the site offers now, by sort. */
export const getRechargeChannels = (signal?: AbortSignal): Promise<RechargeChannel[]> =>
  http.get(rechargePaths.channels, { signal });

export const rechargeChannelsQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.channels,
    queryFn: ({ signal }) => getRechargeChannels(signal),
  });

export const useRechargeChannels = () => useQuery(rechargeChannelsQueryOptions());
