import { registrationMessages } from '@lottery/contracts';
import { Button, Checkbox, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useThemeStore } from '../../../themes/use-theme-store';
import { CaptchaField } from '../components/captcha-field';
import { PasswordToggle } from '../components/password-toggle';
import styles from '../components/auth-form.module.css';
import { useLogin } from '../hooks/use-login';
import { useTrialPlay } from '../hooks/use-trial-play';

/** /auth/login */
export function LoginPage() {
  const login = useLogin();
  const trial = useTrialPlay();
  const theme = useThemeStore((state) => state.name);
  const [showPassword, setShowPassword] = useState(false);
  const onEnter = () => {
    if (login.canSubmit) void login.submit();
  };

  return (
    <div className={styles.form}>
      <Form layout="horizontal" requiredMarkStyle="none" className={styles.fields}>
        <Form.Item label="账号">
          <Input
            aria-label="账号"
            placeholder={registrationMessages.loginAccount}
            value={login.account}
            onChange={login.setAccount}
            onEnterPress={onEnter}
            autoComplete="username"
            clearable
          />
        </Form.Item>
        <Form.Item
          label="密码"
          extra={<PasswordToggle visible={showPassword} onChange={setShowPassword} />}
        >
          <Input
            aria-label="密码"
            type={showPassword ? 'text' : 'password'}
            placeholder={registrationMessages.loginPassword}
            value={login.password}
            onChange={login.setPassword}
            onEnterPress={onEnter}
            autoComplete="current-password"
          />
        </Form.Item>
        {login.imageCaptcha ? (
          <CaptchaField
            purpose="login"
            stamp={login.captchaStamp}
            onRefresh={login.refreshCaptcha}
            value={login.valiCode}
            onChange={login.setValiCode}
            onEnterPress={onEnter}
          />
        ) : null}
      </Form>

      <div className={styles.options}>
        <Checkbox className={styles.checkbox} checked={login.remember} onChange={login.setRemember}>
          记住密码
        </Checkbox>
        <button type="button" className={styles.textLink} onClick={login.openService}>
          忘记密码
        </button>
      </div>

      <Button
        className={styles.submit}
        block
        color="primary"
        shape="rounded"
        size="large"
        loading={login.submitting}
        loadingText="登录中"
        disabled={!login.canSubmit}
        onClick={() => void login.submit()}
      >
        立即登录
      </Button>

      {theme === 'theme4' ? (
        <div className={styles.links}>
          <button
            type="button"
            className={styles.textLink}
            disabled={trial.pending}
            onClick={() => void trial.start()}
          >
            {trial.pending ? '正在创建试玩账号…' : '随便玩玩'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
