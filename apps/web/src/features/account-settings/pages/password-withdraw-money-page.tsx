import { Button, Input, Skeleton, Steps } from 'antd-mobile';
import type { PasscodeInputRef } from 'antd-mobile';
import { registrationMessages } from '@lottery/contracts';
import { useEffect, useRef, useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useProfile } from '../../../lib/profile/get-profile';
import { showToast } from '../../../lib/toast';
import { toastError, toastSaved } from '../../../lib/toast-error';
import { useUpdateFundPwd } from '../api/update-fund-pwd';
import { FundPasswordInput } from '../components/fund-password-input';
import styles from './password-withdraw-money-page.module.css';

type Step = 'login' | 'old' | 'new' | 'confirm';

const prompts: Record<Exclude<Step, 'login'>, string> = {
  old: '请输入原提现密码',
  new: '请设置4位数字提现密码',
  confirm: '请再次输入提现密码',
};

const mismatch = '两次输入的提现密码不一致';

/**
 * /password-withdraw-money: sets the withdraw password (first time, after the login password) or
 * changes it (after the old one). Each box row completes when all four digits are in.
 */
export function PasswordWithdrawMoneyPage() {
  const goBack = useGoBack('/security-center');
  const profile = useProfile();
  const update = useUpdateFundPwd();
  const passcode = useRef<PasscodeInputRef>(null);

  const firstTime = profile.data?.extInfo.fundPwd !== 1;
  const [chosenStep, setStep] = useState<Step | null>(null);
  const step: Step = chosenStep ?? (firstTime ? 'login' : 'old');
  const [loginPassword, setLoginPassword] = useState('');
  const [oldPin, setOldPin] = useState('');
  const [newPin, setNewPin] = useState('');
  const [confirmPin, setConfirmPin] = useState('');
  const [error, setError] = useState(false);

  useEffect(() => {
    if (step !== 'login') passcode.current?.focus();
  }, [step]);

  const restart = () => {
    setLoginPassword('');
    setOldPin('');
    setNewPin('');
    setConfirmPin('');
    setStep(null);
  };

  const submit = (confirmFundPwd: string) => {
    const change = firstTime
      ? { loginPassword, fundPwd: newPin, confirmFundPwd }
      : { oldFundPwd: oldPin, fundPwd: newPin, confirmFundPwd };
    update.mutate(change, {
      onSuccess: () => {
        toastSaved();
        goBack();
      },
      onError: (failure) => {
        toastError(failure);
        restart();
      },
    });
  };

  const onConfirmFilled = (value: string) => {
    if (value !== newPin) {
      showToast(mismatch);
      setError(true);
      setNewPin('');
      setConfirmPin('');
      setStep('new');
      return;
    }
    submit(value);
  };

  const stepIndex = step === 'login' || step === 'old' ? 0 : step === 'new' ? 1 : 2;

  return (
    <>
      <PageHeader title={firstTime ? '设置提现密码' : '修改提现密码'} onBack={goBack} />
      <div className={styles.body}>
        {profile.isPending ? (
          <section className={styles.card}>
            <Skeleton.Paragraph lineCount={4} animated />
          </section>
        ) : (
          <section className={styles.card}>
            <Steps current={stepIndex} className={styles.steps}>
              <Steps.Step title="验证身份" />
              <Steps.Step title="设置密码" />
              <Steps.Step title="确认密码" />
            </Steps>

            {step === 'login' ? (
              <div className={styles.step}>
                <p className={styles.prompt}>首次设置提现密码，请先输入登录密码</p>
                <Input
                  className={styles.loginInput}
                  type="password"
                  placeholder="请输入登录密码"
                  autoComplete="current-password"
                  value={loginPassword}
                  onChange={setLoginPassword}
                  clearable
                />
                <Button
                  block
                  color="primary"
                  shape="rounded"
                  size="large"
                  onClick={() => {
                    if (loginPassword === '') showToast(registrationMessages.loginPassword);
                    else setStep('new');
                  }}
                >
                  下一步
                </Button>
              </div>
            ) : (
              <div className={styles.step}>
                <p className={styles.prompt}>{prompts[step]}</p>
                {step === 'old' ? (
                  <FundPasswordInput
                    key="old"
                    ref={passcode}
                    label={prompts.old}
                    value={oldPin}
                    onChange={setOldPin}
                    onFill={() => setStep('new')}
                  />
                ) : step === 'new' ? (
                  <FundPasswordInput
                    key="new"
                    ref={passcode}
                    label={prompts.new}
                    value={newPin}
                    error={error}
                    onChange={(value) => {
                      setError(false);
                      setNewPin(value);
                    }}
                    onFill={() => setStep('confirm')}
                  />
                ) : (
                  <FundPasswordInput
                    key="confirm"
                    ref={passcode}
                    label={prompts.confirm}
                    value={confirmPin}
                    onChange={setConfirmPin}
                    onFill={onConfirmFilled}
                  />
                )}
                {update.isPending ? <p className={styles.saving}>提交中…</p> : null}
              </div>
            )}
          </section>
        )}
        <p className={styles.note}>提现密码为4位数字，用于提现和绑定收款账户，请妥善保管。</p>
      </div>
    </>
  );
}
