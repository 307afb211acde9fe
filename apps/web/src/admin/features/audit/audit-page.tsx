import { Button, Form, Input, Select, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { auditActionLabels, type AdminAuditRow } from '@lottery/contracts';
import { chinaTimeOf } from '../../../lib/china-time';
import { DayRangePicker } from '../../components/day-range-picker';
import { PageTitle } from '../../components/page-title';
import type { DayRange } from '../../lib/day-range';
import { useQueryErrorToast } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useAuditLog, type AuditFilters } from './audit-api';
import { AuditChange } from './audit-change';

const actionOptions = Object.entries(auditActionLabels).map(([value, label]) => ({
  value,
  label,
}));

interface FilterForm {
  operator?: string;
  action?: string;
  target?: string;
  range?: DayRange | null;
}

const filtersOf = ({ operator, action, target, range }: FilterForm): AuditFilters => ({
  operator: operator?.trim() || undefined,
  action,
  target: target?.trim() || undefined,
  ...(range ?? {}),
});

const columns: TableColumnsType<AdminAuditRow> = [
  {
    title: '时间',
    dataIndex: 'createdAt',
    width: 170,
    render: (value: number) => chinaTimeOf(value),
  },
  { title: '操作员', dataIndex: 'operatorAccount', width: 120 },
  { title: '动作', dataIndex: 'actionLabel', width: 140 },
  { title: '目标', dataIndex: 'target', ellipsis: true, responsive: ['sm'] },
  { title: 'IP', dataIndex: 'ip', width: 140, responsive: ['md'] },
];

/** 审计日志: every operator action, newest first, never editable here. */
export function AuditPage() {
  const [form] = Form.useForm<FilterForm>();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const wide = useWideScreen();
  const audit = useAuditLog(filters, paging.page, paging.size);
  useQueryErrorToast(audit.error);

  return (
    <>
      <PageTitle title="审计日志" />
      <Form
        form={form}
        layout={wide ? 'inline' : 'vertical'}
        onFinish={(values) => {
          setFilters(filtersOf(values));
          setPaging((current) => ({ ...current, page: 1 }));
        }}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="operator" label="操作员">
          <Input allowClear placeholder="账号" style={{ width: wide ? 140 : undefined }} />
        </Form.Item>
        <Form.Item name="action" label="动作">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={actionOptions}
            placeholder="全部"
            style={{ width: wide ? 180 : undefined }}
          />
        </Form.Item>
        <Form.Item name="target" label="目标">
          <Input
            allowClear
            placeholder="会员账号、订单号"
            style={{ width: wide ? 160 : undefined }}
          />
        </Form.Item>
        <Form.Item name="range" label="日期">
          <DayRangeField />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block={!wide}>
            查询
          </Button>
        </Form.Item>
      </Form>
      <Table<AdminAuditRow>
        rowKey="id"
        size={wide ? 'middle' : 'small'}
        columns={columns}
        dataSource={audit.data?.list ?? []}
        loading={audit.isFetching}
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowRender: (row) => <AuditChange row={row} /> }}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: audit.data?.total ?? 0,
          showSizeChanger: wide,
          showTotal: wide ? (total) => `共 ${total} 条` : undefined,
          onChange: (page, size) => setPaging({ page, size }),
        }}
        locale={{ emptyText: '暂无数据' }}
      />
    </>
  );
}

/** The date range as a form field (antd passes value and onChange). */
function DayRangeField({
  value = null,
  onChange,
}: {
  value?: DayRange | null;
  onChange?: (range: DayRange | null) => void;
}) {
  return <DayRangePicker value={value} onChange={(range) => onChange?.(range)} allowClear />;
}
