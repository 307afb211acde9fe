import { Secret, TOTP } from 'otpauth';

const issuer = '运营后台';
const period = 30;

const totpOf = (account: string, secret: string) =>
  new TOTP({
    issuer,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period,
    secret: Secret.fromBase32(secret),
  });

/** A new secret for an authenticator app: 160 random bits, base32 as the apps expect. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The enrolment address the QR code carries (otpauth://totp/...). */
export const otpauthUrlOf = (account: string, secret: string): string =>
  totpOf(account, secret).toString();

/**
 * The 30-second step a code belongs to, one step either side of `at` allowed for the phone's
 * clock; null when it matches none.
 */
export const totpStepOf = (
  account: string,
  secret: string,
  code: string,
  at: Date,
): number | null => {
  const delta = totpOf(account, secret).validate({
    token: code,
    timestamp: at.getTime(),
    window: 1,
  });
  return delta === null ? null : Math.floor(at.getTime() / 1000 / period) + delta;
};

/** The code of `secret` at `at` (demo data and tests sign in with it). */
export const totpCodeAt = (account: string, secret: string, at: Date): string =>
  totpOf(account, secret).generate({ timestamp: at.getTime() });
