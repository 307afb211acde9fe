import { Button, Empty, Flex, Skeleton, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import {
  financeReportColumns,
  type AdminFinanceReport,
  type FinanceReportRow,
} from '@lottery/contracts';
import { DayRangePicker } from '../../components/day-range-picker';
import { PageTitle } from '../../components/page-title';
import { todayRange, type DayRange } from '../../lib/day-range';
import { useQueryErrorToast } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { Money, tableLocale } from '../finance/table-kit';
import { downloadCsv, financeReportCsv } from './report-csv';
import { useFinanceReport } from './reports-api';

type DayRow = FinanceReportRow & { day: string };
type TypeRow = AdminFinanceReport['types'][number];

const dayColumns: TableColumnsType<DayRow> = [
  { title: '日期', dataIndex: 'day', fixed: 'left' },
  ...financeReportColumns.map((column) => ({
    title: column.label,
    key: column.key,
    align: 'right' as const,
    render: (_: unknown, row: DayRow) => <Money milli={row.amounts[column.key]} signed />,
  })),
  {
    title: '净额',
    dataIndex: 'net',
    align: 'right',
    render: (net: number) => <Money milli={net} signed />,
  },
  { title: '笔数', dataIndex: 'entries', align: 'right' },
];

const typeColumns: TableColumnsType<TypeRow> = [
  { title: '交易类型', dataIndex: 'label' },
  {
    title: '金额',
    dataIndex: 'amount',
    align: 'right',
    render: (amount: number) => <Money milli={amount} signed />,
  },
  { title: '笔数', dataIndex: 'entries', align: 'right' },
];

/**
 * 财务报表: each UTC+8 day's money from the ledger, by kind, with the total row and the types
 * behind it. Amounts keep the ledger's sign: what members' wallets gained, or lost (−).
 */
export function ReportsPage() {
  const [range, setRange] = useState<DayRange>(() => todayRange());
  const wide = useWideScreen();
  const report = useFinanceReport(range);
  useQueryErrorToast(report.error);
  const data = report.data;

  return (
    <>
      <PageTitle
        title="财务报表"
        extra={
          <Flex gap={8} wrap style={{ width: wide ? undefined : '100%' }}>
            <DayRangePicker value={range} onChange={(next) => next && setRange(next)} />
            <Button
              disabled={!data}
              onClick={() =>
                data &&
                downloadCsv(
                  `财务报表_${data.startDate}_${data.endDate}.csv`,
                  financeReportCsv(data),
                )
              }
            >
              导出CSV
            </Button>
          </Flex>
        }
      />
      {!data ? (
        report.isError ? (
          <Empty description="暂无数据" />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            按北京时间（UTC+8）每日统计账变记录，正式会员；正数为会员入账，负数为会员出账。
          </Typography.Paragraph>
          <Table<DayRow>
            rowKey="day"
            size={wide ? 'middle' : 'small'}
            columns={dayColumns}
            dataSource={data.days}
            pagination={false}
            scroll={{ x: 'max-content' }}
            loading={report.isFetching && report.isPlaceholderData}
            locale={tableLocale}
            summary={() => (
              <Table.Summary fixed>
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
                  {financeReportColumns.map((column, index) => (
                    <Table.Summary.Cell key={column.key} index={index + 1} align="right">
                      <Money milli={data.total.amounts[column.key]} signed />
                    </Table.Summary.Cell>
                  ))}
                  <Table.Summary.Cell index={financeReportColumns.length + 1} align="right">
                    <Money milli={data.total.net} signed />
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={financeReportColumns.length + 2} align="right">
                    {data.total.entries}
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              </Table.Summary>
            )}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            按交易类型
          </Typography.Title>
          <Table<TypeRow>
            rowKey="type"
            size={wide ? 'middle' : 'small'}
            columns={typeColumns}
            dataSource={data.types}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={tableLocale}
          />
        </>
      )}
    </>
  );
}
