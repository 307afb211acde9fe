import {
  constants,
  createPrivateKey,
  generateKeyPair,
  privateDecrypt,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { promisify } from 'node:util';
import { readSealedSecretText, secretLimits, type SkEncrypt } from '@lottery/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import * as repo from './secret.repository';
import { forgetStaleSeals, recordSeal } from './usage.repository';

const generate = promisify(generateKeyPair);

export type SecretService = ReturnType<typeof createSecretService>;

/**
 * The key pair the client encrypts passwords with: the public half is published in
 * sk_encrypt.json, the private half never leaves the database and this process.
 */
const freshMs = secretLimits.sealMinutes * 60_000;

export const createSecretService = ({ db, now }: Pick<Deps, 'db' | 'now'>) => {
  const privateKeys = new Map<string, KeyObject>();

  const ensureKey = async (): Promise<void> => {
    if (await repo.findActiveKey(db)) return;
    const { publicKey, privateKey } = await generate('rsa', { modulusLength: 2048 });
    await repo.insertKey(db, {
      keyId: randomBytes(6).toString('base64url'),
      publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    });
  };

  const publicFile = async (): Promise<SkEncrypt> => {
    await ensureKey();
    const key = await repo.findActiveKey(db);
    if (!key) throw new Error('no active secret key');
    return { keyId: key.keyId, algorithm: 'RSA-OAEP-256', publicKey: key.publicKey };
  };

  const privateKeyOf = async (keyId: string): Promise<KeyObject | undefined> => {
    const cached = privateKeys.get(keyId);
    if (cached) return cached;
    const row = await repo.findKey(db, keyId);
    if (!row) return undefined;
    const key = createPrivateKey(row.privateKey);
    privateKeys.set(keyId, key);
    return key;
  };

  const decrypt = async (sealed: string): Promise<string> => {
    const dot = sealed.indexOf('.');
    const key = dot > 0 ? await privateKeyOf(sealed.slice(0, dot)) : undefined;
    if (!key) throw new AppError('UC/SECRET_UNREADABLE');
    try {
      return privateDecrypt(
        { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(sealed.slice(dot + 1), 'base64'),
      ).toString('utf8');
    } catch {
      throw new AppError('UC/SECRET_UNREADABLE');
    }
  };

  /**
   * Opens a `{keyId}.{base64}` value sealed within `sealMinutes` of the server's time, once:
   * anything else, a stale one or a replay, is UC/SECRET_UNREADABLE (the client fetches the
   * key and the time again).
   */
  const open = async (sealed: string): Promise<string> => {
    const opened = readSealedSecretText(await decrypt(sealed));
    const at = now().getTime();
    if (!opened || Math.abs(at - opened.atMs) > freshMs) throw new AppError('UC/SECRET_UNREADABLE');
    if (!(await recordSeal(db, opened.nonce, new Date(opened.atMs + freshMs)))) {
      throw new AppError('UC/SECRET_UNREADABLE');
    }
    return opened.secret;
  };

  /** Forgets the nonces too old to be accepted anyway. */
  const sweep = () => forgetStaleSeals(db, now());

  return { ensureKey, publicFile, open, sweep };
};
