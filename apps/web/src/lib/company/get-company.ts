import { companyPaths } from '@lottery/contracts';
import type { CompanyInfo } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http';

/** GET /app-api/company/get: the brand (logo, name), the company code and the service URL. */
export const getCompany = (signal?: AbortSignal): Promise<CompanyInfo> =>
  http.get(companyPaths.get, { signal });

/** The one company query, shared by the home page and the sign-in pages. */
export const companyQueryOptions = () =>
  queryOptions({
    queryKey: ['company'],
    queryFn: ({ signal }) => getCompany(signal),
    // The company's name and logo change rarely; one fetch per visit is plenty.
    staleTime: 10 * 60_000,
  });

export const useCompany = () => useQuery(companyQueryOptions());
