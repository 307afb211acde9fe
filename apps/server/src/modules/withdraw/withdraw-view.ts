import {
  maskMiddle,
  withdrawStatusLabels,
  type WithdrawOrder,
  type WithdrawStatus,
} from '@lottery/contracts';
import type { WithdrawRow } from './withdraw.repository';

/** A withdrawal as it leaves the server; the member sees the account number masked. */
export const withdrawView = (row: WithdrawRow, { masked }: { masked: boolean }): WithdrawOrder => ({
  id: row.id,
  orderNo: row.orderNo,
  amount: row.amount,
  status: row.status,
  statusText: withdrawStatusLabels[row.status as WithdrawStatus] ?? '',
  type: row.type,
  bankName: row.bankName,
  bankAccount: masked ? maskMiddle(row.bankAccount) : row.bankAccount,
  accountName: row.accountName,
  reason: row.reason,
  createdAt: row.createdAt.getTime(),
  finishedAt: row.finishedAt?.getTime() ?? null,
});
