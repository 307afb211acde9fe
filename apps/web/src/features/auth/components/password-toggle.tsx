import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import styles from './auth-form.module.css';

interface PasswordToggleProps {
  visible: boolean;
  onChange(visible: boolean): void;
}

/** The eye that shows or hides a password. */
export function PasswordToggle({ visible, onChange }: PasswordToggleProps) {
  return (
    <button
      type="button"
      className={styles.eye}
      aria-label={visible ? '隐藏密码' : '显示密码'}
      aria-pressed={visible}
      onClick={() => onChange(!visible)}
    >
      {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
    </button>
  );
}
