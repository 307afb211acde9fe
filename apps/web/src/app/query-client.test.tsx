import { notifyManager, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AbortedError, ApiError, NetworkError } from '../lib/http';
import { batchedScheduler, createQueryClient, notifyBatchMs } from './query-client';

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

describe('batchedScheduler', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the notifications scheduled within a frame together, in order, in one task', () => {
    vi.useFakeTimers();
    const schedule = batchedScheduler();
    const ran: string[] = [];
    schedule(() => ran.push('company'));
    vi.advanceTimersByTime(notifyBatchMs - 1);
    schedule(() => ran.push('notices'));
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['company', 'notices']);
    expect(vi.getTimerCount()).toBe(0);

    schedule(() => ran.push('ads'));
    vi.advanceTimersByTime(notifyBatchMs);
    expect(ran).toEqual(['company', 'notices', 'ads']);
  });

  it('renders answers that arrive a few milliseconds apart once', async () => {
    const renders = vi.fn();
    const client = createQueryClient();
    // React renders on its own schedule here, as in the browser (not when a test's act() lets it).
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    notifyManager.setScheduler(batchedScheduler());
    function Both() {
      const a = useQuery({ queryKey: ['a'], queryFn: () => Promise.resolve('A') });
      const b = useQuery({
        queryKey: ['b'],
        queryFn: () => new Promise((resolve) => setTimeout(() => resolve('B'), 5)),
      });
      renders(a.data, b.data);
      return null;
    }
    try {
      render(
        <QueryClientProvider client={client}>
          <Both />
        </QueryClientProvider>,
      );
      await waitFor(() => expect(renders).toHaveBeenLastCalledWith('A', 'B'));
      expect(renders.mock.calls.filter(([a, b]) => a === 'A' || b === 'B')).toEqual([['A', 'B']]);
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
      notifyManager.setScheduler((callback) => setTimeout(callback, 0));
    }
  });
});
