import { companyPaths } from '@lottery/contracts';
import type { CompanyInfo } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const getCompany = (signal?: AbortSignal): Promise<CompanyInfo> =>
  http.get<CompanyInfo>(companyPaths.get, { signal });

export const getCompanyQueryOptions = () =>
  queryOptions({
    queryKey: ['company'],
    queryFn: ({ signal }) => getCompany(signal),
    // The company's name and logo change rarely; one fetch per visit is plenty.
    staleTime: 10 * 60_000,
  });

export const useCompany = () => useQuery(getCompanyQueryOptions());
