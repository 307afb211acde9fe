import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminPaths, type AdminAuditRow } from '@lottery/contracts';
import { adminGet } from '../../lib/admin-api';

export interface AuditFilters {
  operator?: string;
  action?: string;
  target?: string;
  startDate?: string;
  endDate?: string;
}

export interface AuditPage {
  list: AdminAuditRow[];
  total: number;
  page: number;
  size: number;
}

export const useAuditLog = (filters: AuditFilters, page: number, size: number) =>
  useQuery({
    queryKey: ['admin', 'audit', filters, page, size],
    queryFn: () => adminGet<AuditPage>(adminPaths.audit, { ...filters, page, size }),
    placeholderData: keepPreviousData,
  });
