import { agentPaths } from '@lottery/contracts';
import type { LinkInfo } from '@lottery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/spreadInfo/getLinkInfo?code=: who invites through a promotion code (no sign-in). */
export const getLinkInfo = (code: string, signal?: AbortSignal): Promise<LinkInfo> =>
  http.get(agentPaths.linkInfo, { signal, params: { code } });

export const linkInfoQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['link-info', code] as const,
    queryFn: ({ signal }) => getLinkInfo(code, signal),
    enabled: code !== '',
    staleTime: 60_000,
    retry: false,
  });
