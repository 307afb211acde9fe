import { Button, DatePicker } from 'antd-mobile';
import { CalendarOutline } from 'antd-mobile-icons';
import { addDaysTo, dateRangeProblem, dateRangeTexts, maxReportDays } from '@lottery/contracts';
import { useState } from 'react';
import type { DateRange } from '../lib/use-report-date-range';
import { showToast } from '../lib/toast';
import styles from './date-range-bar.module.css';

export type { DateRange } from '../lib/use-report-date-range';

/** A `yyyy-MM-dd` as the picker's Date: that day at local midnight (the wheels show it as is). */
export const toPickerDate = (date: string): Date => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};

/** The picker's Date back as `yyyy-MM-dd`. */
export const fromPickerDate = (date: Date): string =>
  [
    String(date.getFullYear()).padStart(4, '0'),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ].join('-');

const earlier = (a: string, b: string) => (a < b ? a : b);
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * What each picker may choose (spec part 2 §5): nothing after today; the end not before the
 * start, and (ours) not more than 31 days after it. The start is free up to today.
 */
export const pickerBounds = (range: DateRange, today: string) => ({
  start: { max: today },
  end: {
    min: earlier(range.startDate, today),
    max: earlier(today, addDaysTo(range.startDate, maxReportDays - 1)),
  },
});

/** A new start keeps the range valid: the end moves into the bounds the start gives it. */
export const withStart = (range: DateRange, startDate: string, today: string): DateRange => {
  const { end } = pickerBounds({ ...range, startDate }, today);
  return { startDate, endDate: earlier(later(range.endDate, end.min), end.max) };
};

const units: Record<string, string> = { year: '年', month: '月', day: '日' };
const labelOf = (type: string, value: number) => `${value}${units[type] ?? ''}`;

interface DateRangeBarProps {
  /** The searched range; the bar starts from it and follows it when it changes. */
  value: DateRange;
  /** Today in UTC+8 (`yyyy-MM-dd`): the latest day either picker offers. */
  today: string;
  onSearch: (range: DateRange) => void;
  /** The search is running: the button spins. */
  searching?: boolean;
}

/**
 * A report's date range (spec part 2 §2.4, §5): 开始日期 and 结束日期 pickers (days in UTC+8, none
 * after today, the end from the start on) and 搜索. A range that still fails the contracts'
 * check (dateRangeProblem) is not searched; its message shows as a toast.
 */
export function DateRangeBar({ value, today, onSearch, searching = false }: DateRangeBarProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const [picking, setPicking] = useState<'start' | 'end' | null>(null);

  // The page's range changed (a reset, another page's search): the pickers start from it.
  if (shown.startDate !== value.startDate || shown.endDate !== value.endDate) {
    setShown(value);
    setDraft(value);
  }

  const bounds = pickerBounds(draft, today);

  const search = () => {
    const problem = dateRangeProblem(draft.startDate, draft.endDate, today);
    if (problem) return showToast(dateRangeTexts[problem]);
    onSearch(draft);
  };

  return (
    <div className={styles.bar}>
      <div className={styles.fields}>
        <button
          type="button"
          className={styles.field}
          aria-label={`开始日期 ${draft.startDate}`}
          onClick={() => setPicking('start')}
        >
          <CalendarOutline className={styles.icon} aria-hidden="true" />
          <span className={styles.text}>
            <span className={styles.label}>开始日期</span>
            <span className={styles.value}>{draft.startDate}</span>
          </span>
        </button>
        <span className={styles.to} aria-hidden="true">
          至
        </span>
        <button
          type="button"
          className={styles.field}
          aria-label={`结束日期 ${draft.endDate}`}
          onClick={() => setPicking('end')}
        >
          <CalendarOutline className={styles.icon} aria-hidden="true" />
          <span className={styles.text}>
            <span className={styles.label}>结束日期</span>
            <span className={styles.value}>{draft.endDate}</span>
          </span>
        </button>
      </div>
      <Button
        className={styles.search}
        color="primary"
        size="small"
        shape="rounded"
        loading={searching}
        onClick={search}
      >
        搜索
      </Button>
      <DatePicker
        title="开始日期"
        precision="day"
        visible={picking === 'start'}
        max={toPickerDate(bounds.start.max)}
        value={toPickerDate(draft.startDate)}
        renderLabel={labelOf}
        onClose={() => setPicking(null)}
        onConfirm={(date) => setDraft(withStart(draft, fromPickerDate(date), today))}
      />
      <DatePicker
        title="结束日期"
        precision="day"
        visible={picking === 'end'}
        min={toPickerDate(bounds.end.min)}
        max={toPickerDate(bounds.end.max)}
        value={toPickerDate(draft.endDate)}
        renderLabel={labelOf}
        onClose={() => setPicking(null)}
        onConfirm={(date) => setDraft({ ...draft, endDate: fromPickerDate(date) })}
      />
    </div>
  );
}
