import { adTemplate, staticFile, z } from '@lottery/contracts';
import type { AdTemplate } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http';

export type AdCode = `AD${number}`;
export type AdItem = AdTemplate['groups'][number]['items'][number];

/** template_ads.json: every ad template (the static default of GET /game-document/template/ads). */
export const getAdTemplates = (signal?: AbortSignal): Promise<AdTemplate[]> =>
  http.getStatic(staticFile.templateAds, {
    signal,
    parse: (data) => z.array(adTemplate).parse(data),
  });

export const adTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: ['static', staticFile.templateAds],
    queryFn: ({ signal }) => getAdTemplates(signal),
    staleTime: 5 * 60_000,
  });

/** The items of an active ad template, in order; none when it is off or missing. */
export const activeAdItems = (templates: readonly AdTemplate[], code: AdCode): AdItem[] => {
  const template = templates.find((candidate) => candidate.templateCode === code);
  if (!template || template.status !== 1) return [];
  return template.groups.flatMap((group) => group.items);
};

/** The slot's items, and whether the templates are still loading (the slot keeps its place). */
export const useAdItems = (code: AdCode): { items: AdItem[]; pending: boolean } => {
  const { data, isPending } = useQuery(adTemplatesQueryOptions());
  return { items: data ? activeAdItems(data, code) : [], pending: isPending };
};
