import { pageSizes, templatePaths } from '@lottery/contracts';
import type { TemplatePage } from '@lottery/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../../lib/http';
import { nextPageOf } from './get-templates';
import { logTemplateError, templateKeys } from './template-keys';
import { useViewer } from './use-viewer';

/** GET /game-document/template/collection: the signed-in member's favourite templates. */
export const getMyCollection = (page: number, signal?: AbortSignal): Promise<TemplatePage> =>
  http.get(templatePaths.collection, {
    signal,
    params: { page, rows: pageSizes.templates },
  });

export const useMyCollection = () => {
  const viewer = useViewer();
  const query = useInfiniteQuery({
    queryKey: templateKeys.collection(viewer),
    queryFn: ({ pageParam, signal }) => getMyCollection(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageOf(pages),
    enabled: viewer !== 'guest',
  });
  useEffect(() => {
    if (query.error) logTemplateError('collection', query.error);
  }, [query.error]);
  return query;
};
