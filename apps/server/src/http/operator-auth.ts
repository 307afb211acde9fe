import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { operatorTokenHeader } from '@lottery/contracts';
import { AppError } from './app-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The hook guarding operator calls: OP/DISABLED without an OPERATOR_TOKEN, OP/UNAUTHORIZED unless
 * the request carries it (compared in constant time).
 */
export const operatorAuthorization = (operatorToken: string | undefined) => {
  const expected = operatorToken ? digest(operatorToken) : undefined;
  return async (request: FastifyRequest): Promise<void> => {
    if (!expected) throw new AppError('OP/DISABLED');
    const given = request.headers[operatorTokenHeader];
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
      throw new AppError('OP/UNAUTHORIZED');
    }
  };
};
