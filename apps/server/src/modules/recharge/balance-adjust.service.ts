import { transactionType, type BalanceAdjustAnswer } from '@lottery/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { WalletService } from '../wallet/wallet.service';
import * as repo from './recharge.repository';

export interface BalanceAdjustment {
  account: string;
  /** Thousandths of a yuan; positive 人工存款, negative 人工扣款. */
  amount: number;
  reason: string;
  idempotencyKey: string;
}

export const adjustReference = (idempotencyKey: string) => `adjust:${idempotencyKey}`;

/** The operator's 人工存款 / 人工扣款: one ledger entry, its key the entry's reference. */
export const createBalanceAdjustService = (
  { db }: Pick<Deps, 'db'>,
  { wallet }: { wallet: Pick<WalletService, 'post'> },
) => {
  const adjust = async (body: BalanceAdjustment): Promise<BalanceAdjustAnswer> => {
    const user = await repo.findUserByAccount(db, body.account);
    if (!user) throw new AppError('SYS/NOT_FOUND', '账户不存在');
    const entry = await wallet.post({
      userId: user.id,
      wallet: 'money',
      amount: body.amount,
      type: body.amount > 0 ? transactionType.manualDeposit : transactionType.manualDeduction,
      reference: adjustReference(body.idempotencyKey),
      remark: body.reason,
    });
    if (entry.userId !== user.id || entry.amount !== body.amount) {
      throw new AppError('PAY/DUPLICATE_REQUEST');
    }
    return {
      account: user.account,
      amount: entry.amount,
      type: entry.transactionType,
      balanceAfter: entry.balanceAfter,
      reason: entry.remark,
      createdAt: entry.createdAt.getTime(),
    };
  };

  return { adjust };
};
