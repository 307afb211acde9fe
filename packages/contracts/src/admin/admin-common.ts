import { z } from 'zod';
import { query } from '../query';

/** Server paging of every back-office table. */
export const adminPageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

export const adminPage = <Item extends z.ZodType>(item: Item) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });

/** A calendar day in UTC+8, as the reports take it. */
export const adminDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');

export const adminIdQuery = query({ id: z.coerce.number().int().positive() });
export const adminIdBody = z.strictObject({ id: z.number().int().positive() });

/** Retries of a money action with the same key change nothing twice. */
export const adminIdempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
