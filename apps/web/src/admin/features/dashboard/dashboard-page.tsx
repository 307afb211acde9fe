import { Card, Col, Empty, Row, Skeleton, Statistic, Table, Typography, theme } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney, withdrawStatus, type AdminDashboard } from '@lottery/contracts';
import { DayRangePicker } from '../../components/day-range-picker';
import { PageTitle } from '../../components/page-title';
import { adminPages } from '../../lib/admin-pages';
import { todayRange, type DayRange } from '../../lib/day-range';
import { useQueryErrorToast } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useDashboard } from './dashboard-api';

type GameRow = AdminDashboard['games'][number];

interface Figure {
  title: string;
  value: string;
  /** Where the figure's own list is (the pending ones). */
  to?: string;
}

const money = (milli: number) => `¥${formatMoney(milli)}`;

const figuresOf = (data: AdminDashboard): Figure[] => [
  { title: '注册人数', value: String(data.registrations) },
  { title: '首充人数', value: String(data.firstRecharges) },
  { title: '充值金额/笔数', value: `${money(data.rechargeAmount)} / ${data.rechargeCount}` },
  { title: '提现金额/笔数', value: `${money(data.withdrawAmount)} / ${data.withdrawCount}` },
  { title: '投注金额/笔数', value: `${money(data.betAmount)} / ${data.betCount}` },
  { title: '派彩金额', value: money(data.payoutAmount) },
  { title: '在线会员', value: String(data.onlineMembers) },
  {
    title: '待审核提现',
    value: String(data.pending.withdrawals),
    to: `${adminPages.withdrawals}?status=${withdrawStatus.reviewing}`,
  },
  { title: '待确认充值', value: String(data.pending.recharges), to: adminPages.recharges },
];

function HouseResult({ milli }: { milli: number }) {
  const { token } = theme.useToken();
  // The house's side, as the member app's reports colour money: a gain red, a loss green.
  const color = milli > 0 ? token.colorError : milli < 0 ? token.colorSuccess : undefined;
  const sign = milli > 0 ? '+' : milli < 0 ? '-' : '';
  return <span style={{ color }}>{`${sign}${money(Math.abs(milli))}`}</span>;
}

const gameColumns: TableColumnsType<GameRow> = [
  { title: '游戏', dataIndex: 'gameName', fixed: 'left' },
  { title: '投注', dataIndex: 'betAmount', align: 'right', render: money },
  { title: '派彩', dataIndex: 'payoutAmount', align: 'right', render: money },
  {
    title: '平台盈亏',
    dataIndex: 'houseResult',
    align: 'right',
    render: (value: number) => <HouseResult milli={value} />,
  },
];

/** The day at a glance: figures of a UTC+8 range (today first), and the house's result per game. */
export function DashboardPage() {
  const [range, setRange] = useState<DayRange>(() => todayRange());
  const wide = useWideScreen();
  const dashboard = useDashboard(range);
  useQueryErrorToast(dashboard.error);
  const data = dashboard.data;

  return (
    <>
      <PageTitle
        title="仪表盘"
        extra={<DayRangePicker value={range} onChange={(next) => next && setRange(next)} />}
      />
      {!data ? (
        dashboard.isError ? (
          <Empty description="暂无数据" />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )
      ) : (
        <>
          <Row gutter={[12, 12]}>
            {figuresOf(data).map((figure) => (
              <Col key={figure.title} xs={12} md={8}>
                <Card size="small" style={{ height: '100%' }}>
                  <Statistic
                    title={figure.to ? <Link to={figure.to}>{figure.title}</Link> : figure.title}
                    value={figure.value}
                    styles={{ content: { fontSize: wide ? 22 : 16 } }}
                  />
                </Card>
              </Col>
            ))}
          </Row>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            各游戏盈亏
          </Typography.Title>
          <Table<GameRow>
            rowKey="gameId"
            size={wide ? 'middle' : 'small'}
            columns={gameColumns}
            dataSource={data.games}
            pagination={false}
            scroll={{ x: 'max-content' }}
            loading={dashboard.isFetching && dashboard.isPlaceholderData}
            locale={{ emptyText: '暂无数据' }}
          />
        </>
      )}
    </>
  );
}
