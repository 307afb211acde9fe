import { activeAdItems, staticFile } from '@lottery/contracts';
import type { AdItem, AdTemplate } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http';

export type AdCode = `AD${number}`;

/** template_ads.json: every ad template (the static default of GET /game-document/template/ads). */
export const getAdTemplates = (signal?: AbortSignal): Promise<AdTemplate[]> =>
  http.getStatic(staticFile.templateAds, {
    signal,
  });

export const adTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: ['static', staticFile.templateAds],
    queryFn: ({ signal }) => getAdTemplates(signal),
    staleTime: 5 * 60_000,
  });

/** The slot's items, and whether the templates are still loading (the slot keeps its place). */
export const useAdItems = (code: AdCode): { items: AdItem[]; pending: boolean } => {
  const { data, isPending } = useQuery(adTemplatesQueryOptions());
  return { items: data ? activeAdItems(data, code) : [], pending: isPending };
};
