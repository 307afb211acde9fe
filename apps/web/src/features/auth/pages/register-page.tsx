import { milliToYuan } from '@lottery/contracts';
import type { OptionalRegisterField } from '@lottery/contracts';
import { Button, DatePicker, DotLoading, ErrorBlock, Form, Input } from 'antd-mobile';
import type { InputProps } from 'antd-mobile';
import { GiftOutline, LockOutline } from 'antd-mobile-icons';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CaptchaField } from '../components/captcha-field';
import { PasswordToggle } from '../components/password-toggle';
import styles from '../components/auth-form.module.css';
import { useRegister } from '../hooks/use-register';
import { useTrialPlay } from '../hooks/use-trial-play';
import { isShown } from '../model/register-fields';

const birthdayFormat = 'YYYY-MM-DD';
const earliestBirthday = new Date(1900, 0, 1);
const defaultBirthday = new Date(1990, 0, 1);

const birthdayUnits: Record<string, string> = { year: '年', month: '月', day: '日' };
const birthdayLabel = (type: string, value: number) => `${value}${birthdayUnits[type] ?? ''}`;

const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

type TextField = Exclude<OptionalRegisterField, 'birthday' | 'vCode'>;

interface TextFieldRow {
  field: TextField;
  /** The label, also the input's aria-label. */
  label: string;
  /** Gets （选填） appended when the field is optional. */
  placeholder: string;
  input: Pick<InputProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'clearable'>;
  /** Cleans what was typed before it is kept. */
  clean?: (value: string) => string;
}

/** The optional text fields, in the form's order; the configuration shows or hides each. */
const textFields: readonly TextFieldRow[] = [
  {
    field: 'email',
    label: '邮箱',
    placeholder: '请输入邮箱地址',
    input: { type: 'email', inputMode: 'email', autoComplete: 'email', clearable: true },
  },
  {
    field: 'fullName',
    label: '真实姓名',
    placeholder: '请输入真实姓名',
    input: { autoComplete: 'name', maxLength: 15, clearable: true },
  },
  {
    field: 'fundPwd',
    label: '提现密码',
    placeholder: '请输入4位数字',
    input: { type: 'password', inputMode: 'numeric', autoComplete: 'off' },
    clean: (value) => digitsOnly(value, 4),
  },
  {
    field: 'intrCode',
    label: '推广码',
    placeholder: '请输入推广码',
    input: { autoComplete: 'off', maxLength: 32 },
  },
  {
    field: 'qq',
    label: 'QQ号码',
    placeholder: '请输入QQ号码',
    input: { inputMode: 'numeric', autoComplete: 'off', clearable: true },
    clean: (value) => digitsOnly(value, 28),
  },
  {
    field: 'weixin',
    label: '微信号',
    placeholder: '请输入微信账号',
    input: { autoComplete: 'off', maxLength: 49, clearable: true },
  },
  {
    field: 'phone',
    label: '手机号码',
    placeholder: '请输入手机号码',
    input: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 20, clearable: true },
  },
];

