import {
  emailPattern,
  errorMessage,
  fullNamePattern,
  fundPwdPattern,
  isStrongPassword,
  phonePattern,
  qqPattern,
  registrationMessages,
  stripSpaces,
  weixinPattern,
  birthdayPattern,
} from '@lottery/contracts';
import dayjs from 'dayjs';
import type { BankAccountInput } from './api/update-bank';
import { bankAccountRules } from './api/update-bank';
import type { PersonalInfo } from './api/modify-user-info';
import type { PasswordChange } from './api/update-password';

/**
 * The account forms check on the client with the registration rules and messages of contracts;
 * the first failing field is shown as a toast.
 */
export const firstPasswordChangeFailure = (
  change: PasswordChange,
  account: string | undefined,
): string | null => {
  if (change.oldPassword === '') return registrationMessages.loginPassword;
  if (!isStrongPassword(change.newPassword)) return registrationMessages.password;
  if (change.confirmPassword !== change.newPassword) return registrationMessages.confirmPassword;
  if (account && change.newPassword.toLowerCase() === account.toLowerCase()) {
    return registrationMessages.passwordEqualsAccount;
  }
  return null;
};

const isPastOrToday = (date: string): boolean => {
  if (!birthdayPattern.test(date)) return false;
  const parsed = dayjs(date, 'YYYY-MM-DD');
  return (
    parsed.isValid() && parsed.format('YYYY-MM-DD') === date && !parsed.isAfter(dayjs(), 'day')
  );
};

/** Personal info: every field may stay empty; a filled one must pass its registration rule. */
export const firstPersonalInfoFailure = (info: PersonalInfo): string | null => {
  const checks: [value: string, valid: (value: string) => boolean, message: string][] = [
    [info.fullName, (v) => fullNamePattern.test(v), registrationMessages.fullName],
    [info.email, (v) => emailPattern.test(v) && v.length <= 100, registrationMessages.email],
    [info.phone, (v) => phonePattern.test(stripSpaces(v)), registrationMessages.phone],
    [info.qq, (v) => qqPattern.test(v), registrationMessages.qq],
    [info.weixin, (v) => weixinPattern.test(v), registrationMessages.weixin],
    [info.birthday, isPastOrToday, registrationMessages.birthday],
  ];
  for (const [value, valid, message] of checks) {
    const trimmed = value.trim();
    if (trimmed !== '' && !valid(trimmed)) return message;
  }
  return null;
};

/** A 4-digit withdraw password: empty asks for it, anything else must be 4 digits. */
export const fundPasswordFailure = (fundPwd: string): string | null => {
  if (fundPwd === '') return errorMessage('UC/CASH_PASSWORD');
  if (!fundPwdPattern.test(fundPwd)) return registrationMessages.fundPwd;
  return null;
};

/** The bank account form: the contracts' updateBank rules, then the withdraw password. */
export const firstBankAccountFailure = (input: BankAccountInput): string | null => {
  const { fundPwd, ...fields } = input;
  const checked = bankAccountRules.safeParse(fields);
  if (!checked.success) return checked.error.issues[0]?.message ?? errorMessage('SYS/VALIDATION');
  return fundPasswordFailure(fundPwd);
};
