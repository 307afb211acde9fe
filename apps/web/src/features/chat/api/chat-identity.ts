import { chatApiPaths, chatPaths, sessionLifetime, storageKeys } from '@lottery/contracts';
import type { ChatGuest, ChatToken } from '@lottery/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { create } from 'zustand';
import { forgetChatToken, http } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { appStorage } from '../../../lib/storage';
import type { ChatAuth } from '../socket/chat-client';

/** A guest of chat (spec part 2 §3 "Guest room"; session keys user_guest_*). */
export interface StoredGuest {
  id: number;
  name: string;
  hash: string;
}

const readStoredGuest = (): StoredGuest | null => {
  const id = appStorage.get<number>(storageKeys.guestId);
  const name = appStorage.get<string>(storageKeys.guestName);
  const hash = appStorage.get<string>(storageKeys.guestHashId);
  return id !== undefined && hash ? { id, name: name ?? '', hash } : null;
};

interface ChatIdentityState {
  guest: StoredGuest | null;
  /** The enable command switched this member's chat off (until it switches it on again). */
  disabled: boolean;
  setGuest(guest: StoredGuest | null): void;
  setDisabled(disabled: boolean): void;
}

export const useChatIdentity = create<ChatIdentityState>((set) => ({
  guest: readStoredGuest(),
  disabled: false,
  setGuest: (guest) => set({ guest }),
  setDisabled: (disabled) => set({ disabled }),
}));

// Getting an access token wipes the guest data (session-events removes the stored keys).
useSession.subscribe((state, previous) => {
  if (state.token !== null && previous.token === null) useChatIdentity.setState({ guest: null });
});

/** The stored guest, read afresh (stored items expire; another tab may have wiped them). */
export const currentGuest = (): StoredGuest | null => {
  const guest = readStoredGuest();
  if (guest?.hash !== useChatIdentity.getState().guest?.hash) {
    useChatIdentity.setState({ guest });
  }
  return guest;
};

/** GET /chat/guest/id-generation: a new guest identity; its hash id is the guest's chat token. */
export const generateGuest = (): Promise<ChatGuest> => http.chat.get(chatPaths.guestIdGeneration);

let generating: Promise<StoredGuest> | null = null;

/** The guest's identity: the stored one, or a new one stored (expiring as stored items do, §4). */
export const ensureGuest = (): Promise<StoredGuest> => {
  const stored = currentGuest();
  if (stored) return Promise.resolve(stored);
  generating ??= generateGuest()
    .then((made) => {
      appStorage.set(storageKeys.guestId, made.guest_id);
      appStorage.set(storageKeys.guestName, made.nickname);
      appStorage.set(storageKeys.guestHashId, made.hash_id);
      const guest = { id: made.guest_id, name: made.nickname, hash: made.hash_id };
      useChatIdentity.setState({ guest });
      return guest;
    })
    .finally(() => {
      generating = null;
    });
  return generating;
};

export const forgetGuest = (): void => {
  appStorage.remove(storageKeys.guestId);
  appStorage.remove(storageKeys.guestName);
  appStorage.remove(storageKeys.guestHashId);
  useChatIdentity.setState({ guest: null });
};

/**
 * The headers of a chat call: a member's chat token goes by the http client itself; a guest's
 * hash id is their Bearer token.
 */
export const chatHeaders = (): Record<string, string> => {
  if (useSession.getState().token !== null) return {};
  const guest = currentGuest();
  return guest ? { Authorization: `Bearer ${guest.hash}` } : {};
};

/** GET /app-api/api/chat/refreshTokenChat: a fresh chat token for this session. */
export const refreshChatToken = (): Promise<ChatToken> => http.get(chatApiPaths.refreshToken);

/** Stores a chat token as the login does (same lifetime as a session without 记住密码). */
export const storeChatToken = (tokenChat: string): void => {
  appStorage.set(storageKeys.chatToken, tokenChat, { ttlSeconds: sessionLifetime.defaultSeconds });
  useSession.setState({ chatToken: tokenChat });
};

export const dropChatToken = (): void => {
  forgetChatToken();
  useSession.setState({ chatToken: null });
};

export type ChatIdentity =
  | { kind: 'member'; auth: ChatAuth | null }
  | { kind: 'guest'; auth: ChatAuth | null }
  | { kind: 'none'; auth: null };

/** Who chat speaks for now: a signed-in member (their chat token), a guest, or nobody yet. */
export const useChatAuth = (): ChatIdentity => {
  const signedIn = useSession((state) => state.token !== null);
  const chatToken = useSession((state) => state.chatToken);
  const guestHash = useChatIdentity((state) => state.guest?.hash ?? null);
  return useMemo((): ChatIdentity => {
    if (signedIn) {
      return { kind: 'member', auth: chatToken ? { token: chatToken, isGuest: false } : null };
    }
    if (guestHash) return { kind: 'guest', auth: { token: guestHash, isGuest: true } };
    return { kind: 'none', auth: null };
  }, [signedIn, chatToken, guestHash]);
};

/**
 * A chat page's identity: a member without a chat token gets one (refreshTokenChat); a visitor
 * gets a guest identity. `onFailure` is told when neither could be had (spec part 2 §8 "Token
 * refresh failure").
 */
export const useEnsureChatIdentity = (onFailure: (error: unknown) => void): ChatIdentity => {
  const identity = useChatAuth();
  const failure = useRef(onFailure);
  useEffect(() => {
    failure.current = onFailure;
  });
  const needsChatToken = identity.kind === 'member' && identity.auth === null;
  const needsGuest = identity.kind === 'none';
  useEffect(() => {
    if (!needsChatToken) return;
    let cancelled = false;
    refreshChatToken().then(
      ({ tokenChat }) => {
        if (!cancelled) storeChatToken(tokenChat);
      },
      (error: unknown) => {
        if (cancelled) return;
        dropChatToken();
        failure.current(error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [needsChatToken]);
  useEffect(() => {
    if (!needsGuest) return;
    let cancelled = false;
    ensureGuest().catch((error: unknown) => {
      if (!cancelled) failure.current(error);
    });
    return () => {
      cancelled = true;
    };
  }, [needsGuest]);
  return identity;
};
