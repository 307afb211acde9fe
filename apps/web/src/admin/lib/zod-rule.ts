import type { FormRule } from 'antd';
import type { z } from '@lottery/contracts';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * An antd form rule that asks the contract's schema, with the contract's message; an untouched
 * field counts as empty text, and an `optional` field may stay empty.
 */
export const zodRule = (schema: z.ZodType, { optional = false } = {}): FormRule => ({
  validator: async (_rule, value: unknown) => {
    if (optional && isEmpty(value)) return;
    const result = schema.safeParse(value ?? '');
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? '格式不正确');
  },
});
