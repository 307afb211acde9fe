import { libraryPaths } from '@lottery/contracts';
import type { LibraryCategory } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../../lib/http';
import { libraryKeys, logLibraryError } from './library-keys';

/** GET /library/categories: the categories in their order. */
export const getLibraryCategories = (signal?: AbortSignal): Promise<LibraryCategory[]> =>
  http.get(libraryPaths.categories, { signal });

export const libraryCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: libraryKeys.categories,
    queryFn: ({ signal }) => getLibraryCategories(signal),
    staleTime: 5 * 60_000,
  });

export const useLibraryCategories = () => {
  const query = useQuery(libraryCategoriesQueryOptions());
  useEffect(() => {
    if (query.error) logLibraryError('categories', query.error);
  }, [query.error]);
  return query;
};
