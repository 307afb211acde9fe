import type { ReactNode } from 'react';
import { DateRangeBar } from '../../../components/date-range-bar';
import { PageBody } from '../../../components/page-body';
import { useReportDateRange } from '../../../lib/use-report-date-range';
import type { DateRange } from '../../../lib/use-report-date-range';
import { useTeamReport } from '../api/get-team-report';
import { TeamReportView } from './team-report-view';

/**
 * The team report over a date range (the last 7 days to start, as the other reports): the range
 * bar, then the report of the agent's team or of one downline's, then what the page adds below.
 * 搜索 on the same range fetches it again.
 */
export function RangedTeamReport({
  userId,
  children,
}: {
  userId?: number | undefined;
  children?: ReactNode;
}) {
  const range = useReportDateRange();
  const report = useTeamReport({ beginDate: range.startDate, endDate: range.endDate, userId });

  const search = (next: DateRange) => {
    if (next.startDate === range.startDate && next.endDate === range.endDate) {
      void report.refetch();
    } else range.setRange(next);
  };

  return (
    <>
      <DateRangeBar
        value={{ startDate: range.startDate, endDate: range.endDate }}
        today={range.today}
        searching={report.isRefetching}
        onSearch={search}
      />
      <PageBody>
        <TeamReportView query={report} />
        {children}
      </PageBody>
    </>
  );
}
