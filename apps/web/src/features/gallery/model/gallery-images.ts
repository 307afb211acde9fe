import type {
  GalleryGroupDetail,
  GalleryImage,
  GalleryImagePage,
  GalleryLikeAnswer,
} from '@lottery/contracts';

/** The fallback box of an image whose size is unknown: a portrait chart. */
export const defaultAspectRatio = 3 / 4;

/** Width / height of an image's box, from its recorded size (the box is there before the image). */
export const aspectRatioOf = (image: Pick<GalleryImage, 'width' | 'height'>): number =>
  image.width > 0 && image.height > 0 ? image.width / image.height : defaultAspectRatio;

/** Images in order, each once. */
export const uniqueImages = (images: readonly GalleryImage[]): GalleryImage[] => {
  const seen = new Set<number>();
  return images.filter((image) => (seen.has(image.id) ? false : (seen.add(image.id), true)));
};

/** The detail's past periods: every loaded page's list, without the latest one shown above. */
export const pastImagesOf = (pages: readonly GalleryGroupDetail[]): GalleryImage[] => {
  const latestId = pages[0]?.latest?.id;
  return uniqueImages(pages.flatMap((page) => page.groupList.data)).filter(
    (image) => image.id !== latestId,
  );
};

/** The like as the user just set it, before the server answers: the count moves by one. */
export const toggledLike = (image: GalleryImage, like: 0 | 1): GalleryImage =>
  image.like === like
    ? image
    : { ...image, like, likeCount: Math.max(0, image.likeCount + (like === 1 ? 1 : -1)) };

/** The like as the server answered it. */
export const answeredLike = (image: GalleryImage, answer: GalleryLikeAnswer): GalleryImage => ({
  ...image,
  like: answer.like,
  likeCount: answer.likeCount,
});

/** Applies `change` to the image `id` wherever it is in a detail answer. */
export const changeDetailImage = (
  detail: GalleryGroupDetail,
  id: number,
  change: (image: GalleryImage) => GalleryImage,
): GalleryGroupDetail => {
  const latest = detail.latest?.id === id ? change(detail.latest) : detail.latest;
  const hit = detail.groupList.data.some((image) => image.id === id);
  if (latest === detail.latest && !hit) return detail;
  return {
    ...detail,
    latest,
    groupList: hit
      ? {
          ...detail.groupList,
          data: detail.groupList.data.map((image) => (image.id === id ? change(image) : image)),
        }
      : detail.groupList,
  };
};

/** Applies `change` to the image `id` if a page of GET /gallery has it. */
export const changePageImage = (
  page: GalleryImagePage,
  id: number,
  change: (image: GalleryImage) => GalleryImage,
): GalleryImagePage =>
  page.data.some((image) => image.id === id)
    ? { ...page, data: page.data.map((image) => (image.id === id ? change(image) : image)) }
    : page;

/** The 已更新 tags are re-checked this often (the tag lasts 86.4 s). */
export const freshTickMs = 5_000;
