import { PasscodeInput } from 'antd-mobile';
import type { PasscodeInputRef } from 'antd-mobile';
import type { Ref } from 'react';
import styles from './fund-password-input.module.css';

interface FundPasswordInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called once all four digits are in. */
  onFill?: (value: string) => void;
  error?: boolean;
  ref?: Ref<PasscodeInputRef>;
}

/** The 4-digit withdraw password: four boxes, one hidden digit each, digits only. */
export function FundPasswordInput({
  label,
  value,
  onChange,
  onFill,
  error,
  ref,
}: FundPasswordInputProps) {
  return (
    <PasscodeInput
      ref={ref}
      className={styles.passcode}
      length={4}
      plain={false}
      seperated
      inputMode="numeric"
      aria-label={label}
      value={value}
      error={error}
      onChange={(next) => onChange(next.replace(/\D/g, '').slice(0, 4))}
      onFill={onFill}
    />
  );
}
