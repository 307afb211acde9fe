import { accountPaths, chatThemeColorBody } from '@lottery/contracts';
import type { Profile } from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { profileQueryKey } from '../../../lib/session';

/** POST /api/v2/user/update/chat-theme-color {colorId}. */
export const updateChatThemeColor = (colorId: number): Promise<unknown> =>
  http.post(accountPaths.chatThemeColor, { json: chatThemeColorBody.parse({ colorId }) });

const withColor = (colorId: number) => (current: Profile | undefined) =>
  current ? { ...current, userInfo: { ...current.userInfo, chatThemeColor: colorId } } : current;

/** Moves the check at once and puts it back if the server refuses. */
export const useUpdateChatThemeColor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChatThemeColor,
    onMutate: async (colorId) => {
      await queryClient.cancelQueries({ queryKey: profileQueryKey, exact: true });
      const previous = queryClient.getQueryData<Profile>(profileQueryKey);
      queryClient.setQueryData<Profile>(profileQueryKey, withColor(colorId));
      return { previous };
    },
    onError: (_error, _colorId, context) => {
      if (context?.previous) queryClient.setQueryData(profileQueryKey, context.previous);
    },
  });
};
