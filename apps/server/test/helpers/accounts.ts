import type { FastifyInstance } from 'fastify';
import { skEncryptFile, transactionType } from '@lottery/contracts';
import { captchaCookie } from '../../src/modules/captcha/captcha.routes';
import { sealWith } from './seal';

/** A secret sealed with the app's published key, as the web client seals it; `atMs` another time. */
export const seal = async (
  app: FastifyInstance,
  plain: string,
  atMs = Date.now(),
): Promise<string> => {
  const res = await app.inject({ method: 'GET', url: '/sys-upload/data/json/sk_encrypt.json' });
  return sealWith(skEncryptFile.parse(res.json()), plain, atMs);
};

export const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

export const bearer = (token: string) => ({ token, authorization: `Bearer ${token}` });

/**
 * A fresh captcha for `purpose`, its answer and the cookie that binds them: issued by the
 * service, which tells its caller the text (the image never does).
 */
export const solveCaptcha = async (app: FastifyInstance, purpose: 'login' | 'reg') => {
  const { id, answer } = await app.services.captcha.createImage(purpose);
  return { answer, cookie: `${captchaCookie(purpose)}=${id}` };
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

let signedInMembers = 0;

/**
 * A fresh member without a password (`{prefix}{pid}x{n}`, unique in the run) of `vipLevel`, with
 * `money` thousandths in the main wallet from a manual deposit, and a session.
 */
export const newSignedInMember = async (
  app: FastifyInstance,
  prefix: string,
  money = 0,
  type: 'HY' | 'TEST' = 'HY',
  vipLevel = 0,
) => {
  signedInMembers += 1;
  const account = `${prefix}${process.pid % 1000}x${signedInMembers}`;
  const user = await app.services.account.createMember({
    account,
    password: null,
    type,
    vipLevel,
  });
  if (money > 0) {
    await app.services.wallet.post({
      userId: user.id,
      wallet: 'money',
      amount: money,
      type: transactionType.manualDeposit,
      reference: `test:deposit:${account}`,
    });
  }
  const { token } = await app.services.sessions.start(user, {
    remember: false,
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  return { user, token, account };
};
