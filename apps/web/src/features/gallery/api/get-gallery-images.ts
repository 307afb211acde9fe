import { galleryPaths, pageSizes } from '@lottery/contracts';
import type { GalleryImagePage } from '@lottery/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { galleryKeys, logGalleryError } from './gallery-keys';
import { nextDataPage } from '../../../lib/http/next-page';

/** A group's periods come 100 at a time (the alternate gallery list, spec part 1 §9). */
export const galleryImagesPageSize = pageSizes.galleryAlternate;

/** GET /gallery: one page of a group's images (its periods), newest first. */
export const getGalleryImages = (
  { groupId, page, rows }: { groupId: number; page: number; rows: number },
  signal?: AbortSignal,
): Promise<GalleryImagePage> =>
  http.get(galleryPaths.gallery, {
    signal,
    params: { groupId, page, rows },
  });

export const galleryImagesQueryOptions = (groupId: number, viewer: string) =>
  infiniteQueryOptions({
    queryKey: galleryKeys.images(groupId, viewer),
    queryFn: ({ pageParam, signal }) =>
      getGalleryImages({ groupId, page: pageParam, rows: galleryImagesPageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: nextDataPage,
  });

/** The group's images; a failure is only logged (the grid stays empty or keeps its images). */
export const useGalleryImages = (groupId: number | null) => {
  const viewer = useSession((state) => state.token) ?? 'guest';
  const query = useInfiniteQuery({
    ...galleryImagesQueryOptions(groupId ?? 0, viewer),
    enabled: groupId !== null,
  });
  useEffect(() => {
    if (query.error) logGalleryError('images', query.error);
  }, [query.error]);
  return query;
};
