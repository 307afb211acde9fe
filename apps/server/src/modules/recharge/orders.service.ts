import {
  addDaysTo,
  channelType,
  chinaDateOf,
  chinaMidnightOf,
  dayMs,
  formatMoney,
  rechargeStatus,
  walletConfigDefaults,
  walletConfigKeys,
  walletTexts,
  type RechargeOrder,
  type RechargeOrderPage,
} from '@lottery/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { Authenticated } from '../auth/session.service';
import type { SettingsService } from '../settings/settings.service';
import { rechargeOrderNo, referenceCodeOf, usdtMicrosOf } from './order-number';
import { orderView, payUrlKey } from './order-view';
import type { PaymentProviders } from './providers/payment-provider';
import * as repo from './recharge.repository';

export interface NewRecharge {
  channelId: number;
  /** Thousandths of a yuan. */
  amount: number;
  idempotencyKey: string;
}

export interface RechargeListFilter {
  page: number;
  size: number;
  status?: number;
  startDate?: string;
  endDate?: string;
}

/** Orders a member pays to a channel the type names (the gateway confirms online ones). */
const transferTypes: readonly number[] = [
  channelType.bank,
  channelType.usdt,
  channelType.eWallet,
  channelType.direct,
];
export const isTransferChannel = (type: number) => transferTypes.includes(type);

/** The member's recharge orders: making one, reading them, saying it is paid, cancelling. */
export const createOrdersService = (
  { db, now }: Pick<Deps, 'db' | 'now'>,
  {
    settings,
    providers,
  }: { settings: Pick<SettingsService, 'systemConfigValue'>; providers: PaymentProviders },
) => {
  const timeoutMinutes = async () => {
    const value = Number(await settings.systemConfigValue(walletConfigKeys.rechargeTimeoutMinutes));
    return Number.isSafeInteger(value) && value > 0
      ? value
      : walletConfigDefaults.rechargeTimeoutMinutes;
  };

  /** A retry with the key answers the first order; the key with another body is refused. */
  const sameRequest = (order: repo.RechargeOrderRow, body: NewRecharge) => {
    if (order.channelId !== body.channelId || order.amount !== body.amount) {
      throw new AppError('PAY/DUPLICATE_REQUEST');
    }
    return orderView(order);
  };

  const create = async (member: Authenticated, body: NewRecharge): Promise<RechargeOrder> => {
    if (member.user.type !== 'HY') throw new AppError('UC/TRIAL_FORBIDDEN');
    const userId = member.user.id;
    const earlier = await repo.findOrderByKey(db, userId, body.idempotencyKey);
    if (earlier) return sameRequest(earlier, body);
    const channel = await repo.findChannel(db, body.channelId);
    if (!channel?.enabled) throw new AppError('PAY/CHANNEL_CLOSED');
    if (body.amount < channel.minAmount || body.amount > channel.maxAmount) {
      throw new AppError(
        'PAY/AMOUNT_LIMIT',
        walletTexts.amountOutOfRange(
          formatMoney(channel.minAmount),
          formatMoney(channel.maxAmount),
        ),
      );
    }
    const minutes = await timeoutMinutes();
    const at = now();
    const sequence = await repo.nextOrderSequence(db);
    const orderNo = rechargeOrderNo(at, sequence);
    const payTo: Record<string, string | number> = { ...channel.details };
    if (channel.type === channelType.online) {
      const provider = providers.get(String(channel.details.provider));
      payTo[payUrlKey] = (await provider.createPayment({ orderNo, amount: body.amount })).payUrl;
    }
    const row = await repo.insertOrder(db, {
      orderNo,
      userId,
      channelId: channel.id,
      channelType: channel.type,
      channelName: channel.name,
      amount: body.amount,
      usdtMicros:
        channel.type === channelType.usdt
          ? usdtMicrosOf(body.amount, Number(channel.details.rate))
          : null,
      reference: referenceCodeOf(sequence),
      payTo,
      idempotencyKey: body.idempotencyKey,
      createdAt: at,
      expiresAt: new Date(at.getTime() + minutes * 60_000),
    });
    if (row) return orderView(row);
    // The same key sent twice at once: the other request wrote the order.
    const first = await repo.findOrderByKey(db, userId, body.idempotencyKey);
    if (!first) throw new AppError('PAY/DUPLICATE_REQUEST');
    return sameRequest(first, body);
  };

  /** The member's own order; anyone else's reads as missing. */
  const ownOrder = async (member: Authenticated, orderNo: string) => {
    const order = await repo.findOrder(db, orderNo);
    if (!order || order.userId !== member.user.id) throw new AppError('PAY/ORDER_NOT_FOUND');
    return order;
  };

  const detail = async (member: Authenticated, orderNo: string) =>
    orderView(await ownOrder(member, orderNo));

  /** A page of the member's orders, newest first; the dates (UTC+8) default to the last 7 days. */
  const list = async (
    member: Authenticated,
    filter: RechargeListFilter,
  ): Promise<RechargeOrderPage> => {
    const today = chinaDateOf(now().getTime());
    const endDate = filter.endDate ?? today;
    const startDate = filter.startDate ?? addDaysTo(endDate, -6);
    const { rows, total } = await repo.listOrders(
      db,
      {
        userId: member.user.id,
        status: filter.status,
        from: new Date(chinaMidnightOf(startDate)),
        until: new Date(chinaMidnightOf(endDate) + dayMs),
      },
      filter.page,
      filter.size,
    );
    return {
      list: rows.map((row) => orderView(row.order)),
      total,
      page: filter.page,
      size: filter.size,
    };
  };

  /** The member says the transfer is made: pending → processing, while the order is payable. */
  const markPaid = async (member: Authenticated, orderNo: string) => {
    const order = await ownOrder(member, orderNo);
    if (!isTransferChannel(order.channelType)) {
      throw new AppError('PAY/ORDER_STATE', '在线支付订单由支付平台确认');
    }
    const moved = await repo.moveOrder(db, orderNo, {
      from: [rechargeStatus.pending],
      to: rechargeStatus.processing,
      at: now(),
      payable: true,
    });
    if (!moved) throw new AppError('PAY/ORDER_STATE');
    return orderView(moved);
  };

  const cancel = async (member: Authenticated, orderNo: string) => {
    await ownOrder(member, orderNo);
    const moved = await repo.moveOrder(db, orderNo, {
      from: [rechargeStatus.pending],
      to: rechargeStatus.cancelled,
      at: now(),
      finished: true,
    });
    if (!moved) throw new AppError('PAY/ORDER_STATE');
    return orderView(moved);
  };

  /** Every member's orders, for the operator. */
  const listAll = async (filter: { page: number; size: number; status?: number }) => {
    const { rows, total } = await repo.listOrders(
      db,
      { status: filter.status },
      filter.page,
      filter.size,
    );
    return {
      list: rows.map((row) => ({ ...orderView(row.order), account: row.account })),
      total,
      page: filter.page,
      size: filter.size,
    };
  };

  return { create, detail, list, markPaid, cancel, listAll };
};
