import { agentPaths } from '@lottery/contracts';
import type { RebateRange } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { agentKeys } from './query-keys';

/** GET /api/dl/getDlSubRebateRange: the rebates the agent may give a downline, [min, max]. */
export const getRebateRange = (signal?: AbortSignal): Promise<RebateRange> =>
  http.get(agentPaths.rebateRange, { signal });

export const useRebateRange = () =>
  useQuery({ queryKey: agentKeys.rebateRange, queryFn: ({ signal }) => getRebateRange(signal) });
