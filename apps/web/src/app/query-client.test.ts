import { describe, expect, it } from 'vitest';
import { AbortedError, ApiError, NetworkError } from '../lib/http';
import { createQueryClient } from './query-client';

const retryOf = () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry;
  if (typeof retry !== 'function') throw new Error('retry should be a function');
  return retry;
};

describe('createQueryClient', () => {
  it('retries a failed read once', () => {
    const retry = retryOf();
    const error = new NetworkError('GET', '/app-api/x');

    expect(retry(0, error)).toBe(true);
    expect(retry(1, error)).toBe(false);
  });

  it('never retries a 4xx answer or an aborted call', () => {
    const retry = retryOf();

    expect(retry(0, new ApiError(400, 'UC/TOKEN_INVALID', '登录已失效', 'GET', '/x'))).toBe(false);
    expect(retry(0, new AbortedError('GET', '/x'))).toBe(false);
    expect(retry(0, new ApiError(500, 'SYS/INTERNAL', '系统错误', 'GET', '/x'))).toBe(true);
  });

  it('treats data as fresh for 30 s and refetches on focus', () => {
    const queries = createQueryClient().getDefaultOptions().queries;

    expect(queries?.staleTime).toBe(30_000);
    expect(queries?.refetchOnWindowFocus).toBe(true);
  });
});
