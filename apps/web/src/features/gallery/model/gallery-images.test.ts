import type { GalleryGroupDetail, GalleryImage } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import {
  answeredLike,
  aspectRatioOf,
  changeDetailImage,
  changePageImage,
  pastImagesOf,
  toggledLike,
} from './gallery-images';

const imageOf = (id: number, extra: Partial<GalleryImage> = {}): GalleryImage => ({
  id,
  groupId: 7,
  gameTurn: String(2026300 + id),
  imageUrl: `gallery/${id}.png`,
  thumbUrl: `gallery/${id}-thumb.png`,
  like: 0,
  likeCount: 3,
  updatedTime: 1_700_000_000,
  width: 600,
  height: 800,
  ...extra,
});

const detailOf = (latest: GalleryImage | null, list: GalleryImage[]): GalleryGroupDetail => ({
  group: {
    groupId: 7,
    gameId: 110,
    groupType: 1,
    name: '金牌图',
    gameTurn: '2026310',
    imageUrl: '',
    updatedTime: 1_700_000_000,
    initials: 'J',
  },
  latest,
  groupList: { data: list, totalCount: list.length },
});

describe('aspectRatioOf', () => {
  it('is the recorded width / height, or a portrait 3:4 when the size is unknown', () => {
    expect(aspectRatioOf({ width: 600, height: 800 })).toBe(0.75);
    expect(aspectRatioOf({ width: 1000, height: 500 })).toBe(2);
    expect(aspectRatioOf({ width: 0, height: 0 })).toBe(0.75);
  });
});

describe('pastImagesOf', () => {
  it('lists every loaded page once, without the latest image shown above', () => {
    const pages = [
      detailOf(imageOf(10), [imageOf(10), imageOf(9), imageOf(8)]),
      detailOf(imageOf(10), [imageOf(8), imageOf(7)]),
    ];
    expect(pastImagesOf(pages).map((image) => image.id)).toEqual([9, 8, 7]);
    expect(pastImagesOf([detailOf(null, [imageOf(3)])]).map((image) => image.id)).toEqual([3]);
    expect(pastImagesOf([])).toEqual([]);
  });
});

describe('likes', () => {
  it('moves the count by one with the like, never below 0', () => {
    expect(toggledLike(imageOf(1), 1)).toMatchObject({ like: 1, likeCount: 4 });
    expect(toggledLike(imageOf(1, { like: 1, likeCount: 0 }), 0)).toMatchObject({
      like: 0,
      likeCount: 0,
    });
    const same = imageOf(1, { like: 1 });
    expect(toggledLike(same, 1)).toBe(same);
  });

  it('takes the server’s answer as it is', () => {
    expect(answeredLike(imageOf(1), { galleryId: 1, like: 1, likeCount: 42 })).toMatchObject({
      like: 1,
      likeCount: 42,
    });
  });

  it('changes the image in the latest slot and in the list of a detail', () => {
    const detail = detailOf(imageOf(10), [imageOf(10), imageOf(9)]);
    const liked = changeDetailImage(detail, 10, (image) => toggledLike(image, 1));
    expect(liked.latest?.like).toBe(1);
    expect(liked.groupList.data.map((image) => image.like)).toEqual([1, 0]);
    const older = changeDetailImage(detail, 9, (image) => toggledLike(image, 1));
    expect(older.latest).toBe(detail.latest);
    expect(older.groupList.data.map((image) => image.like)).toEqual([0, 1]);
    expect(changeDetailImage(detail, 99, (image) => toggledLike(image, 1))).toBe(detail);
  });

  it('changes the image in a page of GET /gallery, and leaves other pages alone', () => {
    const page = { data: [imageOf(1), imageOf(2)], totalCount: 2 };
    expect(
      changePageImage(page, 2, (image) => toggledLike(image, 1)).data.map((image) => image.like),
    ).toEqual([0, 1]);
    expect(changePageImage(page, 3, (image) => toggledLike(image, 1))).toBe(page);
  });
});
