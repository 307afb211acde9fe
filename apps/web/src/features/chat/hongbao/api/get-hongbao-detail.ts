import { redPacketPaths } from '@lottery/contracts';
import type { RedPacketDetail } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http';
import { hongbaoKeys } from './hongbao-keys';

/** GET /api/chat/hongbao/detail?id: the packet, its shares so far and the caller's own share. */
export const getHongbaoDetail = (id: number, signal?: AbortSignal): Promise<RedPacketDetail> =>
  http.get(redPacketPaths.detail, { params: { id }, signal });

export const hongbaoDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: hongbaoKeys.detail(id),
    queryFn: ({ signal }) => getHongbaoDetail(id, signal),
  });

export const useHongbaoDetail = (id: number) => useQuery(hongbaoDetailQueryOptions(id));
