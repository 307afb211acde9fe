import {
  channelType,
  rechargeStatus,
  transactionType,
  walletConfigDefaults,
  walletConfigKeys,
  type GatewayNotification,
  type TransactionType,
} from '@lottery/contracts';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { SettingsService } from '../settings/settings.service';
import type { WalletService } from '../wallet/wallet.service';
import { isTransferChannel } from './orders.service';
import { orderView } from './order-view';
import type { NotificationHeaders, PaymentProviders } from './providers/payment-provider';
import * as repo from './recharge.repository';

const open = [rechargeStatus.pending, rechargeStatus.processing] as const;

const ledgerTypeOf = (type: number): TransactionType =>
  type === channelType.online
    ? transactionType.onlinePayment
    : type === channelType.direct
      ? transactionType.manualDeposit
      : transactionType.transferRecharge;

export const rechargeReference = (orderNo: string) => `recharge:${orderNo}`;
export const firstRechargeBonusReference = (orderNo: string) => `recharge:bonus:${orderNo}`;

/**
 * Who decides, and inside whose transaction: the back office passes its own (`outer`, where it
 * writes the audit row) and the operator's account; the token calls and the gateway pass neither.
 */
export interface RechargeDecisionOptions {
  outer?: Db;
  decidedBy?: string;
}

const percentOf = (value: string | undefined) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 && n <= 100
    ? n
    : walletConfigDefaults.firstRechargeBonusPercent;
};

/**
 * Deciding recharge orders: the gateway's notification and the operator's confirm or reject.
 * Each order is decided once, by a guarded transition out of pending/processing; the money moves
 * in the transaction of the transition that pays for it.
 */
export const createCreditingService = (
  { db, now, log }: Pick<Deps, 'db' | 'now' | 'log'>,
  {
    wallet,
    settings,
    providers,
  }: {
    wallet: Pick<WalletService, 'post'>;
    settings: Pick<SettingsService, 'systemConfigValue'>;
    providers: PaymentProviders;
  },
) => {
  /**
   * Read before the transaction opens (PGlite has one connection); inside a caller's transaction
   * it is read through that transaction.
   */
  const bonusPercent = async (outer?: Db) =>
    percentOf(
      outer
        ? await repo.findConfigValue(outer, walletConfigKeys.firstRechargeBonusPercent)
        : await settings.systemConfigValue(walletConfigKeys.firstRechargeBonusPercent),
    );

  /**
   * The money flow of a recharge, one transaction: pending/processing → success (a pending order
   * only before it expires), the credit, the member's rechMoney, and on the member's first
   * recharge the bonus (活动优惠). PAY/ORDER_STATE when the order was decided or expired.
   */
  const credit = async (
    orderNo: string,
    tradeNo?: string,
    { outer, decidedBy }: RechargeDecisionOptions = {},
  ) => {
    const percent = await bonusPercent(outer);
    const order = await (outer ?? db).transaction(async (tx) => {
      const moved = await repo.moveOrder(tx, orderNo, {
        from: open,
        to: rechargeStatus.success,
        at: now(),
        payable: true,
        finished: true,
        ...(tradeNo === undefined ? {} : { tradeNo }),
        ...(decidedBy === undefined ? {} : { decidedBy }),
      });
      if (!moved) throw new AppError('PAY/ORDER_STATE');
      await wallet.post(
        {
          userId: moved.userId,
          wallet: 'money',
          amount: moved.amount,
          type: ledgerTypeOf(moved.channelType),
          reference: rechargeReference(orderNo),
          remark: `充值 ${orderNo}`,
        },
        tx,
      );
      // The users row stays locked to the commit: two first recharges cannot both see zero.
      const totalBefore = await repo.addRechargeTotal(tx, moved.userId, moved.amount);
      const bonus = Math.floor((moved.amount * percent) / 1_000) * 10;
      if (totalBefore === 0 && bonus > 0) {
        await wallet.post(
          {
            userId: moved.userId,
            wallet: 'money',
            amount: bonus,
            type: transactionType.activityDiscount,
            reference: firstRechargeBonusReference(orderNo),
            remark: `首充优惠 ${orderNo}`,
          },
          tx,
        );
      }
      return moved;
    });
    log.info({ orderNo, amount: order.amount }, 'recharge credited');
    return order;
  };

  /** pending/processing → failed with the reason; nothing is paid. */
  const fail = async (
    orderNo: string,
    reason: string,
    tradeNo?: string,
    { outer, decidedBy }: RechargeDecisionOptions = {},
  ) => {
    const moved = await repo.moveOrder(outer ?? db, orderNo, {
      from: open,
      to: rechargeStatus.failed,
      at: now(),
      reason,
      finished: true,
      ...(tradeNo === undefined ? {} : { tradeNo }),
      ...(decidedBy === undefined ? {} : { decidedBy }),
    });
    if (!moved) throw new AppError('PAY/ORDER_STATE');
    return moved;
  };

  /** The order as already decided by this notification (a repeat), or undefined. */
  const repeated = async (notification: GatewayNotification) => {
    const order = await repo.findOrder(db, notification.orderNo);
    const status = notification.paid ? rechargeStatus.success : rechargeStatus.failed;
    return order?.status === status && order.tradeNo === notification.tradeNo ? order : undefined;
  };

  /**
   * A gateway's notification: verified by its adapter (nothing changes on a forged one), checked
   * against the order, then decided; a repeat of a decided one answers the decision again.
   */
  const notify = async (providerName: string, rawBody: string, headers: NotificationHeaders) => {
    const notification = await providers.get(providerName).verifyNotification(rawBody, headers);
    const order = await repo.findOrder(db, notification.orderNo);
    if (!order) throw new AppError('PAY/ORDER_NOT_FOUND');
    if (
      order.channelType !== channelType.online ||
      order.payTo.provider !== providerName ||
      order.amount !== notification.amount
    ) {
      throw new AppError('PAY/NOTIFICATION_MISMATCH');
    }
    const done = await repeated(notification);
    if (done) return { orderNo: done.orderNo, status: done.status };
    try {
      const decided = notification.paid
        ? await credit(order.orderNo, notification.tradeNo)
        : await fail(order.orderNo, '支付平台拒绝支付', notification.tradeNo);
      return { orderNo: decided.orderNo, status: decided.status };
    } catch (error) {
      // The same notification decided by a delivery racing this one.
      const raced = error instanceof AppError ? await repeated(notification) : undefined;
      if (raced) return { orderNo: raced.orderNo, status: raced.status };
      throw error;
    }
  };

  /** The operator's orders to decide: every type but online (its gateway decides). */
  const transferOrder = async (orderNo: string, outer?: Db) => {
    const order = await repo.findOrder(outer ?? db, orderNo);
    if (!order) throw new AppError('PAY/ORDER_NOT_FOUND');
    if (!isTransferChannel(order.channelType)) {
      throw new AppError('PAY/ORDER_STATE', '在线支付订单由支付平台确认');
    }
    return order;
  };

  const confirm = async (orderNo: string, options: RechargeDecisionOptions = {}) => {
    await transferOrder(orderNo, options.outer);
    return orderView(await credit(orderNo, undefined, options));
  };

  const reject = async (orderNo: string, reason: string, options: RechargeDecisionOptions = {}) => {
    if (!reason.trim()) throw new AppError('SYS/VALIDATION', '请填写原因');
    await transferOrder(orderNo, options.outer);
    return orderView(await fail(orderNo, reason, undefined, options));
  };

  return { credit, fail, notify, confirm, reject };
};
