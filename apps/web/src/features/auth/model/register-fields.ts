import { optionalRegisterFields } from '@lottery/contracts';
import type { RegisterLimit, RegistrationInput } from '@lottery/contracts';

export type RegisterValues = Required<RegistrationInput>;

export const emptyRegisterValues: RegisterValues = {
  account: '',
  password: '',
  confirmPassword: '',
  birthday: '',
  email: '',
  fullName: '',
  fundPwd: '',
  intrCode: '',
  qq: '',
  weixin: '',
  phone: '',
  vCode: '',
};

/**
 * The field settings the form is built from: the configuration's, with the promotion code shown
 * when a link brought one (?code=), and the image code left out when the slider replaces it.
 */
export const formFieldSettings = (
  limit: RegisterLimit,
  options: { lockedIntrCode: boolean; slider: boolean },
): RegisterLimit['fields'] => {
  const fields: RegisterLimit['fields'] = { ...limit.fields };
  if (options.lockedIntrCode && (fields.intrCode ?? 'hidden') === 'hidden') {
    fields.intrCode = 'optional';
  }
  if (options.slider) fields.vCode = 'hidden';
  return fields;
};

export const isShown = (fields: RegisterLimit['fields'], field: keyof RegisterLimit['fields']) =>
  (fields[field] ?? 'hidden') !== 'hidden';

/** Hidden fields are blanked before sending (and when a rebuilt form hides them). */
export const blankHidden = (
  values: RegisterValues,
  fields: RegisterLimit['fields'],
): RegisterValues => {
  const next = { ...values };
  for (const field of optionalRegisterFields) if (!isShown(fields, field)) next[field] = '';
  return next;
};

/** Two configurations are the same when every setting and text is, whatever the key order. */
export const sameRegisterLimit = (a: RegisterLimit, b: RegisterLimit): boolean =>
  optionalRegisterFields.every(
    (field) => (a.fields[field] ?? 'hidden') === (b.fields[field] ?? 'hidden'),
  ) &&
  a.userAccountMessage === b.userAccountMessage &&
  a.wechatPlaceholder === b.wechatPlaceholder &&
  a.sendMenoy === b.sendMenoy &&
  a.thirdPartyCaptcha === b.thirdPartyCaptcha;
