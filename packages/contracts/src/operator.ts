import { z } from 'zod';
import { textField } from './validation';

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
  /** Multi-line: some values are JSON or several lines of text. */
  configValue: textField(4000, { trim: false, multiline: true }),
  isPublic: z.boolean().optional(),
});
export type SetSystemConfigBody = z.infer<typeof setSystemConfigBody>;
