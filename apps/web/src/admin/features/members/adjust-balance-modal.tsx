import { App, Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useState } from 'react';
import {
  adminAdjustBody,
  adminPaths,
  formatMoney,
  yuanToMilli,
  type AdminMemberDetail,
  type BalanceAdjustAnswer,
  type z,
} from '@lottery/contracts';
import { newRequestKey } from '../../../lib/request-key';
import { useToastError } from '../../lib/toast-error';
import { zodRule } from '../../lib/zod-rule';
import { useMemberAction } from './members-api';

type AdjustBody = z.infer<typeof adminAdjustBody>;

const kinds = { deposit: '人工存款', deduct: '人工扣款' } as const;
type Kind = keyof typeof kinds;

interface AdjustForm {
  kind: Kind;
  yuan?: number | null;
  reason?: string;
}

const signedMilli = (kind: Kind, yuan: number) => (kind === 'deposit' ? 1 : -1) * yuanToMilli(yuan);

/**
 * A key for one opened dialog, so a double click or a retry after a lost answer posts the entry
 * once. randomUUID exists only on secure pages; plain http falls back to getRandomValues.
 */
const newAdjustKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID().replace(/[^A-Za-z0-9_-]/g, '')
    : newRequestKey();

/** 人工存款 / 人工扣款: yuan with two decimals, a required reason, and a confirmation. */
export function AdjustBalanceModal({
  member,
  onClose,
}: {
  member: AdminMemberDetail;
  onClose: () => void;
}) {
  const [form] = Form.useForm<AdjustForm>();
  const [idempotencyKey] = useState(newAdjustKey);
  const adjust = useMemberAction<AdjustBody, BalanceAdjustAnswer>(adminPaths.adjustBalance);
  const { message, modal } = App.useApp();
  const toastError = useToastError();

  const confirm = ({ kind, yuan, reason }: AdjustForm) => {
    const amount = signedMilli(kind, yuan ?? 0);
    modal.confirm({
      title: kinds[kind],
      content: `确认为 ${member.account} ${kinds[kind]} ${formatMoney(Math.abs(amount))} 元？`,
      okText: '确认',
      okButtonProps: { danger: kind === 'deduct' },
      cancelText: '取消',
      onOk: () =>
        adjust
          .mutateAsync({ id: member.id, amount, reason: reason?.trim() ?? '', idempotencyKey })
          .then(() => {
            void message.success('操作成功');
            onClose();
          }, toastError),
    });
  };

  return (
    <Modal
      open
      title="人工存款 / 扣款"
      okText="提交"
      cancelText="取消"
      confirmLoading={adjust.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<AdjustForm>
        form={form}
        layout="vertical"
        initialValues={{ kind: 'deposit' }}
        onFinish={confirm}
      >
        <Form.Item label="会员">{member.account}</Form.Item>
        <Form.Item name="kind" label="类型">
          <Radio.Group
            options={Object.entries(kinds).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item
          name="yuan"
          label="金额（元）"
          required
          rules={[
            {
              validator: async (_rule, yuan: number | null | undefined) => {
                if (!yuan || yuan <= 0) throw new Error('请输入金额');
                const checked = adminAdjustBody.shape.amount.safeParse(yuanToMilli(yuan));
                if (!checked.success) throw new Error(checked.error.issues[0]?.message);
              },
            },
          ]}
        >
          <InputNumber min={0.01} precision={2} step={100} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label="原因"
          required
          rules={[zodRule(adminAdjustBody.shape.reason)]}
        >
          <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
