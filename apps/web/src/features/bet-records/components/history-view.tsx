import { addDaysTo, chinaDateOf, maxReportDays } from '@lottery/contracts';
import type { DayReportRow } from '@lottery/contracts';
import { Empty, Skeleton } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import { useMemo } from 'react';
import { QueryError } from '../../../components/query-error';
import { serverNow } from '../../../lib/http/server-clock';
import { useDayOrders } from '../api/get-day-orders';
import { useDayReport } from '../api/get-day-report';
import { betRecordTexts as texts } from '../texts';
import styles from './bet-records.module.css';
import { OrderList } from './order-list';
import type { OrderRowView } from './order-list';
import { ReportTable } from './report-table';
import type { ReportLine } from './report-table';

/** The last 31 days, today included (UTC+8): the day report's range. */
export const lastDaysRange = (today: string) => ({
  startDate: addDaysTo(today, 1 - maxReportDays),
  endDate: today,
});

interface HistoryViewProps {
  /** The day whose orders show in place of the report; null shows the report. */
  day: string | null;
  onDay: (day: string | null) => void;
  /** The game filter of the day's orders (the day report itself covers every game). */
  gameId: number | null;
  view: OrderRowView;
}

function DayReportView({ onDay }: Pick<HistoryViewProps, 'onDay'>) {
  const range = useMemo(() => lastDaysRange(chinaDateOf(serverNow())), []);
  const report = useDayReport(range.startDate, range.endDate);

  if (report.isPending) {
    return (
      <div className={styles.report} data-testid="history-skeleton">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (report.isError) {
    return (
      <QueryError
        error={report.error}
        retrying={report.isFetching}
        onRetry={() => void report.refetch()}
      />
    );
  }
  if (report.data.data.length === 0) return <Empty description="暂无数据" />;
  const lines: ReportLine[] = report.data.data.map((row: DayReportRow) => ({
    ...row,
    key: row.statTime,
    name: row.statTime,
    onOpen: () => onDay(row.statTime),
  }));
  return (
    <ReportTable
      label={texts.dayReport}
      nameTitle={texts.date}
      lines={lines}
      total={report.data.total}
    />
  );
}

function DayOrdersView({
  day,
  gameId,
  view,
  onBack,
}: {
  day: string;
  gameId: number | null;
  view: OrderRowView;
  onBack: () => void;
}) {
  const orders = useDayOrders(day, gameId);
  return (
    <>
      <div className={styles.dayBar}>
        <button type="button" className={styles.backChip} onClick={onBack}>
          <LeftOutline aria-hidden="true" />
          {texts.backToDays}
        </button>
        <span className={styles.dayTitle}>{day}</span>
      </div>
      <OrderList query={orders} view={view} label={day} />
    </>
  );
}

/**
 * The bet history (the bet list's 历史 tab and /lottery-record-history): the day report of the
 * last 31 days; a day opens its orders in place, with a chip back to the report.
 */
export function HistoryView({ day, onDay, gameId, view }: HistoryViewProps) {
  return day === null ? (
    <DayReportView onDay={onDay} />
  ) : (
    <DayOrdersView day={day} gameId={gameId} view={view} onBack={() => onDay(null)} />
  );
}
