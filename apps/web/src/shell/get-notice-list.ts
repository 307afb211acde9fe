import { noticeListFile, staticFile } from '@lottery/contracts';
import type { NoticeListFile } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../lib/http';

/** notice_list.json: index notices (the official-notice modal), lottery notices, the strip. */
export const getNoticeList = (signal?: AbortSignal): Promise<NoticeListFile> =>
  http.getStatic(staticFile.noticeList, { signal, parse: (data) => noticeListFile.parse(data) });

export const noticeListQueryOptions = () =>
  queryOptions({
    queryKey: ['static', staticFile.noticeList],
    queryFn: ({ signal }) => getNoticeList(signal),
    staleTime: 5 * 60_000,
  });

export const useNoticeList = (enabled = true) => useQuery({ ...noticeListQueryOptions(), enabled });
