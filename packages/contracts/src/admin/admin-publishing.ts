import { z } from 'zod';
import { galleryGroupTypes } from '../gallery';
import { libraryArticleItem, libraryCategoryCode } from '../library';
import { query } from '../query';
import { postBadges } from '../templates';
import { textField } from '../validation';
import { adminPage, adminPageQuery } from './admin-common';

/**
 * The back office's published content (docs/admin.md "Published content"): template cards with
 * their groups and items, gallery groups, promotions and the data library. Reading is `view`,
 * every change `editContent`; a change is audited and members see it at once.
 */
export const adminPublishingPaths = {
  games: '/admin/templates/games',
  templates: '/admin/templates',
  template: '/admin/templates/detail',
  saveTemplate: '/admin/templates/save',
  removeTemplate: '/admin/templates/remove',
  saveTemplateGroup: '/admin/templates/groups/save',
  removeTemplateGroup: '/admin/templates/groups/remove',
  templateItems: '/admin/templates/items',
  saveTemplateItem: '/admin/templates/items/save',
  removeTemplateItem: '/admin/templates/items/remove',

  galleryCategories: '/admin/gallery/categories',
  galleryGroups: '/admin/gallery/groups',
  saveGalleryGroup: '/admin/gallery/groups/save',
  removeGalleryGroup: '/admin/gallery/groups/remove',

  promotions: '/admin/promotions',
  promotionClasses: '/admin/promotions/classes',
  savePromotion: '/admin/promotions/save',
  removePromotion: '/admin/promotions/remove',

  libraryCategories: '/admin/library/categories',
  saveLibraryCategory: '/admin/library/categories/save',
  libraryArticles: '/admin/library/articles',
  libraryArticle: '/admin/library/articles/detail',
  saveLibraryArticle: '/admin/library/articles/save',
  removeLibraryArticle: '/admin/library/articles/remove',
} as const;

const id = z.number().int().min(1).max(2_147_483_647);
const queryId = z.coerce.number().int().min(1).max(2_147_483_647);
const sort = z.number().int().min(0).max(1_000_000).default(0);
const zeroOne = z.union([z.literal(0), z.literal(1)]);

/** The reads that take no parameters (only the client's cache-busting `_t`). */
export const adminPublishingNoQuery = query({});

/** A lottery game, for the game pickers of templates and the gallery. */
export const adminGameOption = z.object({
  id: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
});
export type AdminGameOption = z.infer<typeof adminGameOption>;

// ---------------------------------------------------------------------------------------------
// Template cards.

export const adminTemplatesQuery = query({ gameId: queryId });

/** A card as the operator keeps it, disabled ones too; `generator` cards get items by draws. */
export const adminTemplate = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  templateCode: z.string(),
  name: z.string(),
  subName: z.string(),
  note1: z.string(),
  note2: z.string(),
  colorTheme: z.string(),
  playCateName: z.string(),
  sort: z.number().int(),
  status: zeroOne,
  generated: z.boolean(),
});
export type AdminTemplate = z.infer<typeof adminTemplate>;

export const adminTemplateGroup = z.object({
  id: z.number().int(),
  templateId: z.number().int(),
  groupName: z.string(),
  sort: z.number().int(),
  itemCount: z.number().int(),
});
export type AdminTemplateGroup = z.infer<typeof adminTemplateGroup>;

export const adminTemplateDetail = adminTemplate.extend({ groups: z.array(adminTemplateGroup) });
export type AdminTemplateDetail = z.infer<typeof adminTemplateDetail>;

export const saveTemplateBody = z.strictObject({
  id: id.optional(),
  gameId: id,
  templateCode: textField(20).pipe(z.string().min(1, '请输入版式代码')),
  name: textField(60).pipe(z.string().min(1, '请输入名称')),
  subName: textField(60).default(''),
  note1: textField(200).default(''),
  note2: textField(200).default(''),
  colorTheme: textField(40).default(''),
  playCateName: textField(20).default(''),
  sort,
  status: zeroOne.default(1),
});
export type SaveTemplateBody = z.infer<typeof saveTemplateBody>;

export const saveTemplateGroupBody = z.strictObject({
  id: id.optional(),
  templateId: id,
  groupName: textField(30).pipe(z.string().min(1, '请输入分组名称')),
  sort,
});
export type SaveTemplateGroupBody = z.infer<typeof saveTemplateGroupBody>;

export const adminTemplateItemsQuery = query({ groupId: queryId, ...adminPageQuery });

