import { Form, InputNumber, Modal } from 'antd';
import { rebateProblem, type AdminAgentDetail } from '@lottery/contracts';

/** 修改返点: within [the highest below it, its agent's], in tenths of a percent. */
export function RebateModal({
  agent,
  pending,
  onSubmit,
  onClose,
}: {
  agent: AdminAgentDetail;
  pending: boolean;
  onSubmit: (rebate: number) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ rebate: number }>();
  const [min, max] = agent.rebateRange;
  return (
    <Modal
      open
      title={`修改返点：${agent.account}`}
      okText="确定"
      cancelText="取消"
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ rebate: agent.rebate }}
        onFinish={(values) => onSubmit(values.rebate)}
        style={{ marginTop: 16 }}
      >
        <Form.Item
          name="rebate"
          label="返点（%）"
          extra={`可设范围 ${min} ~ ${max}：不低于下级与推广链接的最高返点，不高于上级代理。已下注单按下注时的返点结算。`}
          rules={[
            { required: true, message: '请输入返点' },
            {
              validator: async (_, value: number | null) => {
                const problem = value === null ? undefined : rebateProblem(value, [min, max]);
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <InputNumber min={0} step={0.1} precision={1} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
