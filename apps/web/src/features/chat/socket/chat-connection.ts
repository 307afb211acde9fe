import { useEffect, useSyncExternalStore } from 'react';
import { useTabLimit } from '../../../lib/session';
import { useChatIdentity } from '../api/chat-identity';
import { uploadChatImage } from '../api/upload-image';
import { createChatClient } from './chat-client';
import type { ChatAuth, ChatStatus, RoomView } from './chat-client';

/** The app's one chat connection (the host and the chat pages share it). */
export const chatClient = createChatClient({ uploadImage: uploadChatImage });

/** A conversation as it is now, kept current. */
export const useRoomView = (roomId: number): RoomView =>
  useSyncExternalStore(chatClient.subscribe, () => chatClient.room(roomId));

export const useChatStatus = (): ChatStatus =>
  useSyncExternalStore(chatClient.subscribe, () => chatClient.status());

/**
 * Keeps the connection's identity and flags current (the tab limit, the enable command) and, when
 * `hold`, keeps it open. The host and every chat page call it: the first to mount opens it.
 */
export const useChatConnection = (auth: ChatAuth | null, hold: boolean): void => {
  const tooManyTabs = useTabLimit((state) => state.tooManyTabs);
  const disabled = useChatIdentity((state) => state.disabled);
  useEffect(() => chatClient.setAuth(auth), [auth]);
  useEffect(() => chatClient.setTabLimited(tooManyTabs), [tooManyTabs]);
  useEffect(() => chatClient.setDisabled(disabled), [disabled]);
  useEffect(() => (hold ? chatClient.hold() : undefined), [hold]);
};
