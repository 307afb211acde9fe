import { z } from 'zod';

/**
 * The spec's token cookies (part 1 §3). The tokens now live in local storage under the same
 * names and travel in headers only; the client removes these cookies where an older build left
 * them readable to scripts.
 */
export const cookieNames = { accessToken: 'access_token', chatToken: 'chat_login_token' } as const;

export const storageKeys = {
  accessToken: cookieNames.accessToken,
  chatToken: cookieNames.chatToken,
  guestId: 'user_guest_id',
  guestName: 'user_guest_name',
  guestHashId: 'user_guest_hash_id',
  rebateRatio: 'rebateRatio',
  accessMessageId: 'access_message_id',
  betRecordSimpleModel: 'bet_record_simple_model',
  captchaFailures: 'captcha_failures',
  rememberedAccount: 'remembered_account',
} as const;

/** The headers that carry the access token on API calls (both, with the same token). */
export const tokenHeaders = { authorization: 'authorization', token: 'token' } as const;

/** How long a session lasts without and with 记住密码, in seconds. */
export const sessionLifetime = {
  defaultSeconds: 24 * 3600,
  rememberSeconds: 30 * 24 * 3600,
} as const;

/** The answer of login, reg and regTest. */
export const sessionTokens = z.object({ token: z.string(), tokenChat: z.string() });
export type SessionTokens = z.infer<typeof sessionTokens>;

/** `sessionTokens`' check without zod (the native shell's answers arrive on the first view). */
export const isSessionTokens = (value: unknown): value is SessionTokens =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).token === 'string' &&
  typeof (value as Record<string, unknown>).tokenChat === 'string';

/** sk_encrypt.json: the public key the client encrypts passwords with (RSA-OAEP, SHA-256). */
export const skEncryptFile = z.object({
  keyId: z.string(),
  algorithm: z.literal('RSA-OAEP-256'),
  /** SubjectPublicKeyInfo, DER, base64. */
  publicKey: z.string(),
});
export type SkEncrypt = z.infer<typeof skEncryptFile>;

export const toastDurations = { short: 500, trial: 1000, normal: 2000, long: 3000 } as const;
