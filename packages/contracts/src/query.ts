import { z } from 'zod';

/** A query object that also accepts the cache-busting `_t` the client adds to reads. */
export const query = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject({ ...shape, _t: z.coerce.number().int().nonnegative().optional() });
