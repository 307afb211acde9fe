import { accountPaths } from '@lottery/contracts';
import type { Profile, PushMessage } from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { profileQueryKey } from '../../../lib/session';
import { messagesQueryKey, updateMessagePages } from './get-messages';
import type { MessagePages } from './get-messages';

/** GET /api/pushMessage/remove?id=: deletes one message. */
export const removeMessage = (id: number): Promise<unknown> =>
  http.get(accountPaths.messageRemove, { params: { id } });

/**
 * Removes it from the list once the server agrees (a failed delete must not look done), then
 * reloads the loaded pages so the page numbers line up again.
 */
export const useRemoveMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: PushMessage) => removeMessage(message.id),
    onSuccess: (_answer, message) => {
      const unread = message.isRead === 0 ? -1 : 0;
      queryClient.setQueryData<MessagePages>(messagesQueryKey, (pages) =>
        updateMessagePages(pages, (item) => (item.id === message.id ? null : item), {
          unread,
          total: -1,
        }),
      );
      if (unread !== 0) {
        queryClient.setQueryData<Profile>(profileQueryKey, (profile) =>
          profile ? { ...profile, unReadCount: Math.max(0, profile.unReadCount - 1) } : profile,
        );
      }
      void queryClient.invalidateQueries({ queryKey: messagesQueryKey });
    },
  });
};
