import { Skeleton } from 'antd-mobile';
import type { TeamBetReport, TeamReport } from '@lottery/contracts';
import { QueryError } from '../../../components/query-error';
import { SectionCard } from '../../../components/section-card';
import { reportMoney, SignedMoney } from '../../../components/signed-money';
import { agentPageTexts as texts } from '../texts';
import { InfoRows } from './info-rows';
import styles from './agent.module.css';

const betRows = (report: TeamBetReport) => [
  { label: texts.statTime, value: report.statTime },
  { label: texts.bettingMoney, value: reportMoney(report.bettingMoney) },
  { label: texts.winMoney, value: reportMoney(report.winMoney) },
  { label: texts.rebateMoney, value: reportMoney(report.rebateMoney) },
  { label: texts.winOrcloseMoney, value: <SignedMoney milli={report.winOrcloseMoney} /> },
];

/** The team overview of spec §3: the team's counts, recharges and withdrawals, then the bets by kind. */
export function TeamReportSections({ report }: { report: TeamReport }) {
  const count = (value: number) => value.toLocaleString('zh-CN');
  return (
    <>
      <SectionCard title={texts.team}>
        <InfoRows
          label={texts.team}
          rows={[
            { label: texts.registCount, value: count(report.registCount) },
            { label: texts.firstRechargeCount, value: count(report.firstRechargeCount) },
            { label: texts.rechargeCount, value: count(report.rechargeCount) },
            { label: texts.teamCount, value: count(report.teamCount) },
            { label: texts.money, value: reportMoney(report.money) },
            { label: texts.dlRebate, value: reportMoney(report.dlRebate) },
          ]}
        />
      </SectionCard>
      <SectionCard title={texts.rw}>
        <InfoRows
          label={texts.rw}
          rows={[
            { label: texts.rechMoney, value: reportMoney(report.rwReport.rechMoney) },
            { label: texts.rechUserCount, value: count(report.rwReport.rechUserCount) },
            { label: texts.discountMoney, value: reportMoney(report.rwReport.discountMoney) },
            { label: texts.rechDiscount, value: reportMoney(report.rwReport.rechDiscount) },
            { label: texts.otherDiscount, value: reportMoney(report.rwReport.otherDiscount) },
            { label: texts.withdrawMoney, value: reportMoney(report.rwReport.withdrawMoney) },
          ]}
        />
      </SectionCard>
      <SectionCard title={texts.lottery}>
        <InfoRows label={texts.lottery} rows={betRows(report.cpBetReport)} />
      </SectionCard>
      <SectionCard title={texts.sports}>
        <InfoRows label={texts.sports} rows={betRows(report.ftBetReport)} />
      </SectionCard>
      <SectionCard title={texts.live}>
        <InfoRows label={texts.live} rows={betRows(report.liveBetReport)} />
      </SectionCard>
    </>
  );
}

/** Skeleton cards while a report or a detail loads. */
export function CardsSkeleton({ cards = 3 }: { cards?: number }) {
  return (
    <div className={styles.skeletons} data-testid="agent-skeleton" aria-busy="true">
      {Array.from({ length: cards }, (_, index) => (
        <div key={index} className={styles.skeletonCard}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      ))}
    </div>
  );
}

/** A report query as the page shows it: skeletons, the server's message, or the sections. */
export function TeamReportView({
  query,
}: {
  query: {
    data: TeamReport | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    error: unknown;
    refetch: () => unknown;
  };
}) {
  if (query.isPending) return <CardsSkeleton />;
  if (query.isError || !query.data) {
    return (
      <QueryError
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <TeamReportSections report={query.data} />;
}
