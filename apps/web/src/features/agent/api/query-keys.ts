import type { SubUserQuery, TeamReportQuery } from '@lottery/contracts';
import { memberQueryKey } from '../../../lib/profile/get-profile';

/** Under the profile's key: signing out drops everything the agent read. */
export const agentKeys = {
  all: memberQueryKey('agent'),
  teamReport: (query: TeamReportQuery) => memberQueryKey('agent', 'team-report', query),
  subUsers: (filter: Omit<SubUserQuery, 'page' | 'rows'>) =>
    memberQueryKey('agent', 'sub-users', filter),
  member: (userId: number) => memberQueryKey('agent', 'member', userId),
  rebateRange: memberQueryKey('agent', 'rebate-range'),
  links: memberQueryKey('agent', 'links'),
  linkList: memberQueryKey('agent', 'links', 'list'),
  link: (id: number) => memberQueryKey('agent', 'links', 'one', id),
  declaration: memberQueryKey('agent', 'declaration'),
} as const;
