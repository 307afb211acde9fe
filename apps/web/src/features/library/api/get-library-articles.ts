import { libraryPageSize, libraryPaths } from '@lottery/contracts';
import type { LibraryArticlePage } from '@lottery/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../../lib/http';
import { nextDataPage } from '../../../lib/http/next-page';
import { libraryKeys, logLibraryError } from './library-keys';

/** GET /library/articles: one page of a category's articles, newest first. */
export const getLibraryArticles = (
  { categoryCode, page, rows }: { categoryCode: string; page: number; rows: number },
  signal?: AbortSignal,
): Promise<LibraryArticlePage> =>
  http.get(libraryPaths.articles, { signal, params: { categoryCode, page, rows } });

export const libraryArticlesQueryOptions = (categoryCode: string) =>
  infiniteQueryOptions({
    queryKey: libraryKeys.articles(categoryCode),
    queryFn: ({ pageParam, signal }) =>
      getLibraryArticles({ categoryCode, page: pageParam, rows: libraryPageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: nextDataPage,
    staleTime: 60_000,
  });

/** A category's articles, 100 a page (spec part 1 §9); none asked while the code is unknown. */
export const useLibraryArticles = (categoryCode: string | undefined) => {
  const query = useInfiniteQuery({
    ...libraryArticlesQueryOptions(categoryCode ?? ''),
    enabled: categoryCode !== undefined,
  });
  useEffect(() => {
    if (query.error) logLibraryError('articles', query.error);
  }, [query.error]);
  return query;
};
