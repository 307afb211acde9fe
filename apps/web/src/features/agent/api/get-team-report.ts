import { agentPaths } from '@lottery/contracts';
import type { TeamReport, TeamReportQuery } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { agentKeys } from './query-keys';

/** GET /api/dl/queryTeamRws: the team's figures over a range, or one downline's team's. */
export const getTeamReport = (query: TeamReportQuery, signal?: AbortSignal): Promise<TeamReport> =>
  http.get(agentPaths.teamReport, { signal, params: { ...query } });

export const teamReportQueryOptions = (query: TeamReportQuery) =>
  queryOptions({
    queryKey: agentKeys.teamReport(query),
    queryFn: ({ signal }) => getTeamReport(query, signal),
  });

export const useTeamReport = (query: TeamReportQuery) => useQuery(teamReportQueryOptions(query));
