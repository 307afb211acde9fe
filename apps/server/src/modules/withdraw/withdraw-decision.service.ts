import {
  transactionType,
  withdrawStatus,
  type WithdrawOrder,
  type WithdrawOrderPage,
  type WithdrawStatus,
} from '@lottery/contracts';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { WalletService } from '../wallet/wallet.service';
import * as repo from './withdraw.repository';
import { withdrawView } from './withdraw-view';

export const withdrawRefundReference = (id: number) => `withdraw:refund:${id}`;

export type WithdrawDecisionService = ReturnType<typeof createWithdrawDecisionService>;

/**
 * Who decides, and inside whose transaction: the back office passes its own (`outer`, where it
 * writes the audit row) and the operator's account; the token calls pass neither.
 */
export interface WithdrawDecisionOptions {
  outer?: Db;
  decidedBy?: string;
}

/**
 * The operator's side of withdrawals: each one decided once, as a guarded transition from
 * reviewing. Paying moves no money (it left the wallet when asked); rejecting refunds it (type
 * 13) in the same transaction, so a pay racing a reject ends one way, refunded only if rejected.
 */
export const createWithdrawDecisionService = (
  { db, now }: Pick<Deps, 'db' | 'now'>,
  { wallet }: { wallet: WalletService },
) => {
  const decide = async (
    id: number,
    status: WithdrawStatus,
    reason: string,
    refund: (row: repo.WithdrawRow, tx: Db) => Promise<unknown>,
    { outer, decidedBy }: WithdrawDecisionOptions,
  ): Promise<WithdrawOrder> => {
    const decided = await (outer ?? db).transaction(async (tx) => {
      const row = await repo.decide(tx, id, {
        status,
        reason,
        at: now(),
        decidedBy: decidedBy ?? null,
      });
      if (row) await refund(row, tx);
      return row;
    });
    if (decided) return withdrawView(decided, { masked: false });
    if (!(await repo.findById(outer ?? db, id))) throw new AppError('WITHDRAW/NOT_FOUND');
    throw new AppError('WITHDRAW/STATE');
  };

  const pay = (id: number, reason: string, options: WithdrawDecisionOptions = {}) =>
    decide(id, withdrawStatus.paid, reason, async () => undefined, options);

  const reject = (id: number, reason: string, options: WithdrawDecisionOptions = {}) =>
    decide(
      id,
      withdrawStatus.rejected,
      reason,
      (row, tx) =>
        wallet.post(
          {
            userId: row.userId,
            wallet: 'money',
            amount: row.amount,
            type: transactionType.withdrawalRefund,
            reference: withdrawRefundReference(row.id),
            remark: `提现退回 ${row.orderNo}`,
          },
          tx,
        ),
      options,
    );

  /** Every member's withdrawals, newest first; the operator sees whole account numbers. */
  const orders = async (query: {
    status?: number | undefined;
    page: number;
    size: number;
  }): Promise<WithdrawOrderPage> => {
    const { rows, total } = await repo.listPage(db, { status: query.status }, query);
    return {
      list: rows.map((row) => withdrawView(row, { masked: false })),
      total,
      page: query.page,
      size: query.size,
    };
  };

  return { pay, reject, orders };
};
