import { accountPaths } from '@lottery/contracts';
import type { Profile, PushMessage } from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { profileQueryKey } from '../../../lib/session';
import { messagesQueryKey, updateMessagePages } from './get-messages';
import type { MessagePages } from './get-messages';

/** GET /api/pushMessage/modifyReadStatus?id=: marks one message read. */
export const readMessage = (id: number): Promise<unknown> =>
  http.get(accountPaths.messageRead, { params: { id } });

const lowerUnread = (profile: Profile | undefined) =>
  profile ? { ...profile, unReadCount: Math.max(0, profile.unReadCount - 1) } : profile;

/** Marks it read at once (the list's dot and the profile's badge), then tells the server. */
export const useReadMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: PushMessage) => readMessage(message.id),
    onMutate: (message) => {
      queryClient.setQueryData<MessagePages>(messagesQueryKey, (pages) =>
        updateMessagePages(
          pages,
          (item) => (item.id === message.id ? { ...item, isRead: 1 } : item),
          { unread: -1, total: 0 },
        ),
      );
      queryClient.setQueryData<Profile>(profileQueryKey, lowerUnread);
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: messagesQueryKey });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey, exact: true });
    },
  });
};
