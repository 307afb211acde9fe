import { z } from 'zod';
import { query } from '../query';
import { textField } from '../validation';

export const adminNoticesQuery = query({
  noticeType: z.coerce.number().int().min(0).max(2).optional(),
});

export const adminNotice = z.object({
  id: z.number().int(),
  noticeType: z.number().int(),
  title: z.string(),
  /** Index notices (type 1) are rich text, sanitized on save; the others plain text. */
  content: z.string(),
  redirectUrl: z.string(),
  imageUrl: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  rolls: z.boolean(),
  createdAt: z.number().int(),
});
export type AdminNotice = z.infer<typeof adminNotice>;
/** Few enough to list whole: every notice of the type (or of all), enabled or not. */
export const adminNoticeList = z.array(adminNotice);

/** Create (no id) or change a notice; the home's notice file is republished at once. */
export const saveNoticeBody = z.strictObject({
  id: z.number().int().positive().optional(),
  noticeType: z.number().int().min(0).max(2),
  title: textField(100).min(1, '请输入标题'),
  content: textField(20_000, { trim: false, multiline: true }),
  redirectUrl: textField(500).default(''),
  imageUrl: textField(500).default(''),
  sort: z.number().int().min(0).max(100_000).default(0),
  enabled: z.boolean().default(true),
  rolls: z.boolean().default(false),
});
export type SaveNoticeBody = z.infer<typeof saveNoticeBody>;
