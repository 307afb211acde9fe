import { companyInfo, companyPaths } from '@lottery/contracts';
import type { CompanyInfo } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /app-api/company/get: the brand (logo, name), the company code and the service URL. */
export const getCompany = (signal?: AbortSignal): Promise<CompanyInfo> =>
  http.get(companyPaths.get, { signal, parse: (data) => companyInfo.parse(data) });

/** Same key as the home page's company query, so the two share one cached answer. */
export const companyQueryOptions = () =>
  queryOptions({
    queryKey: ['company'],
    queryFn: ({ signal }) => getCompany(signal),
    staleTime: 10 * 60_000,
  });

export const useCompany = () => useQuery(companyQueryOptions());
