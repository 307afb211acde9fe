const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A fresh idempotency key for one intent (a bet slip, a recharge, a withdrawal): 24 characters
 * of [A-Za-z0-9]. A retry of the same intent sends it again, so the server acts once.
 * getRandomValues works on plain-http pages too, where randomUUID does not.
 */
export const newRequestKey = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
};
