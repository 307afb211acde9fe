import { Button, Form, Input } from 'antd';
import { DayRangePicker } from '../../components/day-range-picker';
import type { DayRange } from '../../lib/day-range';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useListParams } from './list-params';

interface FilterForm {
  account?: string;
  range?: DayRange | null;
}

/** 会员账号 and a range of UTC+8 days, kept in the address with the list. */
export function OrderFilters() {
  const { text, update } = useListParams();
  const wide = useWideScreen();
  const startDate = text('startDate');
  const endDate = text('endDate');
  const initial: FilterForm = {
    account: text('account'),
    range: startDate && endDate ? { startDate, endDate } : null,
  };

  return (
    <Form<FilterForm>
      layout={wide ? 'inline' : 'vertical'}
      initialValues={initial}
      onFinish={({ account, range }) =>
        update({
          account: account?.trim(),
          startDate: range?.startDate,
          endDate: range?.endDate,
        })
      }
      style={{ marginBottom: 16, rowGap: 8 }}
    >
      <Form.Item name="account" label="会员账号">
        <Input allowClear placeholder="账号" style={{ width: wide ? 160 : undefined }} />
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
