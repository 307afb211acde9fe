const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A fresh idempotency key for one confirmation (24 characters of [A-Za-z0-9]): a retry of the
 * same confirmation sends it again, so the server places the slip once. getRandomValues works
 * on plain-http pages too, where randomUUID does not.
 */
export const newRequestKey = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
};