/** An item as stored: HTML fields sanitized; newest (highest sort) first. */
export const adminTemplateItem = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  templateId: z.number().int(),
  title: z.string(),
  content: z.string(),
  content2: z.string(),
  content3: z.string(),
  note: z.string(),
  iconUrl: z.string(),
  subName: z.string(),
  sort: z.number().int(),
  requireLogin: zeroOne,
  requireRecharge: zeroOne,
  templateType: z.number().int(),
  activeCover: zeroOne,
  badges: z.array(z.string()),
  /** A generated prediction's turn ('' for an operator's item). */
  turnNum: z.string(),
  updatedAt: z.number().int(),
});
export type AdminTemplateItem = z.infer<typeof adminTemplateItem>;
export const adminTemplateItemPage = adminPage(adminTemplateItem);

const html = (max: number) => textField(max, { trim: false, multiline: true }).default('');

/** An item of a group: new without `id`; its HTML fields are sanitized when stored. */
export const saveTemplateItemBody = z.strictObject({
  id: id.optional(),
  groupId: id,
  title: textField(100).default(''),
  content: html(20_000),
  content2: html(5_000),
  content3: html(5_000),
  note: html(5_000),
  iconUrl: textField(300).default(''),
  subName: textField(30).default(''),
  sort,
  requireLogin: zeroOne.default(0),
  requireRecharge: zeroOne.default(0),
  templateType: zeroOne.default(1),
  activeCover: zeroOne.default(0),
  badges: z.array(z.enum(postBadges)).max(3).default([]),
});
export type SaveTemplateItemBody = z.infer<typeof saveTemplateItemBody>;

// ---------------------------------------------------------------------------------------------
// Gallery groups.

/** What a group's generated charts show (the server draws each kind). */
export const galleryChartKindLabels = {
  numbers: '号码',
  zodiac: '生肖',
  waves: '波色',
  'odd-even': '单双',
  verse: '诗句',
} as const;
export const galleryChartKinds = Object.keys(galleryChartKindLabels) as [
  keyof typeof galleryChartKindLabels,
  ...(keyof typeof galleryChartKindLabels)[],
];

export const adminGalleryCategoriesQuery = query({ gameId: queryId });
export const adminGalleryCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
});
export type AdminGalleryCategory = z.infer<typeof adminGalleryCategory>;

export const adminGalleryGroupsQuery = query({
  gameId: queryId,
  groupType: z.coerce.number().int().min(1).max(2).default(galleryGroupTypes.colour),
  /** Part of the name. */
  searchText: textField(30).optional(),
  ...adminPageQuery,
});
export type AdminGalleryGroupsQuery = z.infer<typeof adminGalleryGroupsQuery>;

export const adminGalleryGroup = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  groupType: z.number().int(),
  name: z.string(),
  initials: z.string(),
  popular: z.boolean(),
  categoryId: z.number().int().nullable(),
  chartKind: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  imageCount: z.number().int(),
});
export type AdminGalleryGroup = z.infer<typeof adminGalleryGroup>;
export const adminGalleryGroupPage = adminPage(adminGalleryGroup);

export const saveGalleryGroupBody = z.strictObject({
  id: id.optional(),
  gameId: id,
  groupType: z.union([z.literal(1), z.literal(2)]),
  name: textField(30).pipe(z.string().min(1, '请输入图纸名称')),
  initials: z.string().regex(/^[A-Z]$/, '首字母应为 A–Z 的一个大写字母'),
  popular: z.boolean().default(false),
  categoryId: id.nullable().default(null),
  chartKind: z.enum(galleryChartKinds).default('numbers'),
  sort,
  enabled: z.boolean().default(true),
});
export type SaveGalleryGroupBody = z.infer<typeof saveGalleryGroupBody>;

// ---------------------------------------------------------------------------------------------
// Promotions (the body of a save is the operator call's savePromotionBody).

/** A promotion as the operator keeps it: ended and future ones too, with its body and device. */
export const adminPromotion = z.object({
  id: z.number().int(),
  classifyType: z.number().int(),
  classifyName: z.string(),
  name: z.string(),
  coverUrl: z.string(),
  imageUrl: z.string(),
  templateType: z.number().int(),
  color: z.string(),
  startTime: z.number().int(),
  endTime: z.number().int(),
  domain: z.string(),
  linkUrl: z.string(),
  content: z.string(),
  device: z.number().int(),
  sort: z.number().int(),
});
export type AdminPromotion = z.infer<typeof adminPromotion>;

export const adminPromotionClass = z.object({
  classifyType: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
});
export type AdminPromotionClass = z.infer<typeof adminPromotionClass>;

// ---------------------------------------------------------------------------------------------
// The data library (saves take the operator calls' saveLibraryCategoryBody / ArticleBody).

export const adminLibraryArticlesQuery = query({
  categoryCode: libraryCategoryCode,
  ...adminPageQuery,
});
export type AdminLibraryArticlesQuery = z.infer<typeof adminLibraryArticlesQuery>;

/** A category's articles, newest first, without their bodies. */
export const adminLibraryArticlePage = adminPage(libraryArticleItem);
