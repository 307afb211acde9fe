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
