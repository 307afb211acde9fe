import { recordPageSize, redPacketPaths } from '@lottery/contracts';
import type { RedPacketHistory, RedPacketHistoryQuery } from '@lottery/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http';
import { nextDataPage } from '../../../../lib/http/next-page';
import { hongbaoKeys } from './hongbao-keys';

export type HongbaoHistoryKind = RedPacketHistoryQuery['kind'];

/** GET /api/chat/hongbao/history: one page (20) of the packets sent or the shares received. */
export const getHongbaoHistory = (
  kind: HongbaoHistoryKind,
  page: number,
  signal?: AbortSignal,
): Promise<RedPacketHistory> => {
  const params: RedPacketHistoryQuery = { kind, page, rows: recordPageSize };
  return http.get(redPacketPaths.history, { params, signal });
};

export const hongbaoHistoryQueryOptions = (kind: HongbaoHistoryKind) =>
  infiniteQueryOptions({
    queryKey: hongbaoKeys.history(kind),
    queryFn: ({ pageParam, signal }) => getHongbaoHistory(kind, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextDataPage,
  });

export const useHongbaoHistory = (kind: HongbaoHistoryKind) =>
  useInfiniteQuery(hongbaoHistoryQueryOptions(kind));
