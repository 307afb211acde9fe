import { QueryClient } from '@tanstack/react-query';
import { isAbortedError, isApiError } from '../lib/http';

/** Answers the server gave on purpose (4xx) will not change on a retry. */
const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (isAbortedError(error)) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
};

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });

/** How long query results wait for others to render with them: about a frame. */
export const notifyBatchMs = 16;

/**
 * A scheduler for react-query's notifications that runs all those scheduled within
 * `notifyBatchMs` in one task: answers that arrive together render together (React batches
 * the updates of one task), instead of one render per answer on a phone's busy start.
 */
export const batchedScheduler = (
  delay = (run: () => void) => setTimeout(run, notifyBatchMs),
): ((callback: () => void) => void) => {
  let pending: (() => void)[] = [];
  return (callback) => {
    pending.push(callback);
    if (pending.length > 1) return;
    delay(() => {
      const due = pending;
      pending = [];
      for (const run of due) run();
    });
  };
};
