import { agentPaths } from '@lottery/contracts';
import type { MemberInformation } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { agentKeys } from './query-keys';

/** GET /api/agent/memberInformation: one downline's details and their last 30 days. */
export const getMemberInformation = (
  userId: number,
  signal?: AbortSignal,
): Promise<MemberInformation> =>
  http.get(agentPaths.memberInformation, { signal, params: { userId } });

export const useMemberInformation = (userId: number) =>
  useQuery({
    queryKey: agentKeys.member(userId),
    queryFn: ({ signal }) => getMemberInformation(userId, signal),
    enabled: userId > 0,
  });
