import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { skEncryptFile } from '@lottery/contracts';

/** Encrypts like the web client: RSA-OAEP/SHA-256 with the published key, as `{keyId}.{base64}`. */
export const seal = async (app: FastifyInstance, plain: string): Promise<string> => {
  const res = await app.inject({ method: 'GET', url: '/sys-upload/data/json/sk_encrypt.json' });
  const { keyId, publicKey } = skEncryptFile.parse(res.json());
  const key = createPublicKey({
    key: Buffer.from(publicKey, 'base64'),
    format: 'der',
    type: 'spki',
  });
  const cipher = publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(plain),
  );
  return `${keyId}.${cipher.toString('base64')}`;
};

export const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

export const bearer = (token: string) => ({ token, authorization: `Bearer ${token}` });

/** Reads the answer off a captcha image, as a test may (the letters are SVG text). */
export const captchaAnswer = (svg: string): string =>
  [...svg.matchAll(/>([0-9A-Z])<\/text>/g)].map((match) => match[1]).join('');

/** A fresh captcha for `purpose` and its answer, with the cookie that binds them. */
export const solveCaptcha = async (app: FastifyInstance, purpose: 'login' | 'reg') => {
  const res = await app.inject({
    method: 'GET',
    url: `/app-api/v/vCode?t=1${purpose === 'reg' ? '&m=reg' : ''}`,
  });
  const cookie = res.cookies.find((c) => c.name === `vcode_${purpose}`);
  if (!cookie) throw new Error('no captcha cookie');
  return { answer: captchaAnswer(res.body), cookie: `${cookie.name}=${cookie.value}` };
};

export const login = async (
  app: FastifyInstance,
  account: string,
  password: string,
  extra: { fields?: Record<string, string>; cookie?: string; remoteAddress?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/app-api/v/user/login',
    remoteAddress: extra.remoteAddress,
    ...form({
      account,
      password: await seal(app, password),
      remember: '0',
      version: '5.0.9',
      ...extra.fields,
    }),
    ...(extra.cookie
      ? { cookies: Object.fromEntries([extra.cookie.split('=') as [string, string]]) }
      : {}),
  });

export const tokenOf = (res: { json(): unknown }) =>
  (res.json() as { data: { token: string } }).data.token;

export const signIn = async (
  app: FastifyInstance,
  account = 'member01',
  password = 'Member123',
) => {
  const res = await login(app, account, password);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return tokenOf(res);
};
