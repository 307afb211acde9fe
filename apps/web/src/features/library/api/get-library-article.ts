import { libraryPaths } from '@lottery/contracts';
import type { LibraryArticle } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../../lib/http';
import { libraryKeys, logLibraryError } from './library-keys';

/** GET /library/article: one article with its (sanitized) body. */
export const getLibraryArticle = (id: number, signal?: AbortSignal): Promise<LibraryArticle> =>
  http.get(libraryPaths.article, { signal, params: { id } });

export const libraryArticleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: libraryKeys.article(id),
    queryFn: ({ signal }) => getLibraryArticle(id, signal),
    staleTime: 5 * 60_000,
  });

export const useLibraryArticle = (id: number | null) => {
  const query = useQuery({ ...libraryArticleQueryOptions(id ?? 0), enabled: id !== null });
  useEffect(() => {
    if (query.error) logLibraryError('article', query.error);
  }, [query.error]);
  return query;
};
