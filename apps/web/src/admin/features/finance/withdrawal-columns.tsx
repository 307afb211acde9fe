import { Button, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { paymentTypeLabels, type AdminWithdrawal } from '@lottery/contracts';
import { chinaTimeOf } from '../../../lib/china-time';
import { adminPages } from '../../lib/admin-pages';
import { OrderStatusTag } from './order-status';
import { Money } from './table-kit';

/** Where the money goes: the kind, the bank, the account and its holder. */
function PayeeCell({ order }: { order: AdminWithdrawal }) {
  return (
    <>
      <div>
        {paymentTypeLabels[order.type] ?? '其他'} · {order.bankName}
      </div>
      <Typography.Text type="secondary" copyable={{ text: order.bankAccount }}>
        {order.bankAccount}
      </Typography.Text>
      <div>{order.accountName}</div>
    </>
  );
}

/**
 * The withdrawals' columns; the member's own page leaves out 会员. 查看 opens the order's detail,
 * where it is decided.
 */
export const withdrawalColumns = ({
  onView,
  showMember = true,
}: {
  onView: (order: AdminWithdrawal) => void;
  showMember?: boolean;
}): TableColumnsType<AdminWithdrawal> => [
  // A phone shows who, how much and the state; the order's number is in its detail.
  { title: '订单号', dataIndex: 'orderNo', width: 190, responsive: ['md'] },
  ...(showMember
    ? [
        {
          title: '会员',
          dataIndex: 'account',
          render: (account: string, order: AdminWithdrawal) => (
            <Link to={adminPages.member(order.userId)}>{account}</Link>
          ),
        },
      ]
    : []),
  {
    title: '金额',
    dataIndex: 'amount',
    align: 'right',
    render: (amount: number) => <Money milli={amount} />,
  },
  {
    title: '收款方式',
    key: 'payee',
    responsive: ['md'],
    render: (_: unknown, order: AdminWithdrawal) => <PayeeCell order={order} />,
  },
  {
    title: '申请时间',
    dataIndex: 'createdAt',
    responsive: ['md'],
    render: (value: number) => chinaTimeOf(value),
  },
  {
    title: '状态',
    dataIndex: 'status',
    render: (status: number, order: AdminWithdrawal) => (
      <OrderStatusTag kind="withdrawal" status={status} text={order.statusText} />
    ),
  },
  {
    title: '处理人',
    dataIndex: 'decidedBy',
    responsive: ['lg'],
    render: (by: string | null) => by ?? '-',
  },
  {
    title: '处理时间',
    dataIndex: 'finishedAt',
    responsive: ['lg'],
    render: (value: number | null) => chinaTimeOf(value),
  },
  {
    title: '操作',
    key: 'actions',
    fixed: 'right',
    render: (_: unknown, order: AdminWithdrawal) => (
      <Button type="link" size="small" onClick={() => onView(order)}>
        查看
      </Button>
    ),
  },
];
