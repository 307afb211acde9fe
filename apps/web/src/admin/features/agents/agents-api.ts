import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminAgentPaths,
  type AdminAgentDetail,
  type AdminAgentTeam,
  type AdminBonusRates,
  type adminAgentLinkPage,
  type adminAgentMemberPage,
  type adminAgentNodePage,
  type SetBettingBonusRateBody,
  type z,
} from '@lottery/contracts';
import { adminGet, adminPost } from '../../lib/admin-api';
import type { DayRange } from '../../lib/day-range';

export type AgentNodePage = z.infer<typeof adminAgentNodePage>;
export type AgentMemberPage = z.infer<typeof adminAgentMemberPage>;
export type AgentLinkPage = z.infer<typeof adminAgentLinkPage>;

const agentsKey = ['admin', 'agents'] as const;

/** One level of the tree (the top without a parent), as many nodes as a level shows. */
export const treeLevel = (parentId?: number) =>
  adminGet<AgentNodePage>(adminAgentPaths.tree, { parentId, size: 200 });

export const useAgentDetail = (id: number | undefined) =>
  useQuery({
    queryKey: [...agentsKey, 'detail', id],
    queryFn: () => adminGet<AdminAgentDetail>(adminAgentPaths.detail, { id }),
    enabled: id !== undefined,
  });

export const findAgent = (account: string) =>
  adminGet<AdminAgentDetail>(adminAgentPaths.detail, { account });

export const useAgentTeam = (id: number, range: DayRange) =>
  useQuery({
    queryKey: [...agentsKey, 'team', id, range.startDate, range.endDate],
    queryFn: () => adminGet<AdminAgentTeam>(adminAgentPaths.team, { id, ...range }),
    placeholderData: keepPreviousData,
  });

export const useAgentMembers = (
  id: number,
  query: { all: number; account?: string; page: number; size: number },
) =>
  useQuery({
    queryKey: [...agentsKey, 'members', id, query],
    queryFn: () => adminGet<AgentMemberPage>(adminAgentPaths.members, { id, ...query }),
    placeholderData: keepPreviousData,
  });

export const useAgentLinks = (id: number, paging: { page: number; size: number }) =>
  useQuery({
    queryKey: [...agentsKey, 'links', id, paging],
    queryFn: () => adminGet<AgentLinkPage>(adminAgentPaths.links, { id, ...paging }),
    placeholderData: keepPreviousData,
  });

export const useBonusRates = () =>
  useQuery({
    queryKey: [...agentsKey, 'bonus-rates'],
    queryFn: () => adminGet<AdminBonusRates>(adminAgentPaths.bonusRates),
  });

/** A change: every agent read is made again (rebates show in the tree, lists and detail). */
const useAgentChange = <Body, Answer>(path: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => adminPost<Answer>(path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsKey }),
  });
};

export const useSetRebate = () =>
  useAgentChange<{ id: number; rebate: number }, AdminAgentDetail>(adminAgentPaths.setRebate);

export const useSaveBonusRate = () =>
  useAgentChange<SetBettingBonusRateBody, AdminBonusRates>(adminAgentPaths.saveBonusRate);
