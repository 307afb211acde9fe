import { defaultTimeZone, staticFile } from '@lottery/contracts';
import type { ConfigFile } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http';

/** config.json, read for the system time zone (sys_config.time_zone). */
export const getSystemTimeZone = (signal?: AbortSignal): Promise<string> =>
  http
    .getStatic<ConfigFile>(staticFile.config, { signal })
    .then((config) => config.sys_config.time_zone);

export const systemTimeZoneQueryOptions = () =>
  queryOptions({
    queryKey: ['static', staticFile.config, 'time_zone'],
    queryFn: ({ signal }) => getSystemTimeZone(signal),
    staleTime: 5 * 60_000,
  });

/**
 * The system time zone maintenance windows are read in (spec part 1 §9); the default zone until
 * config.json answers, and if it cannot be read.
 */
export const useSystemTimeZone = (): string => {
  const query = useQuery(systemTimeZoneQueryOptions());
  return query.data || defaultTimeZone;
};
