import { App, Button, Space, Table, Tabs } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import {
  adminRejectRechargeBody,
  formatMoney,
  rechargeStatus,
  rechargeStatusLabels,
  type AdminRecharge,
} from '@lottery/contracts';
import { PageTitle } from '../../components/page-title';
import { useQueryErrorToast, useToastError } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useOperator } from '../../session/admin-session';
import { useConfirmRecharge, useRecharges, useRejectRecharge } from './finance-api';
import { useListParams } from './list-params';
import { OrderFilters } from './order-filters';
import { statusFilterOf } from './order-status';
import { isDecidable, rechargeColumns } from './recharge-columns';
import { ReasonModal } from './reason-modal';
import { pagerOf, tableLocale } from './table-kit';

const statusTabs = [
  { key: 'all', label: '全部' },
  ...Object.values(rechargeStatus).map((status) => ({
    key: String(status),
    label: rechargeStatusLabels[status],
  })),
];

/** 充值订单: every member's recharge orders by state; a transfer is confirmed or rejected here. */
export function RechargesPage() {
  const params = useListParams();
  const [rejecting, setRejecting] = useState<AdminRecharge | null>(null);
  const wide = useWideScreen();
  const { can } = useOperator();
  const tab = params.text('status') ?? 'all';
  const recharges = useRecharges({
    status: statusFilterOf(tab),
    account: params.text('account'),
    startDate: params.text('startDate'),
    endDate: params.text('endDate'),
    page: params.page,
    size: params.size,
  });
  useQueryErrorToast(recharges.error);
  const confirm = useConfirmRecharge();
  const reject = useRejectRecharge();
  const { message, modal } = App.useApp();
  const toastError = useToastError();
  const succeeded = () => void message.success('操作成功');

  const confirmPaid = (order: AdminRecharge) =>
    modal.confirm({
      title: '确认到账',
      content: `确认订单 ${order.orderNo} 已收到 ${formatMoney(order.amount)} 元？将为会员 ${order.account} 入账。`,
      okText: '确认到账',
      cancelText: '取消',
      onOk: () => confirm.mutateAsync({ orderNo: order.orderNo }).then(succeeded, toastError),
    });

  const columns: TableColumnsType<AdminRecharge> = [
    ...rechargeColumns(),
    ...(can('decideMoney')
      ? [
          {
            title: '操作',
            key: 'actions',
            // Two links pinned on a phone would cover half its width.
            fixed: wide ? ('right' as const) : undefined,
            render: (_: unknown, order: AdminRecharge) =>
              isDecidable(order) && (
                <Space size={4}>
                  <Button type="link" size="small" onClick={() => confirmPaid(order)}>
                    确认到账
                  </Button>
                  <Button type="link" size="small" danger onClick={() => setRejecting(order)}>
                    拒绝
                  </Button>
                </Space>
              ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageTitle title="充值订单" />
      <Tabs
        activeKey={tab}
        items={statusTabs}
        onChange={(status) => params.update({ status: status === 'all' ? undefined : status })}
      />
      <OrderFilters />
      <Table<AdminRecharge>
        rowKey="orderNo"
        size={wide ? 'middle' : 'small'}
        columns={columns}
        dataSource={recharges.data?.list ?? []}
        loading={recharges.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={pagerOf(params, recharges.data?.total, wide, params.turnPage)}
        locale={tableLocale}
      />
      {rejecting && (
        <ReasonModal
          title="拒绝充值"
          description={`订单 ${rejecting.orderNo}（${rejecting.account}，${formatMoney(rejecting.amount)} 元）将标记为充值失败。`}
          label="拒绝原因"
          schema={adminRejectRechargeBody.shape.reason}
          okText="拒绝"
          danger
          pending={reject.isPending}
          onSubmit={(reason) =>
            reject.mutate(
              { orderNo: rejecting.orderNo, reason },
              { onSuccess: succeeded, onError: toastError, onSettled: () => setRejecting(null) },
            )
          }
          onClose={() => setRejecting(null)}
        />
      )}
    </>
  );
}
