import { DatePicker, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { disabledReportDay, pickerValueOf, rangeOfPicker, type DayRange } from '../lib/day-range';
import { useWideScreen } from '../lib/use-wide-screen';

interface DayRangePickerProps {
  value: DayRange | null;
  onChange: (range: DayRange | null) => void;
  /** Whether no range (every day) may be chosen. */
  allowClear?: boolean;
}

/**
 * Two UTC+8 days, not after today, at most 31 days apart. A phone gets two single pickers: the
 * range picker's two months side by side are wider than its screen.
 */
export function DayRangePicker({ value, onChange, allowClear = false }: DayRangePickerProps) {
  const wide = useWideScreen();
  const disabledDate = disabledReportDay();
  const [start, end] = value ? pickerValueOf(value) : [null, null];

  if (wide) {
    return (
      <DatePicker.RangePicker
        value={value ? [start, end] : null}
        onChange={(picked) => onChange(rangeOfPicker(picked))}
        disabledDate={disabledDate}
        allowClear={allowClear}
        aria-label="日期范围"
      />
    );
  }

  const pick = (next: [Dayjs | null, Dayjs | null]) => {
    const [from, to] = next;
    // One end alone: the other follows it, so the range is always whole.
    onChange(rangeOfPicker(from && !to ? [from, from] : !from && to ? [to, to] : next));
  };
  return (
    <Space.Compact block>
      <DatePicker
        value={start}
        onChange={(day: Dayjs | null) => pick([day, day && end && end.isBefore(day) ? day : end])}
        disabledDate={(day) => disabledDate(day, end ? { from: end } : undefined)}
        allowClear={allowClear}
        placeholder="开始日期"
        inputReadOnly
        style={{ flex: 1 }}
      />
      <DatePicker
        value={end}
        onChange={(day: Dayjs | null) =>
          pick([day && start && start.isAfter(day) ? day : start, day])
        }
        disabledDate={(day) => disabledDate(day, start ? { from: start } : undefined)}
        allowClear={allowClear}
        placeholder="结束日期"
        inputReadOnly
        style={{ flex: 1 }}
      />
    </Space.Compact>
  );
}
