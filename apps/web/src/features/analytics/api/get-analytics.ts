import { analyticsPaths, type AnalyticsAnswer, type AnalyticsPeriod } from '@lottery/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /lottery/analytics: every analytics page of one game and period in one answer. */
export const getAnalytics = (gameId: number, period: AnalyticsPeriod, signal?: AbortSignal) =>
  http.get<AnalyticsAnswer>(analyticsPaths.analytics, { signal, params: { gameId, period } });

export const analyticsQueryOptions = (gameId: number, period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: ['lottery-analytics', gameId, period],
    queryFn: ({ signal }) => getAnalytics(gameId, period, signal),
    // The server's answer changes with the next draw only.
    staleTime: 60_000,
    // Switching the period keeps the last answer on screen until the next arrives.
    placeholderData: keepPreviousData,
  });

export const useAnalytics = (gameId: number | null, period: AnalyticsPeriod) =>
  useQuery({
    ...analyticsQueryOptions(gameId ?? 0, period),
    enabled: gameId !== null,
  });
