import { accountStaticFiles, sealedSecretText, type SkEncrypt } from '@lottery/contracts';
import { http } from '../http';
import { serverNow } from '../http/server-clock';

let keyPromise: Promise<{ keyId: string; key: CryptoKey }> | null = null;

const base64ToBytes = (base64: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

const bytesToBase64 = (bytes: ArrayBuffer): string => {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const importKey = async (file: SkEncrypt) => ({
  keyId: file.keyId,
  key: await crypto.subtle.importKey(
    'spki',
    base64ToBytes(file.publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  ),
});

const publicKey = () => {
  if (keyPromise) return keyPromise;
  const loading = http.getStatic<SkEncrypt>(accountStaticFiles.skEncrypt).then(importKey);
  keyPromise = loading;
  // A failed load is not kept (the next call tries again), unless a newer load replaced it.
  loading.catch(() => {
    if (keyPromise === loading) keyPromise = null;
  });
  return loading;
};

/** Forgets the cached key, e.g. after the server answered UC/SECRET_UNREADABLE (the key rotated). */
export const forgetSecretKey = (): void => {
  keyPromise = null;
};

const nonce = (): string => {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return bytesToBase64(bytes.buffer).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/**
 * Encrypts a password-like value with the public key of sk_encrypt.json (RSA-OAEP, SHA-256) as
 * `{keyId}.{base64}`: passwords never travel in plain text, and the static file holds nothing
 * secret. The server's time and a nonce go inside, so a captured value cannot be sent again.
 */
export const encryptSecret = async (plain: string): Promise<string> => {
  const { keyId, key } = await publicKey();
  const cipher = await crypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(sealedSecretText(plain, serverNow(), nonce())),
  );
  return `${keyId}.${bytesToBase64(cipher)}`;
};
