import { chatGateMessage, toastDurations } from '@lottery/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { chatRoomsPath } from '../../../lib/chat-config/chat-gate';
import { isApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { forgetGuest, useChatIdentity, useEnsureChatIdentity } from '../api/chat-identity';
import { useClassGroups } from '../api/get-class-groups';
import { chatClient, useChatConnection } from '../socket/chat-connection';

/** Leaves chat for home with the toast of spec part 2 §8 (405: off or under maintenance). */
const useLeaveChat = () => {
  const navigate = useNavigate();
  return useCallback(
    (message: string = chatGateMessage.unavailable) => {
      showToast(message, { durationMs: toastDurations.short });
      void navigate('/', { replace: true });
    },
    [navigate],
  );
};

/**
 * What every chat page needs: who is chatting (a member's chat token, fetched again when
 * missing; a guest identity for a visitor), the connection held open, the class groups (rooms,
 * the viewer, quick messages), and the spec's answers to failures (part 2 §8): 405 home with
 * 聊天室目前不可用, 403 on the class groups to login without the tokens, a failed token refresh
 * home (or to the room list from a private chat).
 */
export const useChatPage = ({ privateChat = false }: { privateChat?: boolean } = {}) => {
  const navigate = useNavigate();
  const leave = useLeaveChat();
  const disabled = useChatIdentity((state) => state.disabled);
  const identity = useEnsureChatIdentity(() => {
    if (privateChat) void navigate(chatRoomsPath, { replace: true });
    else void navigate('/', { replace: true });
  });
  useChatConnection(identity.auth, identity.auth !== null);
  const groups = useClassGroups(identity);

  /** A chat call failed: 405 leaves chat, an invalid chat token goes to login, else a toast. */
  const fail = useCallback(
    (error: unknown, { classGroups = false } = {}) => {
      if (isApiError(error) && error.status === 405) {
        leave(error.code === 'CHAT/MAINTENANCE' ? chatGateMessage.maintenance : undefined);
        return;
      }
      if (
        isApiError(error) &&
        error.status === 403 &&
        (classGroups || error.code === 'CHAT/TOKEN_INVALID')
      ) {
        useSession.getState().signOut();
        forgetGuest();
        void navigate('/auth/login', { replace: true });
        return;
      }
      toastError(error);
    },
    [leave, navigate],
  );

  const groupsError = groups.error;
  useEffect(() => {
    if (groupsError) fail(groupsError, { classGroups: true });
  }, [groupsError, fail]);

  useEffect(() => {
    if (disabled) leave();
  }, [disabled, leave]);

  // The viewer as chat knows them, and their mutes, from the class groups.
  const seeded = useRef<unknown>(null);
  const data = groups.data;
  useEffect(() => {
    if (!data || seeded.current === data) return;
    seeded.current = data;
    chatClient.setSelf(data.userinfo);
    for (const [roomId, seconds] of Object.entries(data.muted)) {
      chatClient.setMuted(Number(roomId), seconds);
    }
  }, [data]);

  return { identity, groups, fail };
};
