import { noticePaths, noticeTypes, staticFile } from '@lottery/contracts';
import type { Notice, NoticeListFile, NoticePage } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http';

/** notice_list.json: index notices (the official-notice modal), lottery notices, the strip. */
export const getNoticeList = (signal?: AbortSignal): Promise<NoticeListFile> =>
  http.getStatic(staticFile.noticeList, { signal });

export const noticeListQueryOptions = () =>
  queryOptions({
    queryKey: ['static', staticFile.noticeList],
    queryFn: ({ signal }) => getNoticeList(signal),
    staleTime: 5 * 60_000,
  });

export const useNoticeList = (enabled = true) => useQuery({ ...noticeListQueryOptions(), enabled });

/** GET /api/notice/queryPage?noticeType=0: the carousel's banner notices. */
export const getCarouselNotices = (signal?: AbortSignal): Promise<Notice[]> =>
  http
    .get<NoticePage>(noticePaths.queryPage, {
      signal,
      params: { noticeType: noticeTypes.carousel, page: 1, rows: 20 },
    })
    .then((page) => page.data);

export const useCarouselNotices = () =>
  useQuery({
    queryKey: ['notices', noticeTypes.carousel],
    queryFn: ({ signal }) => getCarouselNotices(signal),
    staleTime: 5 * 60_000,
  });
