import { QueryClient } from '@tanstack/react-query';
import { AdminApiError } from '../lib/admin-api';

/** A refusal (4xx) is the server's answer; asking again changes nothing. */
const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (error instanceof AdminApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
};

export const createAdminQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 15_000, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
