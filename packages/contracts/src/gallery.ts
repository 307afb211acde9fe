import { z } from 'zod';
import { pageSizes } from './constants';
import { query } from './query';
import { textField } from './validation';

/**
 * The gallery of prediction charts (spec part 1 §2 "Gallery", §3, §4, §7 "Gallery", §9). A group
 * (图纸) is a named chart series of a game, in colour (groupType 1) or black and white (2), filed
 * under the initial of its name; each period (第N期: the turn it predicts) has one image of the
 * group. Times of the spec's shapes are unix seconds.
 */

export const galleryPaths = {
  playCategory: '/gallery/play-category',
  group: '/gallery/group',
  groupName: '/gallery/group-name',
  category: '/gallery/category',
  gallery: '/gallery',
  groupDetail: '/gallery/group/detail',
  toggleLike: '/gallery/toggle-like',
  search: '/gallery/search',
} as const;

export const galleryGroupTypes = { colour: 1, blackAndWhite: 2 } as const;
export type GalleryGroupType = (typeof galleryGroupTypes)[keyof typeof galleryGroupTypes];

/** The games with a gallery, in tab order (the games with posters, spec part 1 §9). */
export const galleryGameIds = [110, 90, 70] as const;
export const defaultGalleryGameId = 110;

export interface GalleryGameTab {
  gameId: number;
  title: string;
}

/**
 * The gallery's game tabs: the games that have a gallery, in their order, named as the home names
 * them (app_config's home_lottery_setting); a game missing there is `彩种{id}`. While the names
 * load (`games` undefined) the titles are empty, so a name does not replace a stand-in.
 */
export const galleryGameTabs = (
  games: readonly { gameId: number; gameName: string }[] | undefined,
  loading = false,
): GalleryGameTab[] =>
  galleryGameIds.map((gameId) => {
    const name = games?.find((game) => game.gameId === gameId)?.gameName.trim();
    return { gameId, title: name || (loading ? '' : `彩种${gameId}`) };
  });

/** 已更新 shows while an image is younger than this (spec part 1 §9: 86.4 s). */
export const galleryFreshSeconds = 86.4;

/** Loading more within this distance of the bottom (spec part 1 §9). */
export const galleryLoadThresholdPx = 100;

export const galleryInitials = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

export const gallerySearchPlaceholder = '請輸入您要查找的图纸名称';

// ---------------------------------------------------------------------------------------------
// Queries.

const gameId = z.coerce.number().int().min(1).max(99_999);
const id = z.coerce.number().int().min(1).max(2_147_483_647);
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const rows = z.coerce.number().int().min(1).max(pageSizes.maxRows).default(pageSizes.gallery);
const groupType = z.coerce
  .number()
  .pipe(z.union([z.literal(1), z.literal(2)]))
  .default(galleryGroupTypes.colour);
/** Trimmed; empty is no search. */
const searchText = textField(30).default('');
/** One capital letter; empty is every initial. */
const initials = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]?$/, '应为一个字母 A–Z')
  .default('');
const flag = z.coerce
  .number()
  .pipe(z.union([z.literal(0), z.literal(1)]))
  .default(0);
/** The fixed company code the client sends with the group calls. */
const companyCode = textField(32, { trim: false }).optional();

export const galleryPlayCategoryQuery = query({ gameId });

export const galleryGroupQuery = query({
  gameId: gameId.default(defaultGalleryGameId),
  groupType,
  searchText,
  initials,
  /** 1: the popular groups only. */
  popular: flag,
  page,
  rows,
  companyCode,
});
export type GalleryGroupQuery = z.infer<typeof galleryGroupQuery>;

export const galleryCategoryQuery = query({
  gameId: gameId.default(defaultGalleryGameId),
  playCategoryId: id,
  /** The group type (1 colour, 2 black and white). */
  categoryType: groupType,
  page,
  rows,
});
export type GalleryCategoryQuery = z.infer<typeof galleryCategoryQuery>;

export const galleryImagesQuery = query({
  groupId: id,
  gameId: gameId.optional(),
  page,
  rows,
});
export type GalleryImagesQuery = z.infer<typeof galleryImagesQuery>;

export const gallerySearchQuery = galleryGroupQuery;

export const galleryLikeBody = z.strictObject({
  galleryId: z.coerce.number().int().min(1).max(2_147_483_647),
  like: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])),
});
export type GalleryLikeBody = z.infer<typeof galleryLikeBody>;

// ---------------------------------------------------------------------------------------------
// Answers.

const unixSeconds = z.number().int();

/** Spec part 1 §3 "Gallery group": the group with its latest period's thumbnail. */
export const galleryGroup = z.object({
  groupId: z.number().int(),
  gameId: z.number().int(),
  groupType: z.union([z.literal(1), z.literal(2)]),
  name: z.string(),
  /** The latest period's number (第{gameTurn}期); '' before the first image. */
  gameTurn: z.string(),
  /** The latest period's thumbnail. */
  imageUrl: z.string(),
  updatedTime: unixSeconds,
  initials: z.string(),
});
export type GalleryGroup = z.infer<typeof galleryGroup>;

/** Spec part 1 §3 "Gallery image": one period's chart of a group. */
export const galleryImage = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  gameTurn: z.string(),
  imageUrl: z.string(),
  thumbUrl: z.string(),
  /** 1 when the signed-in user likes it. */
  like: z.union([z.literal(0), z.literal(1)]),
  likeCount: z.number().int(),
  updatedTime: unixSeconds,
  /** The chart's size in pixels: the grid keeps its box before the image arrives. */
  width: z.number().int(),
  height: z.number().int(),
});
export type GalleryImage = z.infer<typeof galleryImage>;

export const galleryPlayCategory = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
});
export type GalleryPlayCategory = z.infer<typeof galleryPlayCategory>;

export const galleryGroupPage = z.object({
  data: z.array(galleryGroup),
  totalCount: z.number().int(),
});
export type GalleryGroupPage = z.infer<typeof galleryGroupPage>;

export const galleryImagePage = z.object({
  data: z.array(galleryImage),
  totalCount: z.number().int(),
});
export type GalleryImagePage = z.infer<typeof galleryImagePage>;

/** GET /gallery/group-name: the names of the matching groups and the initials that have any. */
export const galleryGroupNames = z.object({
  groupNames: z.array(z.string()),
  initials: z.array(z.string()),
});
export type GalleryGroupNames = z.infer<typeof galleryGroupNames>;

/** Spec part 1 §3 "Gallery detail response": the group, its latest image, its periods. */
export const galleryGroupDetail = z.object({
  group: galleryGroup,
  latest: galleryImage.nullable(),
  groupList: galleryImagePage,
});
export type GalleryGroupDetail = z.infer<typeof galleryGroupDetail>;

export const galleryLikeAnswer = z.object({
  galleryId: z.number().int(),
  like: z.union([z.literal(0), z.literal(1)]),
  likeCount: z.number().int(),
});
export type GalleryLikeAnswer = z.infer<typeof galleryLikeAnswer>;

/** True while the image is newer than 86.4 s: the 已更新 tag. */
export const isFreshGalleryImage = (updatedTime: number, nowMs: number): boolean =>
  nowMs / 1000 - updatedTime < galleryFreshSeconds;
