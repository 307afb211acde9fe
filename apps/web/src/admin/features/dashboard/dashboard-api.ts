import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminPaths, type AdminDashboard } from '@lottery/contracts';
import { adminGet } from '../../lib/admin-api';
import type { DayRange } from '../../lib/day-range';

export const useDashboard = (range: DayRange) =>
  useQuery({
    queryKey: ['admin', 'dashboard', range.startDate, range.endDate],
    queryFn: () => adminGet<AdminDashboard>(adminPaths.dashboard, { ...range }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
