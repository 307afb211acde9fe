import { Table, Tabs, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import {
  adminPaths,
  type AdminMemberDetail,
  type AdminRecharge,
  type AdminWithdrawal,
  type adminBetRow,
  type adminSessionRow,
  type z,
} from '@lottery/contracts';
import { chinaTimeOf } from '../../../lib/china-time';
import { useQueryErrorToast } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useRecharges, useWithdrawals } from '../finance/finance-api';
import { ledgerColumns, type LedgerRow } from '../finance/ledger-columns';
import { rechargeColumns } from '../finance/recharge-columns';
import { Money, pagerOf, tableLocale } from '../finance/table-kit';
import { withdrawalColumns } from '../finance/withdrawal-columns';
import { WithdrawalDrawer } from '../finance/withdrawal-drawer';
import { useMemberRecords } from './members-api';

type BetRow = z.infer<typeof adminBetRow>;
type SessionRow = z.infer<typeof adminSessionRow>;

const recordPageSize = 10;

const betColumns: TableColumnsType<BetRow> = [
  { title: '注单号', dataIndex: 'orderNo' },
  { title: '游戏', dataIndex: 'gameName' },
  { title: '期号', dataIndex: 'turnNum', responsive: ['md'] },
  { title: '玩法', dataIndex: 'playName', responsive: ['md'] },
  { title: '内容', dataIndex: 'content', responsive: ['lg'], ellipsis: true },
  {
    title: '金额',
    dataIndex: 'amount',
    align: 'right',
    render: (amount: number) => <Money milli={amount} />,
  },
  {
    title: '派彩',
    dataIndex: 'payout',
    align: 'right',
    render: (payout: number) => <Money milli={payout} />,
  },
  { title: '状态', dataIndex: 'statusText' },
  {
    title: '投注时间',
    dataIndex: 'createdAt',
    responsive: ['md'],
    render: (value: number) => chinaTimeOf(value),
  },
];

const sessionColumns = (now: number): TableColumnsType<SessionRow> => [
  {
    title: '登录时间',
    dataIndex: 'createdAt',
    render: (value: number) => chinaTimeOf(value),
  },
  { title: 'IP', dataIndex: 'ip' },
  {
    title: '设备',
    dataIndex: 'userAgent',
    responsive: ['md'],
    render: (agent: string) => (
      <Typography.Text ellipsis={{ tooltip: agent }} style={{ maxWidth: 260 }}>
        {agent || '-'}
      </Typography.Text>
    ),
  },
  {
    title: '状态',
    key: 'state',
    render: (_: unknown, session: SessionRow) =>
      session.endedAt === null && session.expiresAt > now ? (
        <Tag color="green">在线</Tag>
      ) : (
        <Tag>已结束</Tag>
      ),
  },
  {
    title: '结束时间',
    key: 'ended',
    responsive: ['md'],
    render: (_: unknown, session: SessionRow) => chinaTimeOf(session.endedAt ?? session.expiresAt),
  },
  {
    title: '结束原因',
    dataIndex: 'endReason',
    responsive: ['lg'],
    render: (reason: string | null) => reason ?? '-',
  },
];

/** A member's own list, paged by the server: the id and the page go to `path`. */
function MemberRecordTable<Row extends object>({
  path,
  memberId,
  rowKey,
  columns,
}: {
  path: string;
  memberId: number;
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
}) {
  const [paging, setPaging] = useState({ page: 1, size: recordPageSize });
  const wide = useWideScreen();
  const records = useMemberRecords<Row>(path, memberId, paging);
  useQueryErrorToast(records.error);
  return (
    <Table<Row>
      rowKey={rowKey}
      size="small"
      columns={columns}
      dataSource={records.data?.list ?? []}
      loading={records.isFetching}
      scroll={{ x: 'max-content' }}
      pagination={pagerOf(paging, records.data?.total, wide, (page, size) =>
        setPaging({ page, size }),
      )}
      locale={tableLocale}
    />
  );
}

function RechargeRecords({ account }: { account: string }) {
  const [paging, setPaging] = useState({ page: 1, size: recordPageSize });
  const wide = useWideScreen();
  const recharges = useRecharges({ account, ...paging });
  useQueryErrorToast(recharges.error);
  return (
    <Table<AdminRecharge>
      rowKey="orderNo"
      size="small"
      columns={rechargeColumns({ showMember: false })}
      dataSource={recharges.data?.list ?? []}
      loading={recharges.isFetching}
      scroll={{ x: 'max-content' }}
      pagination={pagerOf(paging, recharges.data?.total, wide, (page, size) =>
        setPaging({ page, size }),
      )}
      locale={tableLocale}
    />
  );
}

function WithdrawalRecords({ account }: { account: string }) {
  const [paging, setPaging] = useState({ page: 1, size: recordPageSize });
  const [viewing, setViewing] = useState<number | null>(null);
  const wide = useWideScreen();
  const withdrawals = useWithdrawals({ account, ...paging });
  useQueryErrorToast(withdrawals.error);
  return (
    <>
      <Table<AdminWithdrawal>
        rowKey="id"
        size="small"
        columns={withdrawalColumns({
          onView: (order) => setViewing(order.id),
          showMember: false,
        })}
        dataSource={withdrawals.data?.list ?? []}
        loading={withdrawals.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={pagerOf(paging, withdrawals.data?.total, wide, (page, size) =>
          setPaging({ page, size }),
        )}
        locale={tableLocale}
      />
      <WithdrawalDrawer id={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

/** 资金明细, 投注记录, 充值记录, 提现记录 and 登录记录 of one member, each loaded when opened. */
export function MemberRecords({ member }: { member: AdminMemberDetail }) {
  const [now] = useState(() => Date.now());
  return (
    <Tabs
      items={[
        {
          key: 'ledger',
          label: '资金明细',
          children: (
            <MemberRecordTable<LedgerRow>
              path={adminPaths.memberLedger}
              memberId={member.id}
              rowKey="id"
              columns={ledgerColumns}
            />
          ),
        },
        {
          key: 'bets',
          label: '投注记录',
          children: (
            <MemberRecordTable<BetRow>
              path={adminPaths.memberBets}
              memberId={member.id}
              rowKey="orderNo"
              columns={betColumns}
            />
          ),
        },
        {
          key: 'recharges',
          label: '充值记录',
          children: <RechargeRecords account={member.account} />,
        },
        {
          key: 'withdrawals',
          label: '提现记录',
          children: <WithdrawalRecords account={member.account} />,
        },
        {
          key: 'sessions',
          label: '登录记录',
          children: (
            <MemberRecordTable<SessionRow>
              path={adminPaths.memberSessions}
              memberId={member.id}
              rowKey="id"
              columns={sessionColumns(now)}
            />
          ),
        },
      ]}
    />
  );
}
