import type { FormRule } from 'antd';
import type { z } from 'zod';

/** An antd form rule that asks the contract's schema, with the contract's message. */
export const zodRule = (schema: z.ZodType): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const result = schema.safeParse(value);
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? '格式不正确');
  },
});
