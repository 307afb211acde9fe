import { promotionDevices, promotionPaths } from '@lottery/contracts';
import type { Promotion, PromotionDetail } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useCompany } from '../../../lib/company/get-company';

const promotionKeys = {
  list: (companyCode: string | undefined) => ['promotions', 'list', companyCode ?? ''] as const,
  detail: (id: number) => ['promotions', 'detail', id] as const,
};

/** GET /promotion/list (spec part 2 §7: device 1 and the company code): the running offers. */
export const getPromotions = (companyCode: string | undefined, signal?: AbortSignal) =>
  http.get<Promotion[]>(promotionPaths.list, {
    signal,
    params: {
      device: promotionDevices.phone,
      ...(companyCode ? { companyCode } : {}),
    },
  });

export const usePromotions = () => {
  const company = useCompany();
  const companyCode = company.data?.companyCode;
  return useQuery(
    queryOptions({
      queryKey: promotionKeys.list(companyCode),
      queryFn: ({ signal }) => getPromotions(companyCode, signal),
      enabled: !company.isPending,
      staleTime: 60_000,
    }),
  );
};

/** GET /promotion/detail: one running offer with its page. */
export const getPromotionDetail = (id: number, signal?: AbortSignal) =>
  http.get<PromotionDetail>(promotionPaths.detail, { signal, params: { id } });

export const usePromotionDetail = (id: number) =>
  useQuery(
    queryOptions({
      queryKey: promotionKeys.detail(id),
      queryFn: ({ signal }) => getPromotionDetail(id, signal),
      enabled: Number.isInteger(id) && id > 0,
      staleTime: 60_000,
    }),
  );
