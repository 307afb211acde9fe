import { agentPaths, errorMessage, recordPageSize } from '@lottery/contracts';
import type { LinkPage, PromotionLink } from '@lottery/contracts';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ApiError, http } from '../../../lib/http';
import { nextDataPage } from '../../../lib/http/next-page';
import { agentKeys } from './query-keys';

/** GET /api/spreadInfo/queryPageByAgentId: the agent's links, newest first, 20 a page. */
export const getLinks = (page: number, signal?: AbortSignal): Promise<LinkPage> =>
  http.get(agentPaths.links, { signal, params: { page, rows: recordPageSize } });

export const linksQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: agentKeys.linkList,
    queryFn: ({ pageParam, signal }) => getLinks(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextDataPage,
  });

export const useLinks = () => useInfiniteQuery(linksQueryOptions());

/**
 * One of the agent's links (the same call with ?id=); a link that is not theirs or gone fails as
 * the server's AGENT/LINK_NOT_FOUND would.
 */
export const getLink = async (id: number, signal?: AbortSignal): Promise<PromotionLink> => {
  const page = await http.get<LinkPage>(agentPaths.links, {
    signal,
    params: { id, page: 1, rows: 1 },
  });
  const link = page.data.find((row) => row.id === id);
  if (!link) {
    const message = errorMessage('AGENT/LINK_NOT_FOUND');
    throw new ApiError(404, 'AGENT/LINK_NOT_FOUND', message, 'GET', agentPaths.links);
  }
  return link;
};

export const useLink = (id: number) =>
  useQuery({
    queryKey: agentKeys.link(id),
    queryFn: ({ signal }) => getLink(id, signal),
    enabled: id > 0,
  });
