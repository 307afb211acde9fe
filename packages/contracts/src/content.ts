import { z } from 'zod';
import { pageSizes } from './constants';
import { textField } from './validation';

/** Notices of spec part 1 §3: the carousel uses noticeType 0. */
export const noticeTypes = { carousel: 0, index: 1, lottery: 2 } as const;

export const notice = z.object({
  id: z.number().int(),
  noticeTitle: z.string(),
  /** Sanitized HTML for index notices, plain text for the rest. */
  noticeContent: z.string(),
  noticeType: z.number().int(),
  redirectUrl: z.string(),
  /** Banner image of a carousel notice (under /sys-upload/), empty for the others. */
  imageUrl: z.string(),
  sort: z.number().int(),
});
export type Notice = z.infer<typeof notice>;

export const noticePaths = { queryPage: '/api/notice/queryPage' } as const;

export const noticeQuery = z.strictObject({
  noticeType: z.coerce.number().int().min(0).max(2).default(0),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  rows: z.coerce.number().int().min(1).max(pageSizes.maxRows).default(20),
  _t: z.coerce.number().optional(),
});

export const noticePage = z.object({ data: z.array(notice), totalCount: z.number().int() });
export type NoticePage = z.infer<typeof noticePage>;

/** notice_list.json: the index notices (official-notice modal), lottery notices, and the strip. */
export const noticeListFile = z.object({
  index_notice: z.array(notice),
  lottery_notice: z.array(notice),
  /** The notice strip joins these with ' | '. */
  roll_notice: z.array(z.string()),
});
export type NoticeListFile = z.infer<typeof noticeListFile>;

export const rollNoticeText = (file: Pick<NoticeListFile, 'roll_notice'>): string =>
  file.roll_notice.join(' | ');

/** Ad templates (AD01…AD14): AD08 gallery, AD11 pop-up, AD12 home top, AD13/AD14 in templates. */
export const adItem = z.object({
  id: z.number().int(),
  /** Sanitized HTML (usually an image with a link). */
  content: z.string(),
  imageUrl: z.string(),
  redirectUrl: z.string(),
  sort: z.number().int(),
});
export const adTemplate = z.object({
  templateCode: z.string().regex(/^AD\d{2,3}$/),
  /** 1 active, 0 off. */
  status: z.union([z.literal(0), z.literal(1)]),
  groups: z.array(z.object({ id: z.number().int(), items: z.array(adItem) })),
});
export type AdTemplate = z.infer<typeof adTemplate>;
export type AdItem = AdTemplate['groups'][number]['items'][number];

/** The items of an active ad template, in order; none when it is off or missing. */
export const activeAdItems = (templates: readonly AdTemplate[], code: string): AdItem[] => {
  const template = templates.find((candidate) => candidate.templateCode === code);
  if (!template || template.status !== 1) return [];
  return template.groups.flatMap((group) => group.items);
};

export const adPaths = { ads: '/game-document/template/ads' } as const;
export const adQuery = z.strictObject({
  companyCode: textField(32, { trim: false }).optional(),
  _t: z.coerce.number().optional(),
});

/** config_chat.json: the chat configuration fields of spec part 1 §3. */
export const chatConfigFile = z.object({
  enable_chat: z.union([z.literal(0), z.literal(1)]),
  enable_chat_maintenance: z.union([z.literal(0), z.literal(1)]),
  chat_maintenance_config: z.string(),
  rech_level: z.number().int(),
});
export type ChatConfigFile = z.infer<typeof chatConfigFile>;
