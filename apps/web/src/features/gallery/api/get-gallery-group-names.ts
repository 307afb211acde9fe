import { galleryPaths } from '@lottery/contracts';
import type { GalleryGroupNames, GalleryGroupType } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../../lib/http';
import { fallbackInitials, walkInitialsOf } from '../model/gallery-filters';
import { galleryKeys, logGalleryError } from './gallery-keys';

export interface GroupNamesParams {
  gameId: number;
  groupType: GalleryGroupType;
  /** Trimmed; '' is no search. */
  search: string;
}

/** GET /gallery/group-name: the names of the matching groups and the initials that have any. */
export const getGalleryGroupNames = (
  { gameId, groupType, search }: GroupNamesParams,
  signal?: AbortSignal,
): Promise<GalleryGroupNames> =>
  http.get(galleryPaths.groupName, {
    signal,
    params: { gameId, groupType, searchText: search || undefined },
  });

export const galleryGroupNamesQueryOptions = (params: GroupNamesParams) =>
  queryOptions({
    queryKey: galleryKeys.groupNames(params.gameId, params.groupType, params.search),
    queryFn: ({ signal }) => getGalleryGroupNames(params, signal),
    staleTime: 5 * 60_000,
  });

/**
 * The initials that have groups (A–Z order; none when the search matches no name), undefined
 * while they load. When they cannot be read the failure is logged and every letter stands in
 * (the walk skips the empty ones).
 */
export const useGalleryInitials = (
  params: GroupNamesParams,
  enabled = true,
): string[] | undefined => {
  const query = useQuery({ ...galleryGroupNamesQueryOptions(params), enabled });
  useEffect(() => {
    if (query.error) logGalleryError('group-name', query.error);
  }, [query.error]);
  if (query.data) return walkInitialsOf(query.data, params.search);
  return query.isError ? [...fallbackInitials] : undefined;
};
