import { galleryPaths, pageSizes } from '@lottery/contracts';
import type { GalleryGroupDetail } from '@lottery/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { galleryKeys } from './gallery-keys';

/** GET /gallery/group/detail: the group, its latest image, and one page of its periods. */
export const getGalleryDetail = (
  { gameId, groupId, page, rows }: { gameId: number; groupId: number; page: number; rows: number },
  signal?: AbortSignal,
): Promise<GalleryGroupDetail> =>
  http.get(galleryPaths.groupDetail, {
    signal,
    params: { groupId, gameId, page, rows },
  });

export const galleryDetailQueryOptions = (gameId: number, groupId: number, viewer: string) =>
  infiniteQueryOptions({
    queryKey: galleryKeys.detail(gameId, groupId, viewer),
    queryFn: ({ pageParam, signal }) =>
      getGalleryDetail({ gameId, groupId, page: pageParam, rows: pageSizes.gallery }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.groupList.data.length, 0);
      return last.groupList.data.length > 0 && loaded < last.groupList.totalCount
        ? pages.length + 1
        : undefined;
    },
  });

/**
 * The detail of a group, page by page. Unlike the lists, its failure is the page's (spec part 1
 * §8: getting the detail rethrows): the page shows it with 重试.
 */
export const useGalleryDetail = (gameId: number, groupId: number, enabled = true) => {
  const viewer = useSession((state) => state.token) ?? 'guest';
  return useInfiniteQuery({ ...galleryDetailQueryOptions(gameId, groupId, viewer), enabled });
};
