import { galleryPaths, pageSizes } from '@lottery/contracts';
import type { GalleryGroupPage, GalleryGroupType } from '@lottery/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../../lib/http';
import { popularIndex } from '../model/gallery-filters';
import type { GalleryFilters } from '../model/gallery-filters';
import { firstCursor, loadListPage, planOf } from '../model/initial-walk';
import type { GalleryCursor } from '../model/initial-walk';
import { galleryKeys, logGalleryError } from './gallery-keys';

export interface GroupsParams {
  gameId: number;
  groupType: GalleryGroupType;
  /** One initial, or '' with `popular` 1. */
  initials: string;
  popular: 0 | 1;
  search: string;
  page: number;
  rows: number;
}

/** GET /gallery/group: one page of one initial's groups (or of the popular ones). */
export const getGalleryGroups = (
  { gameId, groupType, initials, popular, search, page, rows }: GroupsParams,
  signal?: AbortSignal,
): Promise<GalleryGroupPage> =>
  http.get(galleryPaths.group, {
    signal,
    params: {
      gameId,
      groupType,
      initials: initials || undefined,
      popular,
      searchText: search || undefined,
      page,
      rows,
    },
  });

/**
 * The grid of the gallery: one infinite list per game, type, letter (or 全部, or 热门) and search,
 * walking the initials as the model plans (`initials`: those that have groups; not needed for
 * 热门).
 */
export const galleryGroupsQueryOptions = (
  filters: GalleryFilters,
  initials: readonly string[],
  rows: number = pageSizes.gallery,
) => {
  const plan = planOf(filters.index, initials, rows);
  const popular = filters.index === popularIndex ? 1 : 0;
  return infiniteQueryOptions({
    queryKey: galleryKeys.groups(filters.gameId, filters.groupType, filters.index, filters.search),
    queryFn: ({ pageParam, signal }) =>
      loadListPage(plan, pageParam, (cursor) =>
        getGalleryGroups(
          {
            gameId: filters.gameId,
            groupType: filters.groupType,
            initials: cursor.initial,
            popular,
            search: filters.search,
            page: cursor.page,
            rows,
          },
          signal,
        ),
      ),
    initialPageParam: firstCursor(plan) as GalleryCursor | null,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 60_000,
  });
};

/**
 * The groups for the filters; waits for the initials unless the view is 热门. Failures are only
 * logged: the grid stays empty or keeps what it had.
 */
export const useGalleryGroups = (
  filters: GalleryFilters,
  initials: readonly string[] | undefined,
) => {
  const needsInitials = filters.index !== popularIndex;
  const query = useInfiniteQuery({
    ...galleryGroupsQueryOptions(filters, initials ?? []),
    enabled: !needsInitials || initials !== undefined,
  });
  useEffect(() => {
    if (query.error) logGalleryError('group', query.error);
  }, [query.error]);
  return query;
};
