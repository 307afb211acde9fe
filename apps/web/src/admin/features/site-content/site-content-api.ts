import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminSiteContentPaths as paths,
  type AdminAd,
  type AdminCarousel,
  type AdminSitePage,
  type SaveAdBody,
  type SaveCarouselsBody,
  type SaveSitePageBody,
} from '@lottery/contracts';
import { adminGet, adminPost } from '../../lib/admin-api';

const key = {
  ads: ['admin', 'site-content', 'ads'],
  carousels: ['admin', 'site-content', 'carousels'],
  pages: ['admin', 'site-content', 'pages'],
} as const;

/** A change's mutation that refreshes its list once the server has answered. */
const useChange = <Body, Answer>(path: string, queryKey: readonly string[]) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => adminPost<Answer>(path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
};

export const useAds = () =>
  useQuery({ queryKey: key.ads, queryFn: () => adminGet<AdminAd[]>(paths.ads) });
export const useSaveAd = () => useChange<SaveAdBody, AdminAd>(paths.saveAd, key.ads);

export const useCarousels = () =>
  useQuery({ queryKey: key.carousels, queryFn: () => adminGet<AdminCarousel[]>(paths.carousels) });
export const useSaveCarousels = () =>
  useChange<SaveCarouselsBody, AdminCarousel[]>(paths.saveCarousels, key.carousels);

export const useSitePages = () =>
  useQuery({ queryKey: key.pages, queryFn: () => adminGet<AdminSitePage[]>(paths.pages) });
export const useSaveSitePage = () =>
  useChange<SaveSitePageBody, AdminSitePage>(paths.savePage, key.pages);
