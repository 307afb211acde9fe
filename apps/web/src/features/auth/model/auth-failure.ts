import { errorMessage } from '@lottery/contracts';
import type { ErrorCode } from '@lottery/contracts';

/** What the pages need of any failure: the server's code (when there is one) and its message. */
export interface AuthFailure {
  code: string;
  msg: string;
}

const readString = (value: unknown, key: string): string | undefined => {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' && field !== '' ? field : undefined;
};

/**
 * ApiError and the other HttpErrors, and BridgeError, all carry `code` and a Chinese `msg`; anything
 * else (a bug, a crypto failure) gets the generic message.
 */
export const authFailureOf = (error: unknown): AuthFailure => ({
  code: readString(error, 'code') ?? 'SYS/INTERNAL',
  msg: readString(error, 'msg') ?? errorMessage('SYS/INTERNAL'),
});

export const hasCode = (error: unknown, code: ErrorCode): boolean =>
  readString(error, 'code') === code;
