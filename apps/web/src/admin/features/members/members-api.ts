import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminPaths,
  type AdminMemberDetail,
  type AdminMembersQuery,
  type adminMemberPage,
  type z,
} from '@lottery/contracts';
import { adminGet, adminPost } from '../../lib/admin-api';

export type MemberPage = z.infer<typeof adminMemberPage>;

export interface Page<Row> {
  list: Row[];
  total: number;
  page: number;
  size: number;
}

const membersKey = ['admin', 'members'] as const;

export const useMembers = (query: Partial<AdminMembersQuery>) =>
  useQuery({
    queryKey: [...membersKey, 'list', query],
    queryFn: () => adminGet<MemberPage>(adminPaths.members, { ...query }),
    placeholderData: keepPreviousData,
  });

export const useMember = (id: number) =>
  useQuery({
    queryKey: [...membersKey, 'detail', id],
    queryFn: () => adminGet<AdminMemberDetail>(adminPaths.member, { id }),
  });

/** One page of a member's records (资金明细, 投注记录, 登录记录). */
export const useMemberRecords = <Row>(
  path: string,
  id: number,
  paging: { page: number; size: number },
) =>
  useQuery({
    queryKey: [...membersKey, 'records', path, id, paging],
    queryFn: () => adminGet<Page<Row>>(path, { id, ...paging }),
    placeholderData: keepPreviousData,
  });

/**
 * An action on a member. Whatever it answers, the member's page is read again: its balances,
 * flags and records may all have moved.
 */
export const useMemberAction = <Body, Answer = AdminMemberDetail>(path: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => adminPost<Answer>(path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKey }),
  });
};
