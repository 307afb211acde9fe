import type { z } from 'zod';
import { describeError } from '@lottery/contracts';

const locationNames: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

/** Raised by the validator compiler; keeps the zod error so the message can name the field. */
export class RequestValidationError extends Error {
  readonly zodError: z.ZodError;
  validationContext?: string;

  constructor(zodError: z.ZodError) {
    super(describeError(zodError));
    this.name = 'RequestValidationError';
    this.zodError = zodError;
  }

  describe(): string {
    const location = this.validationContext ? locationNames[this.validationContext] : undefined;
    return describeError(this.zodError, location);
  }
}
