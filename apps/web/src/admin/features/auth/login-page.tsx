import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { adminLoginBody, type AdminLoginBody } from '@lottery/contracts';
import { useToastError } from '../../lib/toast-error';
import { zodRule } from '../../lib/zod-rule';
import { signIn } from './auth-api';

const fields = adminLoginBody.shape;

/** 运营后台 sign-in: account, password and the authenticator's six digits. */
export function LoginPage() {
  const [form] = Form.useForm<AdminLoginBody>();
  const [busy, setBusy] = useState(false);
  const toastError = useToastError();

  const submit = async (values: AdminLoginBody) => {
    setBusy(true);
    try {
      // The guard sends the operator on once the session starts.
      await signIn({ ...values, account: values.account.trim() });
    } catch (error) {
      toastError(error);
      form.setFieldValue('code', '');
      setBusy(false);
    }
  };

  return (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: '100vh', padding: 16, background: '#f0f2f5' }}
    >
      <Card style={{ width: '100%', maxWidth: 380 }}>
        <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>
          运营后台
        </Typography.Title>
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item name="account" label="账号" rules={[zodRule(fields.account)]}>
            <Input autoComplete="username" autoCapitalize="off" size="large" />
          </Form.Item>
          <Form.Item name="password" label="密码" rules={[zodRule(fields.password)]}>
            <Input.Password autoComplete="current-password" size="large" />
          </Form.Item>
          <Form.Item name="code" label="动态码" rules={[zodRule(fields.code)]}>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="身份验证器中的6位数字"
              size="large"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>
            登录
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
