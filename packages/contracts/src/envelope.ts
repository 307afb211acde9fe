import { z } from 'zod';

/** Body of every successful call: HTTP 200 `{ code: 0, msg: 'success', data }`. */
export const okEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.literal(0), msg: z.literal('success'), data });

export type OkEnvelope<T> = { code: 0; msg: 'success'; data: T };

export const ok = <T>(data: T): OkEnvelope<T> => ({ code: 0, msg: 'success', data });

/** Body of every failed call; `msg` and `message` carry the same Chinese text. */
export const errorBody = z.object({
  code: z.string(),
  msg: z.string(),
  message: z.string(),
  statusCode: z.number().int(),
});

export type ErrorBody = z.infer<typeof errorBody>;

/** `errorBody`'s check without zod, so the browser's first download can do without it. */
export const isErrorBody = (value: unknown): value is ErrorBody => {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body.code === 'string' &&
    typeof body.msg === 'string' &&
    typeof body.message === 'string' &&
    Number.isInteger(body.statusCode)
  );
};
