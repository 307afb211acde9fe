import { z } from 'zod';

/**
 * Registration and login rules of spec part 1 §5, used by the web (a toast for the first failing
 * field) and by the server (a 400 with the same message). Where the spec keeps two readings the
 * stricter one is used: account 6–15 characters, password 8–20.
 */
export const registrationMessages = {
  account: '用户名必须是字母开头的6-15位的字母或者数字',
  password: '为了您的账户安全，密码长度应至少为8个字符，并且必须包含大写字母、小写字母和数字。',
  confirmPassword: '登录密码与确认密码不一致',
  passwordEqualsAccount: '为了您的账户安全，请勿使用与用户名相同的密码。',
  birthday: '请输入您的出生日期',
  email: '邮箱地址格式不正确',
  emailRequired: '邮箱地址不能为空',
  fullName: '请输入正确您的中文姓名',
  fullNameRequired: '真实姓名不能为空',
  fundPwd: '提现密码必须为4位数字',
  fundPwdRequired: '提现密码不能为空',
  intrCodeRequired: '推广码不能为空',
  intrCodeNotFound: '推广码不存在',
  qq: '请输入正确QQ号码',
  qqRequired: 'QQ号码不能为空',
  weixin: '请输入正确微信账号',
  weixinRequired: '微信账号不能为空',
  phone: '手机号码填写错误',
  phoneRequired: '手机号码不能为空',
  vCode: '验证码不正确',
  loginAccount: '请输入用户名',
  loginPassword: '请输入密码',
  configChanged: '操作超时！请再试试',
} as const;

export const accountPattern = /^[A-Za-z][A-Za-z0-9]{5,14}$/;
export const passwordLength = { min: 8, max: 20 } as const;
export const fundPwdPattern = /^\d{4}$/;
export const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
/** Chinese characters, 2 to 15, with a middle dot allowed after the first. */
export const fullNamePattern = /^[\u4e00-\u9fa5][\u4e00-\u9fa5·]{1,14}$/;
export const qqPattern = /^\d{4,28}$/;
export const weixinPattern = /^[A-Za-z0-9]{5,49}$/;
export const phonePattern = /^1[3-9]\d{9}$/;
export const birthdayPattern = /^\d{4}-\d{2}-\d{2}$/;

export const isStrongPassword = (password: string): boolean =>
  password.length >= passwordLength.min &&
  password.length <= passwordLength.max &&
  /[a-z]/.test(password) &&
  /[A-Z]/.test(password) &&
  /\d/.test(password) &&
  /^[\x21-\x7e]+$/.test(password);

/** The optional registration fields whose presence the server configures. */
export const optionalRegisterFields = [
  'birthday',
  'email',
  'fullName',
  'fundPwd',
  'intrCode',
  'qq',
  'weixin',
  'phone',
  'vCode',
] as const;
export type OptionalRegisterField = (typeof optionalRegisterFields)[number];

export const fieldSettings = ['hidden', 'optional', 'required'] as const;
export type FieldSetting = (typeof fieldSettings)[number];

/** limit/registerLimit.json */
export const registerLimitFile = z.object({
  fields: z.record(z.enum(optionalRegisterFields), z.enum(fieldSettings)),
  userAccountMessage: z.string(),
  wechatPlaceholder: z.string(),
  /** Registration gift in thousandths of a yuan; 0 when there is none. */
  sendMenoy: z.number().int().nonnegative(),
  /** 1 when the captcha is the third-party slider (system_config vcode_style 3). */
  thirdPartyCaptcha: z.union([z.literal(0), z.literal(1)]),
});
export type RegisterLimit = z.infer<typeof registerLimitFile>;

/** limit/userLoginLimit.json */
export const loginLimitFile = z.object({
  /** 1: a captcha is required on every login. */
  vCode: z.union([z.literal(0), z.literal(1)]),
  /** Failed logins (per account or per address) after which the captcha becomes required. */
  captchaAfterFailures: z.number().int().min(1),
});
export type LoginLimit = z.infer<typeof loginLimitFile>;

/** The registration form with plain passwords, as the user typed it. */
export interface RegistrationInput {
  account: string;
  password: string;
  confirmPassword: string;
  birthday?: string;
  email?: string;
  fullName?: string;
  fundPwd?: string;
  intrCode?: string;
  qq?: string;
  weixin?: string;
  phone?: string;
  vCode?: string;
}

