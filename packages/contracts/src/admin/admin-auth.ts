import { z } from 'zod';
import { textField } from '../validation';
import { adminRoles } from './roles';

export const adminLoginBody = z.strictObject({
  account: textField(32).min(1, '请输入账号'),
  password: z.string().min(1, '请输入密码').max(128),
  /** The six digits of the operator's authenticator app (TOTP, 30 s). */
  code: z.string().regex(/^\d{6}$/, '请输入6位动态码'),
});
export type AdminLoginBody = z.infer<typeof adminLoginBody>;

export const adminOperator = z.object({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  role: z.enum(adminRoles),
  disabled: z.boolean(),
  lastLoginAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type AdminOperator = z.infer<typeof adminOperator>;

export const adminLoginAnswer = z.object({ token: z.string(), operator: adminOperator });
export type AdminLoginAnswer = z.infer<typeof adminLoginAnswer>;

/** An operator's password: 10+ characters with upper and lower case letters and a digit. */
export const adminPassword = z
  .string()
  .min(10, '密码至少10位')
  .max(128)
  .regex(/[a-z]/, '密码须包含小写字母')
  .regex(/[A-Z]/, '密码须包含大写字母')
  .regex(/\d/, '密码须包含数字');

/** Create (no id, password required) or change an operator; a role change ends their sessions. */
export const saveOperatorBody = z.strictObject({
  id: z.number().int().positive().optional(),
  account: textField(32)
    .min(3)
    .regex(/^[A-Za-z0-9_]+$/, '账号只能包含字母、数字和下划线'),
  name: textField(32).min(1, '请输入姓名'),
  role: z.enum(adminRoles),
  disabled: z.boolean().default(false),
  password: adminPassword.optional(),
});
export type SaveOperatorBody = z.infer<typeof saveOperatorBody>;

/**
 * The operator as saved; `totp` only when a secret was made (a new operator, or reset-totp):
 * shown once, as a QR code for the authenticator app.
 */
export const operatorSaveAnswer = z.object({
  operator: adminOperator,
  totp: z.object({ secret: z.string(), otpauthUrl: z.string() }).nullable(),
});
export type OperatorSaveAnswer = z.infer<typeof operatorSaveAnswer>;
