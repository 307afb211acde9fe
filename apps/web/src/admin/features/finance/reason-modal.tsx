import { Form, Input, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { z } from '@lottery/contracts';
import { zodRule } from '../../lib/zod-rule';

interface ReasonModalProps {
  title: string;
  /** What the decision does, said before the operator confirms it. */
  description?: ReactNode;
  /** The field's label: 原因, 拒绝原因, 备注. */
  label: string;
  okText: string;
  danger?: boolean;
  /** The contract's rule for the text; an optional one may stay empty. */
  schema: z.ZodType;
  optional?: boolean;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** A decision with its reason (required unless `optional`): freezes, rejections, payouts. */
export function ReasonModal({
  title,
  description,
  label,
  okText,
  danger = false,
  schema,
  optional = false,
  pending,
  onSubmit,
  onClose,
}: ReasonModalProps) {
  const [form] = Form.useForm<{ reason?: string }>();
  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger }}
      cancelText="取消"
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {description && <Typography.Paragraph>{description}</Typography.Paragraph>}
      <Form form={form} layout="vertical" onFinish={({ reason }) => onSubmit(reason?.trim() ?? '')}>
        <Form.Item
          name="reason"
          label={label}
          required={!optional}
          rules={[zodRule(schema, { optional })]}
        >
          <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
