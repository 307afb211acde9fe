import { constants, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { sealedSecretText, skEncryptFile } from '@lottery/contracts';

/**
 * Encrypts like the web client, with the key the server at `baseUrl` publishes: each seal
 * carries the time and a fresh nonce, because the server opens a sealed password once.
 */
export const sealerOf = async (baseUrl: string) => {
  const response = await fetch(`${baseUrl}/sys-upload/data/json/sk_encrypt.json`);
  const { keyId, publicKey } = skEncryptFile.parse(await response.json());
  const key = createPublicKey({
    key: Buffer.from(publicKey, 'base64'),
    format: 'der',
    type: 'spki',
  });
  return (plain: string) => {
    const text = sealedSecretText(plain, Date.now(), randomBytes(12).toString('base64url'));
    const cipher = publicEncrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(text),
    );
    return `${keyId}.${cipher.toString('base64')}`;
  };
};
