import { cookieNames } from '@lottery/contracts';
import { readCookie } from '../cookies';

/** Cookie names of the session tokens (spec part 1 §7: access token, chat login token). */
export const tokenCookie = {
  access: cookieNames.accessToken,
  chat: cookieNames.chatToken,
} as const;

export const readAccessToken = (): string | undefined => readCookie(tokenCookie.access);
export const readChatToken = (): string | undefined => readCookie(tokenCookie.chat);
