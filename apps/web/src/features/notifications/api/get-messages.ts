import { accountPaths } from '@lottery/contracts';
import type { PushMessagePage, PushMessage } from '@lottery/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { memberQueryKey } from '../../../lib/profile/get-profile';
import { useSession } from '../../../lib/session';
import { nextDataPage } from '../../../lib/http/next-page';

export const messagesPageSize = 20;

export type MessagePage = PushMessagePage;
export type MessagePages = InfiniteData<MessagePage, number>;

/** GET /api/pushMessage/queryAll: one page of the member's messages, newest first. */
export const getMessages = (page: number, signal?: AbortSignal): Promise<MessagePage> =>
  http.get(accountPaths.messages, {
    signal,
    params: { page, rows: messagesPageSize },
  });

export const messagesQueryKey = memberQueryKey('messages');

export const messagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: messagesQueryKey,
    queryFn: ({ pageParam, signal }) => getMessages(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextDataPage,
    // The notifications view is kept out of any page cache (spec part 1 §2): always fresh.
    staleTime: 0,
    gcTime: 0,
  });

export const useMessages = () => {
  const token = useSession((state) => state.token);
  return useInfiniteQuery({ ...messagesQueryOptions(), enabled: token !== null });
};

/** Rewrites every loaded page, e.g. after a message was read or removed. */
export const updateMessagePages = (
  pages: MessagePages | undefined,
  change: (message: PushMessage) => PushMessage | null,
  counts: { unread: number; total: number },
): MessagePages | undefined =>
  pages && {
    ...pages,
    pages: pages.pages.map((page) => ({
      data: page.data.map(change).filter((message): message is PushMessage => message !== null),
      totalCount: Math.max(0, page.totalCount + counts.total),
      unReadCount: Math.max(0, page.unReadCount + counts.unread),
    })),
  };
