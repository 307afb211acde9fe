import {
  betStatus,
  systemConfigKey,
  transactionType,
  type CancelBetAnswer,
} from '@lottery/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { Authenticated } from '../auth/session.service';
import type { SettingsService } from '../settings/settings.service';
import type { WalletService } from '../wallet/wallet.service';
import * as repo from './betting.repository';

/**
 * 撤单 (spec part 2 §5, §8): all the orders asked for, or none. Each is a guarded transition from
 * pending to cancelled with its refund in the same transaction, so a cancel racing the settlement
 * never both refunds and pays: whichever commits first wins, the other finds the state changed.
 */
export const createCancel = (
  { db, now }: Pick<Deps, 'db' | 'now'>,
  { wallet, settings }: { wallet: WalletService; settings: SettingsService },
) => {
  const cancel = async ({ user }: Authenticated, orderNoList: string): Promise<CancelBetAnswer> => {
    if ((await settings.systemConfigValue(systemConfigKey.hyIsCancel)) !== '1') {
      throw new AppError('BET/CANCEL_DISABLED');
    }
    const orderNos = [...new Set(orderNoList.split(',').map((no) => no.trim()))];
    const at = now();
    const rows = await repo.ordersByNo(db, orderNos);
    const cancellable = rows.filter(
      (row) => row.userId === user.id && row.status === betStatus.pending && row.betEndTime > at,
    );
    if (cancellable.length !== orderNos.length) throw new AppError('BET/CANNOT_CANCEL');

    const money = await db.transaction(async (tx) => {
      // Every order first, then the wallet: the settlement locks in the same order.
      const cancelled = await repo.cancelPending(
        tx,
        user.id,
        cancellable.map((row) => row.id),
        at,
      );
      if (cancelled.length !== cancellable.length) throw new AppError('BET/CANNOT_CANCEL');
      let balance: number | undefined;
      for (const order of cancelled.sort((a, b) => a.id - b.id)) {
        const entry = await wallet.post(
          {
            userId: user.id,
            wallet: 'money',
            amount: order.amount,
            type: transactionType.cancelledBetRefund,
            reference: `bet:cancel:${order.orderNo}`,
            remark: `撤单返款 ${order.orderNo}`,
          },
          tx,
        );
        balance = entry.balanceAfter;
      }
      return balance ?? 0;
    });
    return { cancelled: orderNos, money };
  };

  return { cancel };
};
