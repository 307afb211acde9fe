import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import {
  channelType,
  channelTypeLabels,
  rechargeStatus,
  type AdminRecharge,
  type ChannelType,
} from '@lottery/contracts';
import { chinaTimeOf } from '../../../lib/china-time';
import { adminPages } from '../../lib/admin-pages';
import { OrderStatusTag } from './order-status';
import { Money } from './table-kit';

/** Millionths of a USDT (a string, exact) as USDT. */
const usdtOf = (micros: string): string => {
  if (!/^\d+$/.test(micros)) return micros;
  const padded = micros.padStart(7, '0');
  const fraction = padded.slice(-6).replace(/0+$/, '').padEnd(2, '0');
  return `${padded.slice(0, -6).replace(/^0+(?=\d)/, '')}.${fraction}`;
};

/**
 * An operator decides an order paid by transfer (bank, USDT, e-wallet, direct) while it is
 * pending or processing; an online payment is decided by its gateway.
 */
export const isDecidable = (order: AdminRecharge) =>
  (order.status === rechargeStatus.pending || order.status === rechargeStatus.processing) &&
  order.channelType !== channelType.online;

/** The recharge orders' columns; the member's own page leaves out 会员, the list adds 操作. */
export const rechargeColumns = ({
  showMember = true,
}: { showMember?: boolean } = {}): TableColumnsType<AdminRecharge> => [
  // A phone keeps what a transfer is matched by: the member, the amount and the 附言.
  { title: '订单号', dataIndex: 'orderNo', width: 190, responsive: ['md'] },
  ...(showMember
    ? [
        {
          title: '会员',
          dataIndex: 'account',
          render: (account: string, order: AdminRecharge) => (
            <Link to={adminPages.member(order.userId)}>{account}</Link>
          ),
        },
      ]
    : []),
  {
    title: '通道',
    dataIndex: 'channelName',
    responsive: ['md'],
    render: (name: string, order: AdminRecharge) =>
      `${channelTypeLabels[order.channelType as ChannelType] ?? '其他'} · ${name}`,
  },
  {
    title: '金额',
    dataIndex: 'amount',
    align: 'right',
    render: (amount: number, order: AdminRecharge) => (
      <>
        <Money milli={amount} />
        {order.usdtAmount !== null && <div>{usdtOf(order.usdtAmount)} USDT</div>}
      </>
    ),
  },
  { title: '附言', dataIndex: 'reference' },
  {
    title: '状态',
    dataIndex: 'status',
    render: (status: number, order: AdminRecharge) => (
      <OrderStatusTag kind="recharge" status={status} text={order.statusText} />
    ),
  },
  {
    title: '创建时间',
    dataIndex: 'createdAt',
    responsive: ['md'],
    render: (value: number) => chinaTimeOf(value),
  },
  {
    title: '处理人',
    dataIndex: 'decidedBy',
    responsive: ['lg'],
    render: (by: string | null) => by ?? '-',
  },
  { title: '原因', dataIndex: 'reason', responsive: ['lg'], ellipsis: true },
];
