import { chinaDateOf, defaultDateRange } from '@lottery/contracts';
import type { GameReport } from '@lottery/contracts';
import { Empty, Skeleton } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { TabStrip } from '../../../components/tab-strip';
import { serverNow } from '../../../lib/http/server-clock';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useThemeStore } from '../../../themes/use-theme-store';
import { useGameReport } from '../api/get-game-report';
import { lastDaysRange } from '../components/history-view';
import { SignedMoney } from '../../../components/signed-money';
import { ReportTable } from '../components/report-table';
import type { ReportLine } from '../components/report-table';
import { shownMoney } from '../model/order-view';
import { betRecordTexts as texts } from '../texts';
import styles from './bet-records-pages.module.css';

const ranges = [
  { key: 'today', title: texts.today },
  { key: 'week', title: texts.last7Days },
  { key: 'month', title: texts.last31Days },
] as const;
type RangeKey = (typeof ranges)[number]['key'];

const rangeOf = (key: RangeKey, today: string) =>
  key === 'today'
    ? { startDate: today, endDate: today }
    : key === 'week'
      ? defaultDateRange(today)
      : lastDaysRange(today);

/** The game's orders on the bet list (spec part 2 §2.8: theme3 has no /bet-list). */
const betListPath = (gameId: number) => `/bet-list?gameId=${gameId}`;

function Summary({ report }: { report: GameReport }) {
  return (
    <div className={styles.summary}>
      <div>
        <span className={styles.summaryLabel}>{texts.stake}</span>
        <span className={styles.summaryValue}>{shownMoney(report.total.bettingMoney)}</span>
      </div>
      <div>
        <span className={styles.summaryLabel}>{texts.winLoss}</span>
        <span className={styles.summaryValue}>
          <SignedMoney milli={report.total.winOrcloseMoney} />
        </span>
      </div>
      <div>
        <span className={styles.summaryLabel}>{texts.betCount}</span>
        <span className={styles.summaryValue}>{report.total.betCount}</span>
      </div>
    </div>
  );
}

/**
 * /lottery-record 购彩记录: the member's lottery orders by game over today, the last 7 days (to
 * start) or the last 31: 笔数, 投注金额, 输赢 per game; a game opens its orders on the bet list.
 */
export function LotteryRecordPage() {
  const goBack = useGoBack('/profile');
  const theme = useThemeStore((state) => state.name);
  const [rangeKey, setRangeKey] = useState<RangeKey>('week');
  const range = useMemo(() => rangeOf(rangeKey, chinaDateOf(serverNow())), [rangeKey]);
  const report = useGameReport(range.startDate, range.endDate);
  const linked = theme !== 'theme3';

  const body = () => {
    if (report.isPending) {
      return (
        <div data-testid="history-skeleton">
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
    const lines: ReportLine[] = report.data.data.map((row) => ({
      ...row,
      key: String(row.gameId),
      name: row.gameName,
      to: linked ? betListPath(row.gameId) : undefined,
    }));
    return (
      <>
        <Summary report={report.data} />
        <ReportTable
          label={texts.gameReport}
          nameTitle={texts.game}
          lines={lines}
          total={report.data.total}
        />
        <p className={styles.note}>{`${report.data.startDate} 至 ${report.data.endDate}`}</p>
      </>
    );
  };

  return (
    <>
      <PageHeader
        title={texts.lotteryRecord}
        onBack={goBack}
        extra={
          <Link className={styles.headerLink} to="/lottery-record-history">
            {texts.tabHistory}
          </Link>
        }
      />
      <div className={styles.sticky}>
        <TabStrip
          items={ranges}
          activeKey={rangeKey}
          onChange={(key) => setRangeKey(key as RangeKey)}
        />
      </div>
      <div className={styles.body}>{body()}</div>
    </>
  );
}
