import { Button, CenterPopup, PasscodeInput } from 'antd-mobile';
import { withdrawTexts } from '@lottery/contracts';
import { useState } from 'react';
import { showToast } from '../toast';
import { answerCashPassword, cashPasswordLength } from './cash-password-prompt';
import styles from './cash-password-dialog.module.css';

/** Fewer than 4 digits typed. */
export const cashPasswordIncomplete = '请输入4位数字提现密码';

/**
 * 请输入提现密码: four hidden digit boxes; 确定 (or the fourth digit) answers them, 取消 or the
 * mask answers null. Empty: 请输入提现密码.
 */
export function CashPasswordDialog() {
  const [value, setValue] = useState('');

  const confirm = (digits: string) => {
    if (digits === '') return showToast(withdrawTexts.cashPasswordEmpty);
    if (digits.length < cashPasswordLength) return showToast(cashPasswordIncomplete);
    answerCashPassword(digits);
  };

  return (
    <CenterPopup visible onMaskClick={() => answerCashPassword(null)} className={styles.popup}>
      <div className={styles.body} role="dialog" aria-label={withdrawTexts.dialogTitle}>
        <h2 className={styles.title}>{withdrawTexts.dialogTitle}</h2>
        <PasscodeInput
          length={cashPasswordLength}
          plain={false}
          seperated
          inputMode="numeric"
          aria-label={withdrawTexts.dialogTitle}
          value={value}
          onChange={(next) => setValue(next.replace(/\D/g, '').slice(0, cashPasswordLength))}
          onFill={confirm}
          className={styles.passcode}
        />
        <div className={styles.actions}>
          <Button block shape="rounded" onClick={() => answerCashPassword(null)}>
            取消
          </Button>
          <Button block shape="rounded" color="primary" onClick={() => confirm(value)}>
            确定
          </Button>
        </div>
      </div>
    </CenterPopup>
  );
}
