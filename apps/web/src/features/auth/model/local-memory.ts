import { storageKeys } from '@lottery/contracts';

/**
 * What the login page keeps in localStorage itself rather than in the expiring app storage: these
 * must outlive the 3600 s sweep (a remembered account lasts as long as the 30-day session).
 */
const read = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

const write = (key: string, value: string | null): void => {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn('auth: could not save', key, error);
  }
};

/** Consecutive failed logins on this device; the captcha shows once it reaches the limit. */
export const captchaFailures = {
  read(): number {
    const count = Number(read(storageKeys.captchaFailures));
    return Number.isInteger(count) && count > 0 ? count : 0;
  },
  add(): number {
    const next = captchaFailures.read() + 1;
    write(storageKeys.captchaFailures, String(next));
    return next;
  },
  reset(): void {
    write(storageKeys.captchaFailures, null);
  },
};

/** 记住密码 remembers the account name only; the password is never stored. */
export const rememberedAccount = {
  read: (): string => read(storageKeys.rememberedAccount) ?? '',
  save: (account: string): void => write(storageKeys.rememberedAccount, account),
  forget: (): void => write(storageKeys.rememberedAccount, null),
};

const vipDomainKey = (userId: number) => `vip_domain_ack_${userId}`;

/** The private domain a VIP member has acknowledged, per member: the notice shows once per domain. */
export const vipDomainAcknowledgement = {
  read: (userId: number): string | null => read(vipDomainKey(userId)),
  save: (userId: number, domain: string): void => write(vipDomainKey(userId), domain),
};
