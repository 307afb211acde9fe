import { Form, Input } from 'antd-mobile';
import { CaptchaImage } from './captcha-image';

interface CaptchaFieldProps {
  purpose: 'login' | 'reg';
  stamp: number;
  onRefresh(): void;
  value: string;
  onChange(value: string): void;
  onEnterPress?: () => void;
  required?: boolean;
}

/** The image-captcha row of the login and registration forms: the code input and its image. */
export function CaptchaField({
  purpose,
  stamp,
  onRefresh,
  value,
  onChange,
  onEnterPress,
  required,
}: CaptchaFieldProps) {
  return (
    <Form.Item
      label="验证码"
      required={required}
      extra={<CaptchaImage purpose={purpose} stamp={stamp} onRefresh={onRefresh} />}
    >
      <Input
        aria-label="验证码"
        placeholder="请输入验证码"
        value={value}
        onChange={onChange}
        onEnterPress={onEnterPress}
        maxLength={8}
        autoComplete="off"
      />
    </Form.Item>
  );
}