/** /auth/register */
export function RegisterPage() {
  const register = useRegister();
  const trial = useTrialPlay();
  const navigate = useNavigate();
  const location = useLocation();
  const [showPassword, setShowPassword] = useState(false);
  const [pickingBirthday, setPickingBirthday] = useState(false);

  if (register.loading) {
    return (
      <div className={styles.loading} role="status" aria-label="加载中">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (register.loadError !== null || !register.limit || !register.fields) {
    return (
      <ErrorBlock
        status="disconnected"
        title="注册设置加载失败"
        description={register.loadError ?? '请检查网络后再试'}
      >
        <Button color="primary" fill="outline" shape="rounded" onClick={register.retryLoad}>
          重试
        </Button>
      </ErrorBlock>
    );
  }

  const { fields, values, setValue, limit } = register;
  const required = (field: OptionalRegisterField) => fields[field] === 'required';
  const hint = (field: OptionalRegisterField, text: string) =>
    required(field) ? text : `${text}（选填）`;
  const optional = (field: OptionalRegisterField, node: ReactNode) =>
    isShown(fields, field) ? node : null;
  const today = new Date();

  return (
    <div className={styles.form}>
      {limit.sendMenoy > 0 ? (
        <div className={styles.gift}>
          <GiftOutline />
          <span>
            新用户注册送
            {milliToYuan(limit.sendMenoy).toLocaleString('zh-CN', { maximumFractionDigits: 2 })}元
          </span>
        </div>
      ) : null}
      {register.inviter !== null ? (
        <div className={styles.inviter} role="status">
          推荐人：{register.inviter}
        </div>
      ) : null}
      {register.linkError !== null ? (
        <div className={styles.linkError} role="alert">
          {register.linkError}
        </div>
      ) : null}
      <Form
        layout="horizontal"
        requiredMarkStyle="none"
        className={styles.fields}
        style={{ '--prefix-width': '5em' }}
      >
        <Form.Item label="用户名" required description={limit.userAccountMessage || undefined}>
          <Input
            aria-label="用户名"
            placeholder="请输入用户名"
            value={values.account}
            onChange={(value) => setValue('account', value)}
            autoComplete="username"
            maxLength={15}
            clearable
          />
        </Form.Item>
        <Form.Item
          label="登录密码"
          required
          extra={<PasswordToggle visible={showPassword} onChange={setShowPassword} />}
        >
          <Input
            aria-label="登录密码"
            type={showPassword ? 'text' : 'password'}
            placeholder="8-20位，含大小写字母和数字"
            value={values.password}
            onChange={(value) => setValue('password', value)}
            autoComplete="new-password"
            maxLength={20}
          />
        </Form.Item>
        <Form.Item label="确认密码" required>
          <Input
            aria-label="确认密码"
            type={showPassword ? 'text' : 'password'}
            placeholder="请再次输入密码"
            value={values.confirmPassword}
            onChange={(value) => setValue('confirmPassword', value)}
            autoComplete="new-password"
            maxLength={20}
          />
        </Form.Item>
        {optional(
          'birthday',
          <Form.Item
            label="出生日期"
            required={required('birthday')}
            arrowIcon
            onClick={() => setPickingBirthday(true)}
          >
            <span
              className={values.birthday ? styles.picker : `${styles.picker} ${styles.placeholder}`}
              role="button"
              aria-label="出生日期"
            >
              {values.birthday || hint('birthday', '请选择出生日期')}
            </span>
          </Form.Item>,
        )}
        {textFields.map(({ field, label, placeholder, input, clean }) => {
          // A promotion code from the link is locked; the configuration may word the WeChat hint.
          const locked = field === 'intrCode' ? register.intrCodeLocked : undefined;
          const configuredPlaceholder = field === 'weixin' ? limit.wechatPlaceholder : '';
          return optional(
            field,
            <Form.Item
              key={field}
              label={label}
              required={required(field)}
              extra={
                locked ? <LockOutline className={styles.lock} aria-label="推广码已锁定" /> : null
              }
            >
              <Input
                aria-label={label}
                placeholder={configuredPlaceholder || hint(field, placeholder)}
                value={values[field]}
                onChange={(value) => setValue(field, clean ? clean(value) : value)}
                readOnly={locked}
                {...input}
              />
            </Form.Item>,
          );
        })}
        {optional(
          'vCode',
          <CaptchaField
            purpose="reg"
            required={required('vCode')}
            stamp={register.captchaStamp}
            onRefresh={register.refreshCaptcha}
            value={values.vCode}
            onChange={(value) => setValue('vCode', value)}
          />,
        )}
      </Form>
      {isShown(fields, 'birthday') ? (
        <DatePicker
          title="出生日期"
          visible={pickingBirthday}
          onClose={() => setPickingBirthday(false)}
          precision="day"
          renderLabel={birthdayLabel}
          min={earliestBirthday}
          max={today}
          value={values.birthday ? dayjs(values.birthday).toDate() : defaultBirthday}
          onConfirm={(date) => setValue('birthday', dayjs(date).format(birthdayFormat))}
        />
      ) : null}

      <Button
        className={`${styles.submit} ${styles.registerSubmit}`}
        block
        color="primary"
        shape="rounded"
        size="large"
        loading={register.submitting}
        loadingText="注册中"
        disabled={register.submitting}
        onClick={() => void register.submit()}
      >
        立即注册
      </Button>

      <div className={styles.links}>
        <button
          type="button"
          className={styles.textLink}
          onClick={() => void navigate('/auth/login', { replace: true, state: location.state })}
        >
          已有账号
        </button>
        <span className={styles.divider} aria-hidden="true" />
        <button
          type="button"
          className={styles.textLink}
          disabled={trial.pending}
          onClick={() => void trial.start()}
        >
          {trial.pending ? '正在创建试玩账号…' : '随便玩玩'}
        </button>
      </div>
    </div>
  );
}
