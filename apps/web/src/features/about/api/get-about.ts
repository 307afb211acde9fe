import { accountStaticFiles } from '@lottery/contracts';
import type { AboutFile } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** about.json: the three /about pages (user agreement, contact us, privacy agreement). */
export const getAbout = (signal?: AbortSignal): Promise<AboutFile> =>
  http.getStatic(accountStaticFiles.about, { signal });

export const aboutQueryOptions = () =>
  queryOptions({
    queryKey: ['static', accountStaticFiles.about],
    queryFn: ({ signal }) => getAbout(signal),
    staleTime: 10 * 60_000,
  });

export const useAbout = () => useQuery(aboutQueryOptions());
