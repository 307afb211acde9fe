import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSealedSecretText } from '@lottery/contracts';
import { noteServerDate } from '../http/server-clock';
import { encryptSecret, forgetSecretKey } from './encrypt-secret';

const toBase64 = (buffer: ArrayBuffer): string => {
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const fromBase64 = (base64: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

/** A real RSA-OAEP key pair, its public half published like sk_encrypt.json. */
const makeKeyFile = async (keyId: string) => {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = await crypto.subtle.exportKey('spki', pair.publicKey);
  return {
    privateKey: pair.privateKey,
    file: { keyId, algorithm: 'RSA-OAEP-256', publicKey: toBase64(spki) },
  };
};

/** The secret inside a seal (its time and nonce checked by the tests that care). */
const decrypt = async (privateKey: CryptoKey, cipher: string): Promise<string | undefined> =>
  readSealedSecretText(
    new TextDecoder().decode(
      await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64(cipher)),
    ),
  )?.secret;

let keys: Awaited<ReturnType<typeof makeKeyFile>>;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(async () => {
  forgetSecretKey();
  keys ??= await makeKeyFile('k2024');
  fetchMock = vi.fn<typeof fetch>(async () => Response.json(keys.file));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('encryptSecret', () => {
  it('encrypts with the key of sk_encrypt.json as {keyId}.{base64}', async () => {
    const secret = await encryptSecret('Member123');

    const [keyId, cipher] = secret.split('.');
    expect(keyId).toBe('k2024');
    expect(cipher).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(secret).not.toContain('Member123');
    await expect(decrypt(keys.privateKey, cipher!)).resolves.toBe('Member123');
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(
      /^\/sys-upload\/data\/json\/sk_encrypt\.json\?_t=\d+$/,
    );
  });

  it('fetches and imports the key once, then reuses it', async () => {
    const importKey = vi.spyOn(crypto.subtle, 'importKey');

    const [first, second] = await Promise.all([encryptSecret('a'), encryptSecret('b')]);
    await encryptSecret('c');

    expect(first).not.toBe(second);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(importKey).toHaveBeenCalledTimes(1);
    expect(importKey).toHaveBeenCalledWith(
      'spki',
      expect.any(Uint8Array),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
  });

  it('encrypts with RSA-OAEP through crypto.subtle', async () => {
    const encrypt = vi
      .spyOn(crypto.subtle, 'encrypt')
      .mockResolvedValue(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]).buffer);

    await expect(encryptSecret('Secret99')).resolves.toBe('k2024.AQIDBAUGBwgJCgsM');
    const [algorithm, , data] = encrypt.mock.calls[0]!;
    expect(algorithm).toEqual({ name: 'RSA-OAEP' });
    expect(readSealedSecretText(new TextDecoder().decode(data as Uint8Array))?.secret).toBe(
      'Secret99',
    );
  });

  it("seals with the server's time from the last Date header and a new nonce each time", async () => {
    const encrypt = vi.spyOn(crypto.subtle, 'encrypt');
    noteServerDate('Sat, 01 Jan 2033 00:00:00 GMT', Date.now());

    await encryptSecret('Secret99');
    await encryptSecret('Secret99');

    const [first, second] = encrypt.mock.calls.map(([, , data]) =>
      readSealedSecretText(new TextDecoder().decode(data as Uint8Array)),
    );
    expect(first?.atMs).toBeGreaterThanOrEqual(Date.parse('2033-01-01T00:00:00Z'));
    expect(first?.atMs).toBeLessThan(Date.parse('2033-01-01T00:10:00Z'));
    expect(first?.nonce).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(first?.nonce).not.toBe(second?.nonce);
    noteServerDate(new Date().toUTCString());
  });

  it('fetches the key again after forgetSecretKey (the key rotated)', async () => {
    await encryptSecret('before');
    const rotated = await makeKeyFile('k2025');
    fetchMock.mockImplementation(async () => Response.json(rotated.file));

    forgetSecretKey();
    const secret = await encryptSecret('after');

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(secret.startsWith('k2025.')).toBe(true);
    await expect(decrypt(rotated.privateKey, secret.slice('k2025.'.length))).resolves.toBe('after');
  });

  it('does not keep a failed key fetch: the next call tries again', async () => {
    fetchMock.mockImplementationOnce(async () =>
      Response.json(
        { code: 'SYS/INTERNAL', msg: '系统错误。请再试一次', message: '', statusCode: 500 },
        { status: 500 },
      ),
    );

    await expect(encryptSecret('x')).rejects.toMatchObject({ msg: '系统错误。请再试一次' });
    await expect(encryptSecret('x')).resolves.toMatch(/^k2024\./);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rejects a key file the browser cannot import', async () => {
    fetchMock.mockImplementation(async () => Response.json({ keyId: 'k', publicKey: 1 }));

    await expect(encryptSecret('x')).rejects.toThrow();
  });
});
