import { create } from 'zustand';
import { sessionLifetime, storageKeys, type SessionTokens } from '@lottery/contracts';
import {
  forgetAccessToken,
  forgetChatToken,
  readAccessToken,
  readChatToken,
  removeLegacyTokenCookies,
  storeTokens,
} from '../http/tokens';
import { appStorage } from '../storage';

interface SessionState {
  token: string | null;
  chatToken: string | null;
  /** Stores both tokens; getting a token clears guest data. */
  signIn(tokens: SessionTokens, options?: { remember?: boolean }): void;
  /** Losing the token clears the chat token and the rebate ratio (the profile query is cleared by its owner). */
  signOut(): void;
  /** Re-reads the stored tokens (another tab may have changed them). */
  sync(): void;
}

if (typeof document !== 'undefined') removeLegacyTokenCookies();

const guestKeys = [storageKeys.guestId, storageKeys.guestName, storageKeys.guestHashId];

export const useSession = create<SessionState>((set) => ({
  token: readAccessToken() ?? null,
  chatToken: readChatToken() ?? null,
  signIn: ({ token, tokenChat }, options) => {
    const maxAgeSeconds = options?.remember
      ? sessionLifetime.rememberSeconds
      : sessionLifetime.defaultSeconds;
    storeTokens({ token, tokenChat }, maxAgeSeconds);
    for (const key of guestKeys) appStorage.remove(key);
    set({ token, chatToken: tokenChat });
  },
  signOut: () => {
    forgetAccessToken();
    forgetChatToken();
    appStorage.remove(storageKeys.rebateRatio);
    set({ token: null, chatToken: null });
  },
  sync: () => set({ token: readAccessToken() ?? null, chatToken: readChatToken() ?? null }),
}));

export const isSignedIn = (): boolean => useSession.getState().token !== null;
