import { Form, Input, InputNumber, Modal } from 'antd';
import type { ReactNode } from 'react';
import {
  maxVipLevel,
  moveMemberBody,
  registrationMessages,
  resetMemberPasswordBody,
  type AdminMemberDetail,
} from '@lottery/contracts';
import { zodRule } from '../../lib/zod-rule';

interface DialogProps<Values> {
  member: AdminMemberDetail;
  pending: boolean;
  onSubmit: (values: Values) => void;
  onClose: () => void;
}

function FormModal<Values extends object>({
  title,
  initialValues,
  pending,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  initialValues: Values;
  pending: boolean;
  onSubmit: (values: Values) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const [form] = Form.useForm<Values>();
  return (
    <Modal
      open
      title={title}
      okText="确定"
      cancelText="取消"
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={onSubmit}
        style={{ marginTop: 16 }}
      >
        {children}
      </Form>
    </Modal>
  );
}

/** 重置登录密码: the operator sets one the member is told; the member's sessions end. */
export function ResetPasswordModal({ member, ...props }: DialogProps<{ password: string }>) {
  return (
    <FormModal
      title={`重置登录密码：${member.account}`}
      initialValues={{ password: '' }}
      {...props}
    >
      <Form.Item
        name="password"
        label="新密码"
        extra={`${registrationMessages.password} 重置后该会员所有登录会话立即失效。`}
        rules={[zodRule(resetMemberPasswordBody.shape.password)]}
      >
        <Input.Password autoComplete="new-password" maxLength={64} />
      </Form.Item>
    </FormModal>
  );
}

/** 修改VIP等级. */
export function VipLevelModal({ member, ...props }: DialogProps<{ vipLevel: number }>) {
  return (
    <FormModal
      title={`修改VIP等级：${member.account}`}
      initialValues={{ vipLevel: member.vipLevel }}
      {...props}
    >
      <Form.Item
        name="vipLevel"
        label={`VIP等级（0–${maxVipLevel}）`}
        rules={[{ required: true, message: '请输入VIP等级' }]}
      >
        <InputNumber min={0} max={maxVipLevel} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormModal>
  );
}

/** 转移上级代理: another agent by account, or none (empty). */
export function MoveAgentModal({ member, ...props }: DialogProps<{ agentAccount: string }>) {
  return (
    <FormModal
      title={`转移上级代理：${member.account}`}
      initialValues={{ agentAccount: member.agentAccount ?? '' }}
      {...props}
    >
      <Form.Item
        name="agentAccount"
        label="上级代理账号"
        extra="留空表示无上级代理"
        rules={[zodRule(moveMemberBody.shape.agentAccount, { optional: true })]}
      >
        <Input allowClear maxLength={32} />
      </Form.Item>
    </FormModal>
  );
}
