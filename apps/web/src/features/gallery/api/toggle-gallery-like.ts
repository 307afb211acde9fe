import { galleryPaths } from '@lottery/contracts';
import type {
  GalleryGroupDetail,
  GalleryImage,
  GalleryImagePage,
  GalleryLikeAnswer,
  GalleryLikeBody,
} from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { toastError } from '../../../lib/toast-error';
import {
  answeredLike,
  changeDetailImage,
  changePageImage,
  toggledLike,
} from '../model/gallery-images';
import { galleryKeys } from './gallery-keys';

/** POST /gallery/toggle-like: sets the signed-in user's like of one image (401 for a visitor). */
export const postGalleryLike = (body: GalleryLikeBody): Promise<GalleryLikeAnswer> =>
  http.post(galleryPaths.toggleLike, {
    json: body,
  });

/** Changes the image `id` in every loaded detail and group list. */
const changeEverywhere = (
  queryClient: QueryClient,
  id: number,
  change: (image: GalleryImage) => GalleryImage,
) => {
  queryClient.setQueriesData<InfiniteData<GalleryGroupDetail>>(
    { queryKey: galleryKeys.detailRoot },
    (data) =>
      data && { ...data, pages: data.pages.map((page) => changeDetailImage(page, id, change)) },
  );
  queryClient.setQueriesData<InfiniteData<GalleryImagePage>>(
    { queryKey: galleryKeys.imagesRoot },
    (data) =>
      data && { ...data, pages: data.pages.map((page) => changePageImage(page, id, change)) },
  );
};

/**
 * Likes or unlikes an image: the loaded lists show it at once, then take the server's answer;
 * a refusal puts the old like back and says why.
 */
export const useToggleGalleryLike = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ image, like }: { image: GalleryImage; like: 0 | 1 }) =>
      postGalleryLike({ galleryId: image.id, like }),
    onMutate: ({ image, like }) => {
      changeEverywhere(queryClient, image.id, (shown) => toggledLike(shown, like));
    },
    onSuccess: (answer) => {
      changeEverywhere(queryClient, answer.galleryId, (shown) => answeredLike(shown, answer));
    },
    onError: (error, { image }) => {
      changeEverywhere(queryClient, image.id, (shown) => ({
        ...shown,
        like: image.like,
        likeCount: image.likeCount,
      }));
      toastError(error);
    },
  });
};
