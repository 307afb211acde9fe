import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useReportDateRange } from '../lib/use-report-date-range';
import type { DateRange } from '../lib/use-report-date-range';
import { setUpPageTests } from '../test/toasts';
import { DateRangeBar, pickerBounds, withStart } from './date-range-bar';

const { lastToast } = setUpPageTests({ signedIn: false });

/** 2026-03-10 17:30 UTC: already 2026-03-11 01:30 in UTC+8. */
const fixedNow = () => Date.UTC(2026, 2, 10, 17, 30);

/**
 * antd-mobile's picker view reports a wheel's selection to the picker on a zero-delay timer
 * (ahooks' debounce): a timer queued after it runs after it, so 确定 then confirms the new value.
 */
const pickerReported = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('useReportDateRange', () => {
  it('opens on the last 7 days ending today in UTC+8', () => {
    const { result } = renderHook(() => useReportDateRange({ now: fixedNow }));
    expect(result.current).toMatchObject({
      startDate: '2026-03-05',
      endDate: '2026-03-11',
      today: '2026-03-11',
    });
  });

  it('takes a searched range', () => {
    const { result } = renderHook(() => useReportDateRange({ now: fixedNow }));
    act(() => result.current.setRange({ startDate: '2026-02-01', endDate: '2026-02-20' }));
    expect(result.current).toMatchObject({ startDate: '2026-02-01', endDate: '2026-02-20' });
  });
});

describe('pickerBounds and withStart', () => {
  it('keep the end from the start to today, 31 days at most', () => {
    expect(pickerBounds({ startDate: '2026-03-05', endDate: '2026-03-11' }, '2026-03-11')).toEqual({
      start: { max: '2026-03-11' },
      end: { min: '2026-03-05', max: '2026-03-11' },
    });
    expect(
      pickerBounds({ startDate: '2026-01-01', endDate: '2026-01-02' }, '2026-03-11').end,
    ).toEqual({ min: '2026-01-01', max: '2026-01-31' });
  });

  it('move the end into those bounds when the start moves', () => {
    const range = { startDate: '2026-03-05', endDate: '2026-03-08' };
    expect(withStart(range, '2026-03-10', '2026-03-11')).toEqual({
      startDate: '2026-03-10',
      endDate: '2026-03-10',
    });
    expect(withStart(range, '2026-01-01', '2026-03-11')).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
    expect(withStart(range, '2026-03-01', '2026-03-11')).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-08',
    });
  });
});

/** The labels of a picker's column (0 year, 1 month, 2 day). */
const columnLabels = (picker: HTMLElement, index: number) => {
  const column = picker.querySelectorAll('.adm-picker-view-column').item(index);
  return Array.from(
    column.querySelectorAll('.adm-picker-view-column-item-label'),
    (item) => item.textContent,
  );
};

const openPicker = (title: '开始日期' | '结束日期') => {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${title}`) }));
  const pickers = Array.from(document.querySelectorAll<HTMLElement>('.adm-picker')).filter(
    (picker) => picker.closest('.adm-popup-body') && getComputedStyle(picker).display !== 'none',
  );
  const picker = pickers.find((candidate) => candidate.textContent?.includes(title));
  if (!picker) throw new Error(`no open picker ${title}`);
  return picker;
};

function Harness({
  initial,
  today,
  onSearch,
}: {
  initial: DateRange;
  today: string;
  onSearch: (range: DateRange) => void;
}) {
  const [range, setRange] = useState(initial);
  return (
    <>
      <button
        type="button"
        onClick={() => setRange({ startDate: '2026-03-01', endDate: '2026-03-02' })}
      >
        reset
      </button>
      <DateRangeBar
        value={range}
        today={today}
        onSearch={(next) => {
          setRange(next);
          onSearch(next);
        }}
      />
    </>
  );
}

describe('DateRangeBar', () => {
  const week = { startDate: '2026-03-05', endDate: '2026-03-11' };

  it('shows the range and searches it', () => {
    const onSearch = vi.fn();
    render(<Harness initial={week} today="2026-03-11" onSearch={onSearch} />);
    expect(screen.getByRole('button', { name: '开始日期 2026-03-05' })).toBeDefined();
    expect(screen.getByRole('button', { name: '结束日期 2026-03-11' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenCalledWith(week);
  });

  it('offers no day after today, and no end before the start', () => {
    render(<Harness initial={week} today="2026-03-11" onSearch={vi.fn()} />);
    const end = openPicker('结束日期');
    expect(columnLabels(end, 0)).toEqual(['2026年']);
    expect(columnLabels(end, 1)).toEqual(['3月']);
    expect(columnLabels(end, 2)).toEqual(['5日', '6日', '7日', '8日', '9日', '10日', '11日']);
    fireEvent.click(within(end).getByText('取消'));

    const start = openPicker('开始日期');
    expect(columnLabels(start, 0).at(-1)).toBe('2026年');
    expect(columnLabels(start, 1).at(-1)).toBe('3月');
    expect(columnLabels(start, 2).at(-1)).toBe('11日');
  });

  it('moves the end along when the start passes it', async () => {
    const onSearch = vi.fn();
    render(
      <Harness
        initial={{ startDate: '2026-03-08', endDate: '2026-03-09' }}
        today="2026-03-11"
        onSearch={onSearch}
      />,
    );
    const start = openPicker('开始日期');
    const days = start.querySelectorAll('.adm-picker-view-column')[2] as HTMLElement;
    await act(async () => {
      fireEvent.click(within(days).getByRole('button', { name: '选择下一项：9日' }));
    });
    await pickerReported();
    await act(async () => {
      fireEvent.click(within(days).getByRole('button', { name: '选择下一项：10日' }));
    });
    await pickerReported();
    await act(async () => {
      fireEvent.click(within(start).getByText('确定'));
    });
    expect(screen.getByRole('button', { name: '开始日期 2026-03-10' })).toBeDefined();
    expect(screen.getByRole('button', { name: '结束日期 2026-03-10' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenCalledWith({ startDate: '2026-03-10', endDate: '2026-03-10' });
  });

  it('does not search a range the contracts refuse, and says why', () => {
    const onSearch = vi.fn();
    render(
      <Harness
        initial={{ startDate: '2026-03-09', endDate: '2026-03-12' }}
        today="2026-03-11"
        onSearch={onSearch}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(lastToast()).toBe('日期不能晚于今天');
  });

  it('follows the range the page sets', () => {
    render(<Harness initial={week} today="2026-03-11" onSearch={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(screen.getByRole('button', { name: '开始日期 2026-03-01' })).toBeDefined();
    expect(screen.getByRole('button', { name: '结束日期 2026-03-02' })).toBeDefined();
  });
});
