import type { TableColumnsType } from 'antd';
import { walletKindLabels, type adminLedgerRow, type WalletKind, type z } from '@lottery/contracts';
import { chinaTimeOf } from '../../../lib/china-time';
import { Money } from './table-kit';

export type LedgerRow = z.infer<typeof adminLedgerRow>;

/** 资金明细: a member's entries, each with the balance it left. */
export const ledgerColumns: TableColumnsType<LedgerRow> = [
  {
    title: '时间',
    dataIndex: 'createdAt',
    width: 170,
    render: (value: number) => chinaTimeOf(value),
  },
  { title: '类型', dataIndex: 'typeLabel' },
  {
    title: '金额',
    dataIndex: 'amount',
    align: 'right',
    render: (amount: number) => <Money milli={amount} signed />,
  },
  {
    title: '余额',
    dataIndex: 'balanceAfter',
    align: 'right',
    render: (value: number) => <Money milli={value} />,
  },
  {
    title: '钱包',
    dataIndex: 'wallet',
    responsive: ['md'],
    render: (wallet: string) => walletKindLabels[wallet as WalletKind] ?? wallet,
  },
  { title: '单号', dataIndex: 'reference', responsive: ['lg'] },
  { title: '备注', dataIndex: 'remark', responsive: ['md'], ellipsis: true },
];
