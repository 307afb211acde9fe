import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminReportPaths, type AdminFinanceReport } from '@lottery/contracts';
import { adminGet } from '../../lib/admin-api';
import type { DayRange } from '../../lib/day-range';

export const useFinanceReport = (range: DayRange) =>
  useQuery({
    queryKey: ['admin', 'reports', 'finance', range.startDate, range.endDate],
    queryFn: () => adminGet<AdminFinanceReport>(adminReportPaths.finance, { ...range }),
    placeholderData: keepPreviousData,
  });
