import { constants, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { sealedSecretText } from '@lottery/contracts';

/**
 * Encrypts like the web client: the secret with the time and a nonce, RSA-OAEP/SHA-256 with the
 * published key, as `{keyId}.{base64}`.
 */
export const sealWith = (
  { keyId, publicKey }: { keyId: string; publicKey: string },
  plain: string,
  atMs: number,
) => {
  const key = createPublicKey({
    key: Buffer.from(publicKey, 'base64'),
    format: 'der',
    type: 'spki',
  });
  const cipher = publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(sealedSecretText(plain, atMs, randomBytes(12).toString('base64url'))),
  );
  return `${keyId}.${cipher.toString('base64')}`;
};
