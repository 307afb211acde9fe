/**
 * What the client encrypts for a password field: the server's time in milliseconds, a random
 * nonce and the secret, so the server can refuse a captured ciphertext sent again.
 */
export const sealedSecretText = (secret: string, serverTimeMs: number, nonce: string): string =>
  `${Math.round(serverTimeMs)}.${nonce}.${secret}`;

export interface OpenedSecret {
  atMs: number;
  nonce: string;
  secret: string;
}

/** `sealedSecretText` read back; undefined for anything else. */
export const readSealedSecretText = (text: string): OpenedSecret | undefined => {
  const [, at, nonce, secret] = /^(\d{1,15})\.([A-Za-z0-9_-]{16,64})\.(.*)$/s.exec(text) ?? [];
  if (at === undefined || nonce === undefined || secret === undefined) return undefined;
  return { atMs: Number(at), nonce, secret };
};
