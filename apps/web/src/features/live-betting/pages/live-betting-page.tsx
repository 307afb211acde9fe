import { Empty, Skeleton } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import type { LiveGame, LiveReportRow } from '@lottery/contracts';
import { Link, useLocation } from 'react-router';
import { DateRangeBar } from '../../../components/date-range-bar';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { ReportTabs, isReportPath } from '../../../components/report-tabs';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useReportDateRange } from '../../../lib/use-report-date-range';
import type { DateRange } from '../../../lib/use-report-date-range';
import { useLiveGames } from '../api/get-live-games';
import { useLiveReport } from '../api/get-live-report';
import { SignedMoney, reportMoney as money } from '../../../components/signed-money';
import { liveBettingTexts as texts } from '../texts';
import styles from './live-betting.module.css';

/** The report's rows in the platforms' order, a platform the answer left out as zeros. */
const rowsOf = (games: readonly LiveGame[], report: readonly LiveReportRow[]): LiveReportRow[] =>
  games.map(
    (game) =>
      report.find((row) => row.gameCode === game.code) ?? {
        gameCode: game.code,
        gameName: game.name,
        betAmount: 0,
        winAmount: 0,
        betCount: 0,
      },
  );

/** A row opens its rounds only when there is something in it (spec part 2 §5). */
const opens = (row: LiveReportRow) => row.betAmount !== 0 || row.winAmount !== 0;

const detailPath = (row: LiveReportRow, range: DateRange) =>
  `/live-betting-detail?${new URLSearchParams({ gameCode: row.gameCode, ...range }).toString()}`;

function ReportTable({ rows, range }: { rows: LiveReportRow[]; range: DateRange }) {
  const total = rows.reduce(
    (sum, row) => ({ bet: sum.bet + row.betAmount, win: sum.win + row.winAmount }),
    { bet: 0, win: 0 },
  );
  return (
    <table className={styles.table} aria-label={texts.table}>
      <thead>
        <tr>
          <th scope="col">{texts.game}</th>
          <th scope="col">{texts.betAmount}</th>
          <th scope="col">{texts.winAmount}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.gameCode} className={opens(row) ? styles.openable : undefined}>
            <th scope="row">
              {opens(row) ? (
                <Link className={styles.gameLink} to={detailPath(row, range)}>
                  {row.gameName}
                  <RightOutline className={styles.chevron} aria-hidden="true" />
                </Link>
              ) : (
                row.gameName
              )}
            </th>
            <td>{money(row.betAmount)}</td>
            <td>
              <SignedMoney milli={row.winAmount} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{texts.total}</th>
          <td>{money(total.bet)}</td>
          <td>
            <SignedMoney milli={total.win} />
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

function TableSkeleton() {
  return (
    <div className={styles.panel} data-testid="live-report-skeleton">
      <Skeleton.Paragraph lineCount={5} animated />
    </div>
  );
}

/**
 * /live-betting 娱乐场明细 (theme2: /report/live-betting under the report tabs): the platforms
 * (allLiveGames), the range (the last 7 days to start) and, once there are platforms to ask
 * about, the bets and win/loss of each with a 合计 row. A row with bets opens its rounds.
 */
export function LiveBettingPage() {
  const underReport = isReportPath(useLocation().pathname);
  const goBack = useGoBack('/profile');
  const range = useReportDateRange();
  const searched: DateRange = { startDate: range.startDate, endDate: range.endDate };
  const games = useLiveGames();
  const codes = (games.data ?? []).map((game) => game.code);
  const report = useLiveReport(codes, searched);

  const search = (next: DateRange) => {
    if (codes.length === 0) return;
    if (next.startDate === searched.startDate && next.endDate === searched.endDate) {
      void report.refetch();
    } else range.setRange(next);
  };

  const body = () => {
    if (games.isPending) return <TableSkeleton />;
    if (games.isError) {
      return (
        <QueryError
          error={games.error}
          retrying={games.isFetching}
          onRetry={() => void games.refetch()}
        />
      );
    }
    if (codes.length === 0) return <Empty className={styles.empty} description="暂无数据" />;
    if (report.isPending) return <TableSkeleton />;
    if (report.isError) {
      return (
        <QueryError
          error={report.error}
          retrying={report.isFetching}
          onRetry={() => void report.refetch()}
        />
      );
    }
    return (
      <div className={styles.panel}>
        <ReportTable rows={rowsOf(games.data, report.data)} range={searched} />
      </div>
    );
  };

  return (
    <>
      {underReport ? <ReportTabs /> : <PageHeader title={texts.title} onBack={goBack} />}
      <DateRangeBar
        value={searched}
        today={range.today}
        searching={report.isFetching && !report.isPending}
        onSearch={search}
      />
      <div className={styles.body}>{body()}</div>
    </>
  );
}
