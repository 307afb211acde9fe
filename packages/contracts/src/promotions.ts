import { z } from 'zod';
import { textField } from './validation';

export { promotionTexts } from './promotion-texts';

/**
 * Promotions (spec part 2 §2.7, §3 Promotion, §7 GET /promotion/list): offers by classification,
 * each a page of its own or (templateType 3) an external link, listed while they run.
 */
export const promotionPaths = {
  list: '/promotion/list',
  /** Not named by the spec: the detail page's body (docs/api.md). */
  detail: '/promotion/detail',
} as const;

export const promotionOperatorPaths = {
  save: '/operator/promotions',
  remove: '/operator/promotions/remove',
} as const;

/** templateType 3: the card opens `linkUrl` instead of a page of its own. */
export const promotionTemplateTypes = { page: 0, externalLink: 3 } as const;

/** The list's `device`: 1 phones (this client), 2 computers; 0 on a promotion: every device. */
export const promotionDevices = { every: 0, phone: 1, computer: 2 } as const;

export const promotion = z.object({
  id: z.number().int(),
  classifyType: z.number().int(),
  classifyName: z.string(),
  name: z.string(),
  coverUrl: z.string(),
  imageUrl: z.string(),
  templateType: z.number().int(),
  /** The name chip's colour (#rrggbb), empty for the default. */
  color: z.string(),
  /** Epoch ms. */
  startTime: z.number().int(),
  endTime: z.number().int(),
  domain: z.string(),
  /** templateType 3: where the card leads. */
  linkUrl: z.string(),
});
export type Promotion = z.infer<typeof promotion>;

export const promotionListQuery = z.strictObject({
  device: z.coerce.number().int().min(1).max(2).default(promotionDevices.phone),
  companyCode: textField(32, { trim: false }).optional(),
  _t: z.coerce.number().optional(),
});
export type PromotionListQuery = z.infer<typeof promotionListQuery>;

export const promotionDetailQuery = z.strictObject({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  _t: z.coerce.number().optional(),
});

export const promotionDetail = promotion.extend({
  /** Sanitized HTML. */
  content: z.string(),
});
export type PromotionDetail = z.infer<typeof promotionDetail>;

const colour = z.string().regex(/^(#[0-9a-fA-F]{6})?$/);
const link = z
  .string()
  .max(500)
  .regex(/^(https?:\/\/[^\s]+|\/[^\s]*)?$/);

/** An operator's promotion: a new one without `id`, a change with it. */
export const savePromotionBody = z
  .strictObject({
    id: z.number().int().min(1).optional(),
    classifyType: z.number().int().min(1).max(999),
    /** Names the classification; needed when the classifyType is new. */
    classifyName: textField(20).pipe(z.string().min(1)).optional(),
    name: textField(60).pipe(z.string().min(1)),
    coverUrl: textField(300).pipe(z.string().min(1)),
    imageUrl: textField(300).default(''),
    templateType: z.union([z.literal(0), z.literal(3)]).default(0),
    color: colour.default(''),
    startTime: z.number().int().min(0),
    endTime: z.number().int().min(0),
    domain: textField(100).default(''),
    linkUrl: link.default(''),
    /** HTML, sanitized when stored. */
    content: textField(100_000, { trim: false, multiline: true }).default(''),
    device: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
    sort: z.number().int().min(0).max(100_000).default(0),
  })
  .refine((body) => body.startTime <= body.endTime, {
    path: ['endTime'],
    message: '结束时间不能早于开始时间',
  })
  .refine((body) => body.templateType !== 3 || body.linkUrl !== '', {
    path: ['linkUrl'],
    message: '外部链接活动需要链接地址',
  });
export type SavePromotionBody = z.infer<typeof savePromotionBody>;

export const removePromotionBody = z.strictObject({ id: z.number().int().min(1) });
