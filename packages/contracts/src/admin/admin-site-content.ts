import { z } from 'zod';
import { aboutFile } from '../account/account-api';
import { query } from '../query';
import { textField } from '../validation';

/**
 * The back office's site content (docs/admin.md "Ads, carousels and site pages"): the ad slots
 * AD01–AD14, the home carousel, the about pages and operator image uploads. Reading is `view`,
 * every change `editContent`; a change is audited and republished at once.
 */
export const adminSiteContentPaths = {
  ads: '/admin/content/ads',
  saveAd: '/admin/content/ads/save',
  carousels: '/admin/content/carousels',
  saveCarousels: '/admin/content/carousels/save',
  pages: '/admin/content/pages',
  savePage: '/admin/content/pages/save',
  uploadImage: '/admin/content/images/upload',
} as const;

/** The reads take no parameters (only the client's cache-busting `_t`). */
export const adminSiteContentNoQuery = query({});

/** The ad slots an operator edits; where the member app shows each one. */
export const adSlotLabels = {
  AD01: '首页推荐 上方横幅',
  AD02: '首页推荐 下方横幅',
  AD03: '广告位 AD03',
  AD04: '广告位 AD04',
  AD05: '广告位 AD05',
  AD06: '广告位 AD06',
  AD07: '广告位 AD07',
  AD08: '图库 顶部横幅',
  AD09: '广告位 AD09',
  AD10: '广告位 AD10',
  AD11: '首页弹窗广告',
  AD12: '首页 顶部横幅',
  AD13: '模板卡片 首充优惠',
  AD14: '模板卡片 聊天室',
} as const;
export const adSlotCodes = Object.keys(adSlotLabels) as (keyof typeof adSlotLabels)[];
export const adSlotCode = z.enum(adSlotCodes as [keyof typeof adSlotLabels]);
export type AdSlotCode = z.infer<typeof adSlotCode>;

const sort = z.number().int().min(0).max(100_000).default(0);

export const adminAdItem = z.object({
  groupNo: z.number().int(),
  /** Rich text (sanitized on save); most slots show only the image. */
  content: z.string(),
  imageUrl: z.string(),
  redirectUrl: z.string(),
  sort: z.number().int(),
});
export type AdminAdItem = z.infer<typeof adminAdItem>;

/** A slot as stored; `stored` false for a code the table does not hold yet (it shows nothing). */
export const adminAd = z.object({
  templateCode: adSlotCode,
  label: z.string(),
  enabled: z.boolean(),
  stored: z.boolean(),
  items: z.array(adminAdItem),
});
export type AdminAd = z.infer<typeof adminAd>;
export const adminAdList = z.array(adminAd);

export const saveAdItem = z.strictObject({
  groupNo: z.number().int().min(1).max(100).default(1),
  content: textField(5_000, { trim: false, multiline: true }).default(''),
  imageUrl: textField(500).min(1, '请上传图片'),
  redirectUrl: textField(500).default(''),
  sort,
});

/** A slot's switch and its whole list of items, replacing the stored ones. */
export const saveAdBody = z.strictObject({
  templateCode: adSlotCode,
  enabled: z.boolean(),
  items: z.array(saveAdItem).max(20, '最多 20 项'),
});
export type SaveAdBody = z.input<typeof saveAdBody>;

export const adminCarousel = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  redirectUrl: z.string(),
  sort: z.number().int(),
});
export type AdminCarousel = z.infer<typeof adminCarousel>;
export const adminCarouselList = z.array(adminCarousel);

/** The home carousel's banners, all of them (kept ids stay, new ones get the next free id). */
export const saveCarouselsBody = z.strictObject({
  carousels: z
    .array(
      z.strictObject({
        id: z.number().int().min(1).max(2_147_483_647).optional(),
        imageUrl: textField(500).min(1, '请上传图片'),
        redirectUrl: textField(500).default(''),
        sort,
      }),
    )
    .max(20, '最多 20 张'),
});
export type SaveCarouselsBody = z.input<typeof saveCarouselsBody>;

/** The site pages the member app links (about.json). */
export const sitePageSlug = aboutFile.shape.pages.element.shape.slug;
export type SitePageSlug = z.infer<typeof sitePageSlug>;
export const sitePageLabels: Record<SitePageSlug, string> = {
  'user-agreement': '用户协议',
  'contact-us': '联系我们',
  'privacy-agreement': '隐私协议',
};

export const adminSitePage = z.object({
  slug: sitePageSlug,
  title: z.string(),
  /** HTML, sanitized on save. */
  content: z.string(),
  sort: z.number().int(),
  stored: z.boolean(),
  /** Epoch ms; null for a page not stored yet. */
  updatedAt: z.number().int().nullable(),
});
export type AdminSitePage = z.infer<typeof adminSitePage>;
export const adminSitePageList = z.array(adminSitePage);

export const saveSitePageBody = z.strictObject({
  slug: sitePageSlug,
  title: textField(100).min(1, '请输入标题'),
  content: textField(100_000, { trim: false, multiline: true }).min(1, '请输入内容'),
  sort,
});
export type SaveSitePageBody = z.input<typeof saveSitePageBody>;

/** Largest image an operator uploads, before cleaning. */
export const siteImageMaxBytes = 2 * 1024 * 1024;
/** Base64 of the largest image, with room for padding. */
const maxBase64 = Math.ceil(siteImageMaxBytes / 3) * 4 + 4;

/**
 * An image as base64 (the file's bytes, whatever its name): checked by its content, cleaned of
 * everything but image data, stored under a content-addressed name served with a year's cache.
 */
export const uploadSiteImageBody = z.strictObject({
  data: z
    .string()
    .max(maxBase64 * 2, '图片不能超过2MB')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, '图片数据无效'),
});
export type UploadSiteImageBody = z.infer<typeof uploadSiteImageBody>;

export const uploadedSiteImage = z.object({
  /** Under /sys-upload/images/; what the forms store as imageUrl. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedSiteImage = z.infer<typeof uploadedSiteImage>;

/** The route's body limit: the largest base64 image and the JSON around it. */
export const siteImageBodyLimit = maxBase64 * 2 + 1024;
