import { Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { SubmitButton } from '../components/submit-button';
import { PageHeader } from '../../../components/page-header';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useProfile } from '../../../lib/profile/get-profile';
import { showToast } from '../../../lib/toast';
import { toastError, toastSaved } from '../../../lib/toast-error';
import { useUpdatePassword } from '../api/update-password';
import type { PasswordChange } from '../api/update-password';
import { firstPasswordChangeFailure } from '../validation';
import styles from './form-page.module.css';

const empty: PasswordChange = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** /change-password: old, new and confirmation; the server then ends the other sessions. */
export function ChangePasswordPage() {
  const goBack = useGoBack('/security-center');
  const profile = useProfile();
  const update = useUpdatePassword();
  const [values, setValues] = useState<PasswordChange>(empty);

  const set = (field: keyof PasswordChange) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = () => {
    const failure = firstPasswordChangeFailure(values, profile.data?.userInfo.account);
    if (failure) {
      showToast(failure);
      return;
    }
    update.mutate(values, {
      onSuccess: () => {
        toastSaved();
        setValues(empty);
        goBack();
      },
      onError: toastError,
    });
  };

  return (
    <>
      <PageHeader title="修改登录密码" onBack={goBack} />
      <div className={styles.body}>
        <Form
          layout="horizontal"
          className={styles.form}
          footer={
            <SubmitButton loading={update.isPending} onClick={submit}>
              确认修改
            </SubmitButton>
          }
        >
          <Form.Item label="原密码">
            <Input
              type="password"
              placeholder="请输入原密码"
              autoComplete="current-password"
              value={values.oldPassword}
              onChange={set('oldPassword')}
              clearable
            />
          </Form.Item>
          <Form.Item label="新密码">
            <Input
              type="password"
              placeholder="8-20位，含大小写字母和数字"
              autoComplete="new-password"
              maxLength={20}
              value={values.newPassword}
              onChange={set('newPassword')}
              clearable
            />
          </Form.Item>
          <Form.Item label="确认密码">
            <Input
              type="password"
              placeholder="请再次输入新密码"
              autoComplete="new-password"
              maxLength={20}
              value={values.confirmPassword}
              onChange={set('confirmPassword')}
              clearable
            />
          </Form.Item>
        </Form>
        <p className={styles.note}>修改成功后，其他设备上的登录将自动退出。</p>
      </div>
    </>
  );
}
