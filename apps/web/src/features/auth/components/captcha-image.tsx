import { useState } from 'react';
import { captchaImageUrl } from '../api/captcha-url';
import styles from './auth-form.module.css';

interface CaptchaImageProps {
  purpose: 'login' | 'reg';
  /** The cache-buster; a new value loads a new image. */
  stamp: number;
  onRefresh(): void;
}

/** The server's image captcha; tapping it loads a new one. */
export function CaptchaImage({ purpose, stamp, onRefresh }: CaptchaImageProps) {
  const src = captchaImageUrl(purpose, stamp);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  return (
    <button
      type="button"
      className={styles.captcha}
      onClick={onRefresh}
      aria-label="验证码，点击刷新"
    >
      {failedSrc === src ? (
        <span className={styles.captchaFailed}>点击刷新</span>
      ) : (
        <img src={src} alt="验证码" onError={() => setFailedSrc(src)} />
      )}
    </button>
  );
}
