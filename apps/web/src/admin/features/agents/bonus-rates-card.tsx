import { App, Button, Card, Form, InputNumber, Modal, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import {
  bettingBonusCategories,
  bettingBonusCategoryNames,
  bettingBonusRateText,
  type AdminBonusRates,
  type BettingBonusCategory,
} from '@lottery/contracts';
import { useQueryErrorToast, useToastError } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useOperator } from '../../session/admin-session';
import { tableLocale } from '../finance/table-kit';
import { useBonusRates, useSaveBonusRate } from './agents-api';

type Level = AdminBonusRates['levels'][number];
interface Editing {
  vipLevel: number;
  category: BettingBonusCategory;
  rate: number;
}

/** 洗码比例: the rate of each VIP level and category (万分之一 of the valid turnover). */
export function BonusRatesCard() {
  const wide = useWideScreen();
  const { can } = useOperator();
  const { message } = App.useApp();
  const toastError = useToastError();
  const rates = useBonusRates();
  useQueryErrorToast(rates.error);
  const save = useSaveBonusRate();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [form] = Form.useForm<{ percent: number }>();
  const maxRate = rates.data?.maxRate ?? 0;

  const columns: TableColumnsType<Level> = [
    { title: 'VIP等级', dataIndex: 'vipLevel', render: (level: number) => `VIP${level}` },
    ...bettingBonusCategories.map((category) => ({
      title: bettingBonusCategoryNames[category],
      key: category,
      render: (_: unknown, level: Level) => (
        <>
          {bettingBonusRateText(level.rates[category])}
          {can('manageAgents') ? (
            <Button
              size="small"
              type="link"
              aria-label={`修改 VIP${level.vipLevel} ${bettingBonusCategoryNames[category]}`}
              onClick={() =>
                setEditing({ vipLevel: level.vipLevel, category, rate: level.rates[category] })
              }
            >
              修改
            </Button>
          ) : null}
        </>
      ),
    })),
  ];

  const submit = ({ percent }: { percent: number }) => {
    if (!editing) return;
    save.mutate(
      { vipLevel: editing.vipLevel, category: editing.category, rate: Math.round(percent * 100) },
      {
        onSuccess: () => {
          void message.success('操作成功');
          setEditing(null);
        },
        onError: toastError,
      },
    );
  };

  return (
    <Card size="small" title="洗码比例" style={{ marginTop: 16 }}>
      <Table<Level>
        rowKey="vipLevel"
        size={wide ? 'middle' : 'small'}
        columns={columns}
        dataSource={rates.data?.levels ?? []}
        loading={rates.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={tableLocale}
      />
      {editing ? (
        <Modal
          open
          title={`修改洗码比例：VIP${editing.vipLevel} ${bettingBonusCategoryNames[editing.category]}`}
          okText="确定"
          cancelText="取消"
          confirmLoading={save.isPending}
          onOk={() => form.submit()}
          onCancel={() => setEditing(null)}
          destroyOnHidden
        >
          <Form
            form={form}
            layout="vertical"
            initialValues={{ percent: editing.rate / 100 }}
            onFinish={submit}
            style={{ marginTop: 16 }}
          >
            <Form.Item
              name="percent"
              label="比例（%）"
              extra={`有效投注额的百分比，0 ~ ${bettingBonusRateText(maxRate)}；会员下次领取时按新比例计算。`}
              rules={[{ required: true, message: '请输入比例' }]}
            >
              <InputNumber
                min={0}
                max={maxRate / 100}
                step={0.01}
                precision={2}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Form>
        </Modal>
      ) : null}
    </Card>
  );
}