export interface FieldFailure {
  field: keyof RegistrationInput;
  message: string;
}

export const stripSpaces = (value: string): string => value.replace(/\s+/g, '');

const isPastOrToday = (date: string, today: Date): boolean => {
  if (!birthdayPattern.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return false;
  return parsed.getTime() <= Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
};

type OptionalRule = {
  field: OptionalRegisterField;
  valid: (value: string, today: Date) => boolean;
  message: string;
  requiredMessage: string;
};

const optionalRules: OptionalRule[] = [
  {
    field: 'birthday',
    valid: (v, today) => isPastOrToday(v, today),
    message: registrationMessages.birthday,
    requiredMessage: registrationMessages.birthday,
  },
  {
    field: 'email',
    valid: (v) => emailPattern.test(v) && v.length <= 100,
    message: registrationMessages.email,
    requiredMessage: registrationMessages.emailRequired,
  },
  {
    field: 'fullName',
    valid: (v) => fullNamePattern.test(v),
    message: registrationMessages.fullName,
    requiredMessage: registrationMessages.fullNameRequired,
  },
  {
    field: 'fundPwd',
    valid: (v) => fundPwdPattern.test(v),
    message: registrationMessages.fundPwd,
    requiredMessage: registrationMessages.fundPwdRequired,
  },
  {
    field: 'intrCode',
    valid: (v) => /^[A-Za-z0-9]{1,32}$/.test(v),
    message: registrationMessages.intrCodeNotFound,
    requiredMessage: registrationMessages.intrCodeRequired,
  },
  {
    field: 'qq',
    valid: (v) => qqPattern.test(v),
    message: registrationMessages.qq,
    requiredMessage: registrationMessages.qqRequired,
  },
  {
    field: 'weixin',
    valid: (v) => weixinPattern.test(v),
    message: registrationMessages.weixin,
    requiredMessage: registrationMessages.weixinRequired,
  },
  {
    field: 'phone',
    valid: (v) => phonePattern.test(stripSpaces(v)),
    message: registrationMessages.phone,
    requiredMessage: registrationMessages.phoneRequired,
  },
  {
    field: 'vCode',
    valid: (v) => v.trim().length > 0,
    message: registrationMessages.vCode,
    requiredMessage: registrationMessages.vCode,
  },
];

/**
 * The first failing field of a registration, in the form's order, or null when it passes.
 * Hidden fields are ignored (the client blanks them before sending).
 */
export const firstRegistrationFailure = (
  input: RegistrationInput,
  fields: RegisterLimit['fields'],
  today: Date = new Date(),
): FieldFailure | null => {
  const account = input.account.trim();
  if (!accountPattern.test(account))
    return { field: 'account', message: registrationMessages.account };
  if (!isStrongPassword(input.password)) {
    return { field: 'password', message: registrationMessages.password };
  }
  if (input.confirmPassword !== input.password) {
    return { field: 'confirmPassword', message: registrationMessages.confirmPassword };
  }
  if (input.password.toLowerCase() === account.toLowerCase()) {
    return { field: 'password', message: registrationMessages.passwordEqualsAccount };
  }
  return firstOptionalFieldFailure(input, fields, today);
};

/**
 * The first failing optional field (birthday … vCode) under the given settings, or null; also
 * used when a member edits their personal info.
 */
export const firstOptionalFieldFailure = (
  input: Partial<Record<OptionalRegisterField, string>>,
  fields: Partial<RegisterLimit['fields']>,
  today: Date = new Date(),
): FieldFailure | null => {
  for (const rule of optionalRules) {
    const setting = fields[rule.field] ?? 'hidden';
    if (setting === 'hidden') continue;
    const value = (input[rule.field] ?? '').trim();
    if (value === '') {
      if (setting === 'required') return { field: rule.field, message: rule.requiredMessage };
      continue;
    }
    if (!rule.valid(value, today)) return { field: rule.field, message: rule.message };
  }
  return null;
};

/** Login: the account must not be empty after trimming, nor the password. */
export const firstLoginFailure = (input: {
  account: string;
  password: string;
  valiCode?: string;
  captchaRequired?: boolean;
}): string | null => {
  if (input.account.trim() === '') return registrationMessages.loginAccount;
  if (input.password === '') return registrationMessages.loginPassword;
  if (input.captchaRequired && (input.valiCode ?? '').trim() === '')
    return registrationMessages.vCode;
  return null;
};
