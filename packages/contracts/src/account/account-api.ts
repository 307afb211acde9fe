// The Chinese messages: the browser shows these forms' issues to the member as they are.
import { textField, z } from '../validation';

/**
 * How an encrypted secret travels: `{keyId}.{base64 ciphertext}`, so a rotated key is recognised
 * and the client told to fetch the new one.
 */
export const encryptedSecret = z
  .string()
  .max(1024)
  .regex(/^[A-Za-z0-9_-]{1,64}\.[A-Za-z0-9+/=]{16,}$/, '密码加密格式无效');

const text = (max: number) => textField(max);
const optionalText = (max: number) => text(max).optional();
const flag = z.enum(['0', '1']);

/** The captcha's answer, sent when the server asks for one (UC/VCODE_REQUIRED). */
const captchaFields = {
  valiCode: optionalText(16),
  /** Slider captcha: the ticket of a solved challenge, or '1' in captchaSkipped after 3 failures. */
  captchaTicket: optionalText(64),
  captchaSkipped: flag.optional(),
};

/** POST /v/user/login (form). The password is encrypted with the sk_encrypt.json key. */
export const loginForm = z.strictObject({
  account: text(32).min(1),
  password: encryptedSecret,
  remember: flag.optional(),
  version: optionalText(32),
  ...captchaFields,
});
export type LoginForm = z.infer<typeof loginForm>;

/** POST /v/user/reg (form). Passwords encrypted; hidden fields are sent blank or left out. */
export const registerForm = z.strictObject({
  account: text(32).min(1),
  password: encryptedSecret,
  confirmPassword: encryptedSecret,
  fullName: optionalText(32),
  fundPwd: z.union([encryptedSecret, z.literal('')]).optional(),
  birthday: optionalText(16),
  email: optionalText(100),
  qq: optionalText(32),
  weixin: optionalText(64),
  intrCode: optionalText(32),
  phone: optionalText(32),
  vCode: optionalText(16),
  version: optionalText(32),
  captchaTicket: optionalText(64),
  captchaSkipped: flag.optional(),
});
export type RegisterForm = z.infer<typeof registerForm>;

export const checkUniqueQuery = z.strictObject({
  account: text(32).min(1),
  _t: z.coerce.number().optional(),
});
/** checkUnique answers true when the account is still free. */
export const checkUniqueResult = z.boolean();

export const captchaQuery = z.strictObject({
  t: z.coerce.number().int().nonnegative().optional(),
  m: z.literal('reg').optional(),
});

export const updatePasswordForm = z.strictObject({
  oldPassword: encryptedSecret,
  newPassword: encryptedSecret,
  confirmPassword: encryptedSecret,
});

export const updatePasswordByAccountForm = z.strictObject({
  account: text(32).min(1),
  oldPassword: encryptedSecret,
  newPassword: encryptedSecret,
  confirmPassword: encryptedSecret,
  ...captchaFields,
});

/** Sets the withdraw password (first time: with the login password) or changes it. */
export const updateFundPwdForm = z.strictObject({
  oldFundPwd: encryptedSecret.optional(),
  loginPassword: encryptedSecret.optional(),
  fundPwd: encryptedSecret,
  confirmFundPwd: encryptedSecret,
});

export const checkCashPasswordQuery = z.strictObject({
  cashPassword: textField(1024, { trim: false }),
});

export const paymentTypes = { bank: 2, usdt: 10, eWallet: 20 } as const;
export const paymentTypeLabels: Record<number, string> = {
  2: '银行卡',
  10: 'USDT',
  20: '电子钱包',
};
export const maxBankAccounts = 5;

export const updateBankForm = z.strictObject({
  /** Present to edit an existing account, absent to add one. */
  id: z.coerce.number().int().positive().optional(),
  type: z.coerce.number().pipe(z.union([z.literal(2), z.literal(10), z.literal(20)])),
  bankName: text(40).min(1, '请输入银行名称'),
  bankAccount: textField(100, { trim: false })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^[A-Za-z0-9]{6,64}$/, '账号格式不正确')),
  accountName: text(32).min(1, '请输入开户姓名'),
  bankBranch: optionalText(60),
  fundPwd: encryptedSecret,
});

export const bankAccount = z.object({
  id: z.number().int(),
  type: z.number().int(),
  bankName: z.string(),
  /** Masked in the middle. */
  bankAccount: z.string(),
  accountName: z.string(),
  bankBranch: z.string(),
  createdAt: z.string(),
});
export type BankAccount = z.infer<typeof bankAccount>;

export const modifyUserInfoForm = z.strictObject({
  nickname: optionalText(20),
  avatarId: z.coerce.number().int().min(1).max(16).optional(),
  fullName: optionalText(32),
  email: optionalText(100),
  phone: optionalText(32),
  qq: optionalText(32),
  weixin: optionalText(64),
  birthday: optionalText(16),
});

export const chatThemeColorBody = z.strictObject({
  colorId: z.coerce.number().int().min(1).max(8),
});

export const messagesQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  rows: z.coerce.number().int().min(1).max(100).default(20),
  _t: z.coerce.number().optional(),
});

export const pushMessage = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  isRead: z.union([z.literal(0), z.literal(1)]),
  createdAt: z.string(),
});
export type PushMessage = z.infer<typeof pushMessage>;

export const messagePage = z.object({
  data: z.array(pushMessage),
  totalCount: z.number().int(),
  unReadCount: z.number().int(),
});
export type PushMessagePage = z.infer<typeof messagePage>;

export const messageIdQuery = z.strictObject({ id: z.coerce.number().int().positive() });

/** limit/userWithdrawLimit.json, amounts in thousandths of a yuan. */
export const withdrawLimitFile = z.object({
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  dailyCount: z.number().int(),
});

/** about.json: the /about subpages, HTML sanitized on the server. */
export const aboutFile = z.object({
  pages: z.array(
    z.object({
      slug: z.enum(['user-agreement', 'contact-us', 'privacy-agreement']),
      title: z.string(),
      content: z.string(),
    }),
  ),
});
export type AboutFile = z.infer<typeof aboutFile>;
