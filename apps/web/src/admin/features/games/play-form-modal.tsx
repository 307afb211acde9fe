import { App, Divider, Form, InputNumber, Modal, Switch } from 'antd';
import { bettingLimits, type AdminPlay } from '@lottery/contracts';
import { useToastError } from '../../lib/toast-error';
import { useSaveLimits, useSaveOdds } from './games-api';

interface PlayForm {
  enabled: boolean;
  minAmount: number;
  maxAmount: number;
  turnMax: number;
  /** Odds item key → odds as the member reads them (48.8), not thousandths. */
  odds: Record<string, number | null>;
}

const toMilli = (value: number) => Math.round(value * 1000);

/**
 * 编辑玩法: the play on or off, its limits in whole yuan (min ≤ max ≤ turn max), and the odds of
 * each of its items. Limits and odds are two calls, each audited; only what changed is sent.
 */
export function PlayFormModal({
  gameId,
  play,
  onClose,
}: {
  gameId: number;
  play: AdminPlay;
  onClose: () => void;
}) {
  const [form] = Form.useForm<PlayForm>();
  const saveLimits = useSaveLimits();
  const saveOdds = useSaveOdds();
  const { message } = App.useApp();
  const toastError = useToastError();

  const submit = async (values: PlayForm) => {
    const limits = {
      enabled: values.enabled,
      minAmount: values.minAmount,
      maxAmount: values.maxAmount,
      turnMax: values.turnMax,
    };
    const limitsChanged =
      !play.limits ||
      (Object.keys(limits) as (keyof typeof limits)[]).some(
        (key) => play.limits?.[key] !== limits[key],
      );
    const odds = Object.fromEntries(
      play.odds.flatMap(({ key, odds: before }) => {
        const typed = values.odds?.[key];
        if (typed === null || typed === undefined) return [];
        const milli = toMilli(typed);
        return milli === before ? [] : [[key, milli] as const];
      }),
    );
    try {
      if (limitsChanged)
        await saveLimits.mutateAsync({ gameId, playCode: play.playCode, ...limits });
      if (Object.keys(odds).length > 0) await saveOdds.mutateAsync({ gameId, odds });
      void message.success('已保存');
      onClose();
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Modal
      open
      title={`编辑玩法 · ${play.name}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={saveLimits.isPending || saveOdds.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<PlayForm>
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{
          enabled: play.limits?.enabled ?? true,
          minAmount: play.limits?.minAmount,
          maxAmount: play.limits?.maxAmount,
          turnMax: play.limits?.turnMax,
          odds: Object.fromEntries(
            play.odds.map(({ key, odds }) => [key, odds === null ? null : odds / 1000]),
          ),
        }}
      >
        <Form.Item name="enabled" label="开放投注" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="minAmount"
          label="单注最低（元）"
          rules={[{ required: true, message: '请输入单注最低' }]}
        >
          <InputNumber
            min={1}
            max={bettingLimits.maxStakeYuan}
            precision={0}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item
          name="maxAmount"
          label="单注最高（元）"
          dependencies={['minAmount']}
          rules={[
            { required: true, message: '请输入单注最高' },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: number | null) => {
                const min = getFieldValue('minAmount') as number | null;
                if (value !== null && min !== null && value < min) {
                  throw new Error('单注最高不能小于单注最低');
                }
              },
            }),
          ]}
        >
          <InputNumber
            min={1}
            max={bettingLimits.maxStakeYuan}
            precision={0}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item
          name="turnMax"
          label="单期上限（元）"
          extra="一位会员在一期内此玩法的投注总额上限"
          dependencies={['maxAmount']}
          rules={[
            { required: true, message: '请输入单期上限' },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: number | null) => {
                const max = getFieldValue('maxAmount') as number | null;
                if (value !== null && max !== null && value < max) {
                  throw new Error('单期上限不能小于单注最高');
                }
              },
            }),
          ]}
        >
          <InputNumber min={1} max={100_000_000} precision={0} style={{ width: 180 }} />
        </Form.Item>
        <Divider style={{ margin: '8px 0 16px' }}>赔率</Divider>
        {play.odds.map((item) => (
          <Form.Item
            key={item.key}
            name={['odds', item.key]}
            label={item.label}
            rules={[{ required: item.odds !== null, message: '请输入赔率' }]}
          >
            <InputNumber
              min={1.001}
              max={100_000}
              step={0.1}
              precision={3}
              style={{ width: 180 }}
            />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
