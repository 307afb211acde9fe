import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, InputNumber, Typography } from 'antd';
import { useEffect } from 'react';
import { adminGamePaths, redPacketLimits, type RedPacketLimits } from '@lottery/contracts';
import { adminGet, adminPost } from '../../lib/admin-api';
import { useQueryErrorToast, useToastError } from '../../lib/toast-error';
import { useOperator } from '../../session/admin-session';

const limitsKey = ['admin', 'chat', 'red-packet-limits'] as const;

/** Yuan as typed (two decimals) ↔ thousandths as the contract takes them. */
interface LimitsForm {
  minYuan: number;
  maxYuan: number;
  maxCount: number;
}

const toForm = (limits: RedPacketLimits): LimitsForm => ({
  minYuan: limits.minAmount / 1000,
  maxYuan: limits.maxAmount / 1000,
  maxCount: limits.maxCount,
});

const toLimits = (form: LimitsForm): RedPacketLimits => ({
  minAmount: Math.round(form.minYuan * 1000),
  maxAmount: Math.round(form.maxYuan * 1000),
  maxCount: form.maxCount,
});

/** 红包限额: the smallest and largest red packet and the most shares; 客服/风控 change them. */
export function RedPacketLimitsCard() {
  const { can } = useOperator();
  const editable = can('moderateChat');
  const current = useQuery({
    queryKey: limitsKey,
    queryFn: () => adminGet<RedPacketLimits>(adminGamePaths.redPacketLimits),
  });
  useQueryErrorToast(current.error);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: RedPacketLimits) =>
      adminPost<RedPacketLimits>(adminGamePaths.saveRedPacketLimits, body),
    onSuccess: (saved) => queryClient.setQueryData(limitsKey, saved),
  });
  const [form] = Form.useForm<LimitsForm>();
  const { message } = App.useApp();
  const toastError = useToastError();

  useEffect(() => {
    if (current.data) form.setFieldsValue(toForm(current.data));
  }, [current.data, form]);

  /** The contract's rules, on the whole (min ≤ max needs both amounts). */
  const problem = (values: LimitsForm) => {
    const result = redPacketLimits.safeParse(toLimits(values));
    return result.success ? null : (result.error.issues[0]?.message ?? '格式不正确');
  };

  const submit = (values: LimitsForm) => {
    const found = problem(values);
    if (found) {
      void message.error(found);
      return;
    }
    save.mutate(toLimits(values), {
      onSuccess: () => void message.success('已保存'),
      onError: toastError,
    });
  };

  return (
    <Card size="small" title="红包限额" style={{ marginBottom: 16 }} loading={current.isLoading}>
      <Form<LimitsForm>
        form={form}
        layout="inline"
        onFinish={submit}
        disabled={!editable || !current.data}
        style={{ rowGap: 8 }}
      >
        <Form.Item
          name="minYuan"
          label="最小金额（元）"
          rules={[{ required: true, message: '请输入最小金额' }]}
        >
          <InputNumber min={0.01} precision={2} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item
          name="maxYuan"
          label="最大金额（元）"
          rules={[{ required: true, message: '请输入最大金额' }]}
        >
          <InputNumber min={0.01} precision={2} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item
          name="maxCount"
          label="最多个数"
          rules={[{ required: true, message: '请输入最多个数' }]}
        >
          <InputNumber min={1} precision={0} style={{ width: 100 }} />
        </Form.Item>
        {editable && (
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              保存
            </Button>
          </Form.Item>
        )}
      </Form>
      {!current.data && current.error ? (
        <Flex>
          <Typography.Text type="danger">加载失败</Typography.Text>
        </Flex>
      ) : null}
    </Card>
  );
}
