import { readCookie } from '../cookies';

/** Cookie names of the session tokens (spec part 1 §7: access token, chat login token). */
export const tokenCookie = { access: 'access_token', chat: 'chat_login_token' } as const;

export const readAccessToken = (): string | undefined => readCookie(tokenCookie.access);
export const readChatToken = (): string | undefined => readCookie(tokenCookie.chat);
