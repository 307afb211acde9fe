import { z } from 'zod';

/** Operator calls (not part of the customer's client): authenticated by the operator token. */
export const operatorPaths = { systemConfig: '/operator/system-config' } as const;

export const operatorTokenHeader = 'x-operator-token';

export const setSystemConfigBody = z.strictObject({
  configKey: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/),
  configValue: z.string().max(4000),
  isPublic: z.boolean().optional(),
});
export type SetSystemConfigBody = z.infer<typeof setSystemConfigBody>;
