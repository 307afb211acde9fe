import { chinaDateOf, defaultDateRange } from '@lottery/contracts';
import { useCallback, useState } from 'react';

/** A report's range: two `yyyy-MM-dd` dates (UTC+8), both included. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

export interface ReportDateRange extends DateRange {
  /** Today (UTC+8) as of the last search: the pickers' latest day. */
  today: string;
  /** Takes a searched range (and re-reads today, for a page kept open past midnight). */
  setRange: (range: DateRange) => void;
}

/**
 * The range of a report page (spec part 2 §5, §9): the last 7 days ending today in UTC+8 until
 * the member searches another. `now` is the clock (tests pass a fixed one).
 */
export const useReportDateRange = ({
  now = Date.now,
}: { now?: () => number } = {}): ReportDateRange => {
  const [state, setState] = useState(() => {
    const today = chinaDateOf(now());
    return { today, ...defaultDateRange(today) };
  });
  const setRange = useCallback(
    (range: DateRange) =>
      setState({ today: chinaDateOf(now()), startDate: range.startDate, endDate: range.endDate }),
    [now],
  );
  return { ...state, setRange };
};
