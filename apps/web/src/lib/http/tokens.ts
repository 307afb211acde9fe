import { cookieNames, storageKeys } from '@lottery/contracts';
import { removeCookie } from '../cookies';
import { appStorage } from '../storage';

/**
 * The session tokens (spec part 1 §3: access token, chat login token), kept in local storage and
 * sent in headers only: a cookie would travel on links and forms from other sites.
 */
export const readAccessToken = (): string | undefined =>
  appStorage.get<string>(storageKeys.accessToken);
export const readChatToken = (): string | undefined =>
  appStorage.get<string>(storageKeys.chatToken);

export const storeTokens = (
  tokens: { token: string; tokenChat: string },
  ttlSeconds: number,
): void => {
  appStorage.set(storageKeys.accessToken, tokens.token, { ttlSeconds });
  appStorage.set(storageKeys.chatToken, tokens.tokenChat, { ttlSeconds });
};

export const forgetAccessToken = (): void => appStorage.remove(storageKeys.accessToken);
export const forgetChatToken = (): void => appStorage.remove(storageKeys.chatToken);

/** Removes the script-readable token cookies an older build of the client wrote. */
export const removeLegacyTokenCookies = (): void => {
  removeCookie(cookieNames.accessToken);
  removeCookie(cookieNames.chatToken);
};
