import { create } from 'zustand';
import { sessionLifetime, storageKeys, type SessionTokens } from '@lottery/contracts';
import { removeCookie, setCookie } from '../cookies';
import { readAccessToken, readChatToken, tokenCookie } from '../http/tokens';
import { appStorage } from '../storage';

interface SessionState {
  token: string | null;
  chatToken: string | null;
  /** Stores both tokens in their cookies; getting a token clears guest data. */
  signIn(tokens: SessionTokens, options?: { remember?: boolean }): void;
  /** Losing the token clears the chat token and the rebate ratio (the profile query is cleared by its owner). */
  signOut(): void;
  /** Re-reads the cookies (another tab may have changed them). */
  sync(): void;
}

const guestKeys = [storageKeys.guestId, storageKeys.guestName, storageKeys.guestHashId];

export const useSession = create<SessionState>((set) => ({
  token: readAccessToken() ?? null,
  chatToken: readChatToken() ?? null,
  signIn: ({ token, tokenChat }, options) => {
    const maxAgeSeconds = options?.remember
      ? sessionLifetime.rememberSeconds
      : sessionLifetime.defaultSeconds;
    setCookie(tokenCookie.access, token, { maxAgeSeconds });
    setCookie(tokenCookie.chat, tokenChat, { maxAgeSeconds });
    for (const key of guestKeys) appStorage.remove(key);
    set({ token, chatToken: tokenChat });
  },
  signOut: () => {
    removeCookie(tokenCookie.access);
    removeCookie(tokenCookie.chat);
    appStorage.remove(storageKeys.rebateRatio);
    set({ token: null, chatToken: null });
  },
  sync: () => set({ token: readAccessToken() ?? null, chatToken: readChatToken() ?? null }),
}));

export const isSignedIn = (): boolean => useSession.getState().token !== null;
