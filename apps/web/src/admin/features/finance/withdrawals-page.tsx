import { Table, Tabs } from 'antd';
import { useState } from 'react';
import { withdrawStatus, withdrawStatusLabels, type AdminWithdrawal } from '@lottery/contracts';
import { PageTitle } from '../../components/page-title';
import { useQueryErrorToast } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useWithdrawals } from './finance-api';
import { useListParams } from './list-params';
import { OrderFilters } from './order-filters';
import { statusFilterOf } from './order-status';
import { pagerOf, tableLocale } from './table-kit';
import { withdrawalColumns } from './withdrawal-columns';
import { WithdrawalDrawer } from './withdrawal-drawer';

const statusTabs = [
  ...Object.values(withdrawStatus).map((status) => ({
    key: String(status),
    label: withdrawStatusLabels[status],
  })),
  { key: 'all', label: '全部' },
];

/** 提现审核: withdrawals by state (those under review first); each decided in its drawer. */
export function WithdrawalsPage() {
  const params = useListParams();
  const [viewing, setViewing] = useState<number | null>(null);
  const wide = useWideScreen();
  const tab = params.text('status') ?? String(withdrawStatus.reviewing);
  const withdrawals = useWithdrawals({
    status: statusFilterOf(tab),
    account: params.text('account'),
    startDate: params.text('startDate'),
    endDate: params.text('endDate'),
    page: params.page,
    size: params.size,
  });
  useQueryErrorToast(withdrawals.error);

  return (
    <>
      <PageTitle title="提现审核" />
      <Tabs activeKey={tab} items={statusTabs} onChange={(status) => params.update({ status })} />
      <OrderFilters />
      <Table<AdminWithdrawal>
        rowKey="id"
        size={wide ? 'middle' : 'small'}
        columns={withdrawalColumns({ onView: (order) => setViewing(order.id) })}
        dataSource={withdrawals.data?.list ?? []}
        loading={withdrawals.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={pagerOf(params, withdrawals.data?.total, wide, params.turnPage)}
        locale={tableLocale}
      />
      <WithdrawalDrawer id={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
