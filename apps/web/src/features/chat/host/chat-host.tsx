import {
  awardText,
  chatCommand,
  chatGateMessage,
  chatPromptText,
  formatMoney,
  guestAwardName,
  shouldPromptPrivateMessage,
  shouldShowInvite,
  storageKeys,
  toastDurations,
} from '@lottery/contracts';
import type { ChatClassGroups, ChatServerFrame, Profile } from '@lottery/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { Dialog } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { profileQueryKey, useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { appStorage } from '../../../lib/storage';
import {
  dropChatToken,
  forgetGuest,
  refreshChatToken,
  storeChatToken,
  useChatAuth,
  useChatIdentity,
} from '../api/chat-identity';
import { chatClient, useChatConnection } from '../socket/chat-connection';
import { chatTexts as texts } from '../texts';
import type { ChatPrompt } from './prompt-queue';
import { usePromptQueue } from './prompt-queue';
import { isChatPage, openFriendId, openRoomId, promptRouteName } from './prompt-route';

/** The class groups the chat pages have loaded (the viewer, the award switch). */
const cachedGroups = (queryClient: QueryClient): ChatClassGroups | undefined =>
  queryClient
    .getQueriesData<ChatClassGroups>({ queryKey: ['chat', 'class-groups'] })
    .map(([, data]) => data)
    .find((data) => data !== undefined);

/** What a frame means app-wide: a prompt, or the enable command's switch. */
const promptOf = (
  frame: ChatServerFrame,
  pathname: string,
  queryClient: QueryClient,
): ChatPrompt | null => {
  const groups = cachedGroups(queryClient);
  switch (frame.command) {
    case chatCommand.privateMessage: {
      const message = frame.content;
      const content = message.content;
      if (!content) return null;
      const ownId = chatClient.selfId() ?? groups?.userId ?? null;
      const profile = queryClient.getQueryData<Profile>(profileQueryKey);
      const ownChatLevel = profile?.userInfo.chatLevel ?? groups?.userinfo.chatLevel ?? 0;
      if (ownId === null || content.reciveId === undefined) return null;
      const prompt = shouldPromptPrivateMessage({
        senderChatLevel: content.userinfo.chatLevel,
        senderId: content.userinfo.user_id,
        recipientId: content.reciveId,
        ownId,
        ownChatLevel,
        routeName: promptRouteName(pathname),
        openFriendId: openFriendId(pathname),
      });
      // access_message_id: the last message prompted, so a reload or another tab does not ask again.
      if (!prompt || appStorage.get<number>(storageKeys.accessMessageId) === message.id)
        return null;
      appStorage.set(storageKeys.accessMessageId, message.id);
      return {
        kind: 'private',
        key: `private:${message.id}`,
        messageId: message.id,
        roomId: message.room_id,
        friendId: content.userinfo.user_id,
        nickname: content.userinfo.nickname,
      };
    }
    case chatCommand.invite: {
      const { room_id: roomId, name } = frame.content.content;
      if (!shouldShowInvite(roomId, openRoomId(pathname))) return null;
      return { kind: 'invite', key: `invite:${frame.content.id}`, roomId, name };
    }
    case chatCommand.award: {
      if (promptRouteName(pathname) !== 'room-chat' || groups?.lottery_win_message_popup !== 1) {
        return null;
      }
      const { nickname, gameName, reward } = frame.content;
      const text = awardText(nickname || guestAwardName, gameName, formatMoney(reward));
      return { kind: 'award', key: `award:${text}`, text };
    }
    default:
      return null;
  }
};

/** The shown prompt: the private-message prompt, the invite, or the award popup. */
function PromptDialog() {
  const navigate = useNavigate();
  const head = usePromptQueue((state) => state.queue[0]);
  const next = usePromptQueue((state) => state.next);

  const content =
    head?.kind === 'private'
      ? chatPromptText.privateMessage
      : head?.kind === 'invite'
        ? chatPromptText.invite(head.name)
        : head?.text;
  const go =
    head?.kind === 'private'
      ? `/chat-rooms/${head.roomId}/friends/${head.friendId}?nickname=${encodeURIComponent(head.nickname)}`
      : head?.kind === 'invite'
        ? `/chat-rooms/${head.roomId}`
        : null;
  const actions =
    head?.kind === 'award'
      ? [{ key: 'ok', text: texts.ok }]
      : [
          [
            { key: 'cancel', text: chatPromptText.cancel },
            {
              key: 'go',
              text: head?.kind === 'invite' ? chatPromptText.join : chatPromptText.view,
              bold: true,
            },
          ],
        ];

  return (
    <Dialog
      visible={head !== undefined}
      title={head?.kind === 'award' ? texts.awardTitle : undefined}
      content={head ? <div data-testid="chat-prompt">{content}</div> : null}
      actions={actions}
      onAction={(action) => {
        next();
        if (action.key === 'go' && go) void navigate(go);
      }}
    />
  );
}

/**
 * The app-wide chat (mounted once, lazily, while signed in or on a chat page): the connection
 * (members keep it open everywhere, for private messages, invites and the enable command), the
 * prompts one at a time, and the enable command (1: leave chat and drop the chat token; 0: a new
 * chat token and the class groups again).
 */
export default function ChatHost() {
  const identity = useChatAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const push = usePromptQueue((state) => state.push);
  const where = useRef(pathname);
  useEffect(() => {
    where.current = pathname;
  }, [pathname]);

  useChatConnection(identity.auth, identity.kind === 'member' && identity.auth !== null);

  // The server would not keep the socket: a chat token that no longer works is dropped (a chat
  // page gets a new one; a guest a new identity); chat off sends a chat page home (§8 405).
  useEffect(
    () =>
      chatClient.onRefused((refusal) => {
        if (refusal === 'unavailable') {
          if (!isChatPage(where.current)) return;
          showToast(chatGateMessage.unavailable, { durationMs: toastDurations.short });
          void navigate('/', { replace: true });
          return;
        }
        if (useSession.getState().token !== null) dropChatToken();
        else forgetGuest();
      }),
    [navigate],
  );

  useEffect(
    () =>
      chatClient.onFrame((frame) => {
        if (frame.command === chatCommand.enable) {
          const { setDisabled } = useChatIdentity.getState();
          if (frame.content.disabled === 1) {
            setDisabled(true);
            dropChatToken();
            usePromptQueue.getState().clear();
            if (isChatPage(where.current)) void navigate('/', { replace: true });
            return;
          }
          setDisabled(false);
          refreshChatToken().then(
            ({ tokenChat }) => {
              storeChatToken(tokenChat);
              void queryClient.invalidateQueries({ queryKey: ['chat', 'class-groups'] });
            },
            () => {
              // Spec part 2 §8 "Token refresh failure": the tokens go; a private chat goes to
              // the room list, any other chat page home.
              dropChatToken();
              if (openFriendId(where.current) !== null) void navigate('/chat-rooms');
              else if (isChatPage(where.current)) void navigate('/');
            },
          );
          return;
        }
        const prompt = promptOf(frame, where.current, queryClient);
        if (prompt) push(prompt);
      }),
    [navigate, push, queryClient],
  );

  return <PromptDialog />;
}
